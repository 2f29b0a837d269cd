import 'server-only';
import VisitReminderEmail, { visitReminderSubject, visitReminderText, visitReminderWhatsApp, type VisitReminderEmailProps } from '@/emails/visit-reminder';
import VisitRescheduledEmail, { visitRescheduledSubject, visitRescheduledText, visitRescheduledWhatsApp, type VisitRescheduledEmailProps } from '@/emails/visit-rescheduled';
import { getEnv } from '@/server/env';
import { translatorFor } from '@/server/i18n/translator';
import type { DeliverEmailPayload, DeliverWhatsAppPayload } from '@/server/jobs/payloads';
import { renderEmail } from '@/server/mail/render';
import { directionsUrl, gatePass, manageVisitUrl, messageDate, messageSlot, visitCalendarInvite, whatsappAddress, type VisitConfirmationInput } from './visit-confirmation';

// The visit-day messages, built beside the confirmation because, like it, they read the visit when
// their job runs (server/visits/reminders.ts, server/visits/reschedule.ts): the reminder (24 h and 2 h before)
// and the message of a reschedule (old and new slot, with the calendar invite under the same UID and a higher
// SEQUENCE). Both carry the address, a map link, the gate pass and where to reschedule or cancel.

export interface VisitMessages {
  email: DeliverEmailPayload;
  whatsapp: DeliverWhatsAppPayload | null;
}

function common(input: VisitConfirmationInput) {
  const { BRAND_NAME, SITE_URL } = getEnv();
  const { locale } = input;
  return {
    locale,
    name: input.person.firstName || translatorFor(locale, 'notifications.tenant.common')('someone'),
    societyName: input.societyName,
    propertyName: input.propertyName,
    house: input.houseNumber,
    date: messageDate(input.visitStart, locale),
    time: messageSlot(input.visitStart, input.visitEnd, locale),
    address: input.address,
    directionsUrl: directionsUrl(input.societyName, input.latitude, input.longitude),
    manageUrl: manageVisitUrl(input.societyId, locale),
    pass: gatePass(input, locale),
    brandName: BRAND_NAME,
    siteUrl: SITE_URL,
  };
}

/** When a reminder says the visit is: 'tomorrow' (24 hours before) or 'in 2 hours', in the person's language. */
export function reminderWhen(input: Pick<VisitConfirmationInput, 'locale'>, kind: '24h' | '2h'): string {
  return translatorFor(input.locale, 'notifications.tenant.visit')(kind === '24h' ? 'whenTomorrow' : 'whenIn2Hours');
}

export async function visitReminderMessages(input: VisitConfirmationInput, kind: '24h' | '2h'): Promise<VisitMessages> {
  const props: VisitReminderEmailProps = { ...common(input), when: reminderWhen(input, kind) };
  const to = whatsappAddress(input.person);
  return {
    email: { to: input.person.email, ...(await renderEmail({ Component: VisitReminderEmail, subject: visitReminderSubject, text: visitReminderText }, props)) },
    whatsapp: to ? { to, userId: input.person.id, body: visitReminderWhatsApp(props) } : null,
  };
}

export async function visitRescheduledMessages(input: VisitConfirmationInput, previous: { start: Date; end: Date }): Promise<VisitMessages> {
  const base = common(input);
  const props: VisitRescheduledEmailProps = { ...base, was: `${messageDate(previous.start, input.locale)}, ${messageSlot(previous.start, previous.end, input.locale)}` };
  const ics = visitCalendarInvite(input, { date: base.date, time: base.time, directions: base.directionsUrl });
  const to = whatsappAddress(input.person);
  return {
    email: {
      to: input.person.email,
      ...(await renderEmail({ Component: VisitRescheduledEmail, subject: visitRescheduledSubject, text: visitRescheduledText }, props)),
      attachments: [{ filename: 'visit.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
    },
    whatsapp: to ? { to, userId: input.person.id, body: visitRescheduledWhatsApp(props) } : null,
  };
}
