import 'server-only';
import { createEvent } from 'ics';
import VisitConfirmationEmail, { visitConfirmationSubject, visitConfirmationText, visitConfirmationWhatsApp, type VisitConfirmationEmailProps } from '@/emails/visit-confirmation';
import type { GatePassProps } from '@/emails/visit-parts';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { formatIndiaDateIn, formatIndiaTimeIn } from '@/lib/time/india-locale';
import { formatPassCode, passWindow } from '@/lib/visits/gate-pass';
import { translatorFor } from '@/server/i18n/translator';
import type { DeliverEmailPayload, DeliverWhatsAppPayload } from '@/server/jobs/payloads';
import { getEnv } from '@/server/env';
import { renderEmail } from '@/server/mail/render';

// The messages of a booked visit, rendered by the send-visit-confirmation job (server/visits/confirmation-job.ts, docs/jobs.md):
// an e-mail with a calendar invite, and a WhatsApp message.

export interface VisitConfirmationInput {
  /** The recipient's language (profiles.language, English until chosen): every text and link of the messages. */
  locale: Locale;
  visitId: string;
  societyId: string;
  /** The gate pass's code (server/visits/gate-pass.ts). */
  passCode: string;
  /** The society has a security desk (the pass is checked there; else shown to the guard at the gate). */
  hasDesk: boolean;
  /** The calendar invite's SEQUENCE: the visit's reschedule count (a client replaces the event with a higher one). */
  sequence: number;
  visitStart: Date;
  visitEnd: Date;
  /** `id`: the account; WhatsApp goes only to a number it proved. */
  person: { id: string; firstName: string; email: string; countryCode: string; phone: string };
  societyName: string;
  propertyName: string;
  /** The flat ('B-1204'), null when the operator gave none: the visitor is told which door once booked. */
  houseNumber: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

const visitCopy = (locale: Locale) => translatorFor(locale, 'notifications.tenant.visit');

/** '10:30 AM - 11:00 AM IST': messages name the zone, they may be read outside India. */
export function messageSlot(start: Date, end: Date, locale: Locale = 'en'): string {
  return visitCopy(locale)('slot', { start: formatIndiaTimeIn(locale, start), end: formatIndiaTimeIn(locale, end) });
}

/** The visit's date as its messages name it ('Tue, 24 Nov 2026' in English), in India time. */
export function messageDate(at: Date, locale: Locale = 'en'): string {
  return formatIndiaDateIn(locale, at);
}

/** Where a visit message goes on WhatsApp: the profile's number in E.164, or null without one. */
export function whatsappAddress(person: VisitConfirmationInput['person']): string | null {
  const digits = person.phone.replace(/\D/g, '');
  return digits ? `${person.countryCode}${digits}` : null;
}

/** The gate pass as the visit messages show it: the code, its QR image and its window (India time). */
export function gatePass(input: Pick<VisitConfirmationInput, 'passCode' | 'visitStart' | 'visitEnd' | 'hasDesk'>, locale: Locale = 'en'): GatePassProps {
  const code = formatPassCode(input.passCode);
  const { from, until } = passWindow(input);
  const validity = visitCopy(locale)('passWindow', { from: formatIndiaTimeIn(locale, from), until: formatIndiaTimeIn(locale, until) });
  return { code, qrUrl: `${getEnv().SITE_URL}/api/gate-pass/qr?code=${code}`, validity, hasDesk: input.hasDesk };
}

/** Where the person reschedules or cancels: the society's visits page, in the person's language. */
export function manageVisitUrl(societyId: string, locale: Locale = 'en'): string {
  return `${getEnv().SITE_URL}${localePath(locale, `/society-visits/${societyId}`)}`;
}

/** A maps link: coordinates when known, otherwise a search for the society with ', Bangalore' appended. */
export function directionsUrl(societyName: string, latitude: number | null, longitude: number | null): string {
  if (latitude !== null && longitude !== null) return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${societyName}, Bangalore`)}`;
}

const utcArray = (instant: Date): [number, number, number, number, number] => [
  instant.getUTCFullYear(),
  instant.getUTCMonth() + 1,
  instant.getUTCDate(),
  instant.getUTCHours(),
  instant.getUTCMinutes(),
];

/**
 * The .ics invite: times in UTC; the description has what a calendar shows at the gate (the home and its flat, the
 * India-time slot, the address, directions, the gate pass code and the visit's card); a reminder an hour before.
 */
export function visitCalendarInvite(input: VisitConfirmationInput, text: { date: string; time: string; directions: string }): string {
  const { BRAND_NAME, SITE_URL } = getEnv();
  const card = manageVisitUrl(input.societyId, input.locale);
  const t = translatorFor(input.locale, 'notifications.tenant.visitConfirmation');
  const visit = visitCopy(input.locale);
  const description = [
    t('icsHome', { home: input.propertyName, society: input.societyName }),
    ...(input.houseNumber ? [`${visit('house')}: ${input.houseNumber}`] : []),
    `${text.date}, ${text.time}`,
    input.address,
    `${visit('directions')}: ${text.directions}`,
    t('icsPass', { code: formatPassCode(input.passCode) }),
    t('icsCard', { url: card }),
  ].join('\n');
  const { error, value } = createEvent({
    uid: `visit-${input.visitId}@${new URL(SITE_URL).hostname}`,
    productId: `${BRAND_NAME}//visits`,
    method: 'PUBLISH',
    sequence: input.sequence,
    start: utcArray(input.visitStart),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(input.visitEnd),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: t('icsTitle', { society: input.societyName }),
    description,
    location: `${input.societyName}, ${input.address}`,
    ...(input.latitude !== null && input.longitude !== null ? { geo: { lat: input.latitude, lon: input.longitude } } : {}),
    url: card,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [{ action: 'display', description: t('icsAlarm', { society: input.societyName }), trigger: { hours: 1, before: true } }],
  });
  if (error || !value) throw error ?? new Error('calendar invite could not be created');
  return value;
}

export async function visitConfirmationMessages(input: VisitConfirmationInput): Promise<{ email: DeliverEmailPayload; whatsapp: DeliverWhatsAppPayload | null }> {
  const { BRAND_NAME, SITE_URL } = getEnv();
  const { locale } = input;
  const date = messageDate(input.visitStart, locale);
  const time = messageSlot(input.visitStart, input.visitEnd, locale);
  const directions = directionsUrl(input.societyName, input.latitude, input.longitude);
  const props: VisitConfirmationEmailProps = {
    locale,
    name: input.person.firstName || translatorFor(locale, 'notifications.tenant.common')('someone'),
    societyName: input.societyName,
    propertyName: input.propertyName,
    house: input.houseNumber,
    date,
    time,
    address: input.address,
    directionsUrl: directions,
    // The visit's own card (its gate pass, reschedule and cancel), not the list it is one tap further in.
    visitsUrl: manageVisitUrl(input.societyId, locale),
    pass: gatePass(input, locale),
    brandName: BRAND_NAME,
    siteUrl: SITE_URL,
  };
  const email: DeliverEmailPayload = {
    to: input.person.email,
    ...(await renderEmail({ Component: VisitConfirmationEmail, subject: visitConfirmationSubject, text: visitConfirmationText }, props)),
    attachments: [{ filename: 'visit.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: visitCalendarInvite(input, { date, time, directions }) }],
  };
  const to = whatsappAddress(input.person);
  const whatsapp: DeliverWhatsAppPayload | null = to
    ? {
        to,
        userId: input.person.id,
        body: visitConfirmationWhatsApp(props),
      }
    : null;
  return { email, whatsapp };
}
