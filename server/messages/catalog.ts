import 'server-only';
import AvailabilityAskEmail, { availabilityAskSubject, availabilityAskText, availabilityAskWhatsApp, type AvailabilityAskProps } from '@/emails/availability-ask';
import ContactConfirmationEmail, {
  ContactNotificationEmail,
  contactConfirmationSubject,
  contactConfirmationText,
  contactNotificationSubject,
  contactNotificationText,
  type ContactConfirmationEmailProps,
} from '@/emails/contact-confirmation';
import ContactReplyEmail, { contactReplySubject, contactReplyText, type ContactReplyProps } from '@/emails/contact-reply';
import AccountDeletionEmail, { accountDeletionSubject, accountDeletionText, type AccountDeletionProps } from '@/emails/account-deletion';
import DataExportReadyEmail, { dataExportReadySubject, dataExportReadyText, type DataExportReadyProps } from '@/emails/data-export-ready';
import ListingRentedEmail, { listingRentedSubject, listingRentedText, listingRentedWhatsApp, type ListingRentedProps } from '@/emails/listing-rented';
import OfferAnswerEmail, { offerAnswerSubject, offerAnswerText, offerAnswerWhatsApp, type OfferAnswerProps } from '@/emails/offer-answer';
import OfferAcknowledgmentEmail, {
  offerAcknowledgmentSubject,
  offerAcknowledgmentText,
  offerAcknowledgmentWhatsApp,
  type OfferAcknowledgmentProps,
} from '@/emails/offer-acknowledgment';
import OwnerOfferEmail, { ownerOfferSubject, ownerOfferText, ownerOfferWhatsApp, type OwnerOfferProps } from '@/emails/owner-offer';
import OwnerOfferUpdateEmail, { ownerOfferUpdateSubject, ownerOfferUpdateText, ownerOfferUpdateWhatsApp, type OwnerOfferUpdateProps } from '@/emails/owner-offer-update';
import OwnerRentDecisionEmail, { ownerRentDecisionSubject, ownerRentDecisionText, ownerRentDecisionWhatsApp, type OwnerRentDecisionProps } from '@/emails/owner-rent-decision';
import VisitCancelledEmail, { visitCancelledSubject, visitCancelledText, visitCancelledWhatsApp, type VisitCancelledEmailProps } from '@/emails/visit-cancelled';
import HomeSubmissionDecidedEmail, {
  homeSubmissionDecidedSubject,
  homeSubmissionDecidedText,
  homeSubmissionDecidedWhatsApp,
  type HomeSubmissionDecidedProps,
} from '@/emails/home-submission-decided';
import TenancyReportEmail, { tenancyReportSubject, tenancyReportText, tenancyReportWhatsApp, type TenancyReportProps } from '@/emails/tenancy-report';
import DepositReminderEmail, { depositReminderSubject, depositReminderText, depositReminderWhatsApp, type DepositReminderProps } from '@/emails/deposit-reminder';
import TenancyAgreementEmail, { tenancyAgreementSubject, tenancyAgreementText, tenancyAgreementWhatsApp, type TenancyAgreementProps } from '@/emails/tenancy-agreement';
import { renderEmail, type RenderedEmail } from '@/server/mail/render';

// Messages sent because something happened, by kind: the data each one needs (plain JSON, carried on the queue)
// and how it is rendered. Rendering happens in the `send-message` job (send.ts), never in the request that
// caused the message. Two messages read their data when their own job runs instead of carrying it, and are
// built beside this file: the visit confirmation with its calendar invite (visit-confirmation.ts, job
// send-visit-confirmation) and the new-listing digest (new-listings-digest.ts, job alert-digest).

export interface MessageData {
  'offer-acknowledgment': OfferAcknowledgmentProps;
  'offer-answer': OfferAnswerProps;
  'visit-cancelled': VisitCancelledEmailProps;
  'owner-offer': OwnerOfferProps;
  'owner-offer-update': OwnerOfferUpdateProps;
  'owner-rent-decision': OwnerRentDecisionProps;
  'contact-confirmation': ContactConfirmationEmailProps;
  'contact-notification': ContactConfirmationEmailProps;
  'contact-reply': ContactReplyProps;
  'availability-ask': AvailabilityAskProps;
  'listing-rented': ListingRentedProps;
  'data-export-ready': DataExportReadyProps;
  'account-deletion': AccountDeletionProps;
  'home-submission-decided': HomeSubmissionDecidedProps;
  'tenancy-agreement': TenancyAgreementProps;
  'tenancy-report': TenancyReportProps;
  'deposit-reminder': DepositReminderProps;
}

export type MessageKind = keyof MessageData;

export interface MessageTemplate<Data> {
  email: (data: Data) => Promise<RenderedEmail>;
  /** Absent: the message has no WhatsApp form. */
  whatsapp?: (data: Data) => string;
}

export const messageTemplates: { [Kind in MessageKind]: MessageTemplate<MessageData[Kind]> } = {
  'offer-acknowledgment': {
    email: (data) => renderEmail({ Component: OfferAcknowledgmentEmail, subject: offerAcknowledgmentSubject, text: offerAcknowledgmentText }, data),
    whatsapp: offerAcknowledgmentWhatsApp,
  },
  'offer-answer': {
    email: (data) => renderEmail({ Component: OfferAnswerEmail, subject: offerAnswerSubject, text: offerAnswerText }, data),
    whatsapp: offerAnswerWhatsApp,
  },
  'visit-cancelled': {
    email: (data) => renderEmail({ Component: VisitCancelledEmail, subject: visitCancelledSubject, text: visitCancelledText }, data),
    whatsapp: visitCancelledWhatsApp,
  },
  'owner-offer': {
    email: (data) => renderEmail({ Component: OwnerOfferEmail, subject: ownerOfferSubject, text: ownerOfferText }, data),
    whatsapp: ownerOfferWhatsApp,
  },
  'owner-offer-update': {
    email: (data) => renderEmail({ Component: OwnerOfferUpdateEmail, subject: ownerOfferUpdateSubject, text: ownerOfferUpdateText }, data),
    whatsapp: ownerOfferUpdateWhatsApp,
  },
  'owner-rent-decision': {
    email: (data) => renderEmail({ Component: OwnerRentDecisionEmail, subject: ownerRentDecisionSubject, text: ownerRentDecisionText }, data),
    whatsapp: ownerRentDecisionWhatsApp,
  },
  'contact-confirmation': {
    email: (data) => renderEmail({ Component: ContactConfirmationEmail, subject: contactConfirmationSubject, text: contactConfirmationText }, data),
  },
  'contact-notification': {
    email: (data) => renderEmail({ Component: ContactNotificationEmail, subject: contactNotificationSubject, text: contactNotificationText }, data),
  },
  'contact-reply': {
    email: (data) => renderEmail({ Component: ContactReplyEmail, subject: contactReplySubject, text: contactReplyText }, data),
  },
  'availability-ask': {
    email: (data) => renderEmail({ Component: AvailabilityAskEmail, subject: availabilityAskSubject, text: availabilityAskText }, data),
    whatsapp: availabilityAskWhatsApp,
  },
  'listing-rented': {
    email: (data) => renderEmail({ Component: ListingRentedEmail, subject: listingRentedSubject, text: listingRentedText }, data),
    whatsapp: listingRentedWhatsApp,
  },
  'data-export-ready': {
    email: (data) => renderEmail({ Component: DataExportReadyEmail, subject: dataExportReadySubject, text: dataExportReadyText }, data),
  },
  'account-deletion': {
    email: (data) => renderEmail({ Component: AccountDeletionEmail, subject: accountDeletionSubject, text: accountDeletionText }, data),
  },
  'home-submission-decided': {
    email: (data) => renderEmail({ Component: HomeSubmissionDecidedEmail, subject: homeSubmissionDecidedSubject, text: homeSubmissionDecidedText }, data),
    whatsapp: homeSubmissionDecidedWhatsApp,
  },
  'tenancy-agreement': {
    email: (data) => renderEmail({ Component: TenancyAgreementEmail, subject: tenancyAgreementSubject, text: tenancyAgreementText }, data),
    whatsapp: tenancyAgreementWhatsApp,
  },
  'tenancy-report': {
    email: (data) => renderEmail({ Component: TenancyReportEmail, subject: tenancyReportSubject, text: tenancyReportText }, data),
    whatsapp: tenancyReportWhatsApp,
  },
  'deposit-reminder': {
    email: (data) => renderEmail({ Component: DepositReminderEmail, subject: depositReminderSubject, text: depositReminderText }, data),
    whatsapp: depositReminderWhatsApp,
  },
};
