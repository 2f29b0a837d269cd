import 'server-only';
import NewListingsAlertEmail, {
  newListingsAlertSubject,
  newListingsAlertText,
  newListingsAlertWhatsApp,
  type NewListingsAlertProps,
} from '@/emails/new-listings-alert';
import { getEnv } from '@/server/env';
import type { DeliverEmailPayload, DeliverWhatsAppPayload } from '@/server/jobs/payloads';
import { renderEmail } from '@/server/mail/render';

// The new-listing digest's messages, rendered by the alert-digest job (server/alerts/digest.ts, docs/jobs.md): an
// e-mail with one-click unsubscribe headers, and a WhatsApp message (an approved template when one is configured).

export interface DigestRecipient {
  email: string;
  /** E.164. */
  whatsapp: string;
  /** The account: WhatsApp goes only to a number it proved. */
  userId: string;
}

export async function newListingsDigestMessages(
  props: NewListingsAlertProps,
  to: DigestRecipient,
): Promise<{ email: DeliverEmailPayload; whatsapp: DeliverWhatsAppPayload }> {
  const { TWILIO_ALERT_CONTENT_SID } = getEnv();
  const email: DeliverEmailPayload = {
    to: to.email,
    ...(await renderEmail({ Component: NewListingsAlertEmail, subject: newListingsAlertSubject, text: newListingsAlertText }, props)),
    headers: { 'List-Unsubscribe': `<${props.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    consent: { userId: to.userId, purpose: 'email_alerts' },
  };
  const whatsapp: DeliverWhatsAppPayload = {
    to: to.whatsapp,
    userId: to.userId,
    consent: 'email_alerts',
    body: newListingsAlertWhatsApp(props),
    ...(TWILIO_ALERT_CONTENT_SID
      ? {
          contentSid: TWILIO_ALERT_CONTENT_SID,
          contentVariables: {
            '1': props.societyName,
            '2': String(props.listings.length),
            '3': props.listings.some((listing) => listing.kind === 'rent') ? props.rentUrl : props.buyUrl,
          },
        }
      : {}),
  };
  return { email, whatsapp };
}
