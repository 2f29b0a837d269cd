import 'server-only';
import { createEvent } from 'ics';
import VisitConfirmationEmail, { visitConfirmationSubject, visitConfirmationText, visitConfirmationWhatsApp, type VisitConfirmationEmailProps } from '@/emails/visit-confirmation';
import type { GatePassProps } from '@/emails/visit-parts';
import { formatIndiaDate, formatIndiaTime } from '@/lib/time/india';
import { formatPassCode, passWindow } from '@/lib/visits/gate-pass';
import type { DeliverEmailPayload, DeliverWhatsAppPayload } from '@/server/jobs/payloads';
import { getEnv } from '@/server/env';
import { renderEmail } from '@/server/mail/render';

// The messages of a booked visit, rendered by the send-visit-confirmation job (server/visits/confirmation-job.ts, docs/jobs.md):
// an e-mail with a calendar invite, and a WhatsApp message.

export interface VisitConfirmationInput {
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

/** '10:30 AM - 11:00 AM IST': messages name the zone, they may be read outside India. */
export function messageSlot(start: Date, end: Date): string {
  return `${formatIndiaTime(start)} - ${formatIndiaTime(end)} IST`;
}

/** Where a visit message goes on WhatsApp: the profile's number in E.164, or null without one. */
export function whatsappAddress(person: VisitConfirmationInput['person']): string | null {
  const digits = person.phone.replace(/\D/g, '');
  return digits ? `${person.countryCode}${digits}` : null;
}

/** The gate pass as the visit messages show it: the code, its QR image and its window (India time). */
export function gatePass(input: Pick<VisitConfirmationInput, 'passCode' | 'visitStart' | 'visitEnd' | 'hasDesk'>): GatePassProps {
  const code = formatPassCode(input.passCode);
  const { from, until } = passWindow(input);
  return { code, qrUrl: `${getEnv().SITE_URL}/api/gate-pass/qr?code=${code}`, validity: `${formatIndiaTime(from)} to ${formatIndiaTime(until)}`, hasDesk: input.hasDesk };
}

/** Where the person reschedules or cancels: the society's visits page. */
export function manageVisitUrl(societyId: string): string {
  return `${getEnv().SITE_URL}/society-visits/${societyId}`;
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
  const card = manageVisitUrl(input.societyId);
  const description = [
    `${input.propertyName} at ${input.societyName}`,
    ...(input.houseNumber ? [`House: ${input.houseNumber}`] : []),
    `${text.date}, ${text.time}`,
    input.address,
    `Directions: ${text.directions}`,
    `Gate pass: ${formatPassCode(input.passCode)}`,
    `Your visit and gate pass: ${card}`,
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
    title: `Property visit: ${input.societyName}`,
    description,
    location: `${input.societyName}, ${input.address}`,
    ...(input.latitude !== null && input.longitude !== null ? { geo: { lat: input.latitude, lon: input.longitude } } : {}),
    url: card,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [{ action: 'display', description: `Visit at ${input.societyName} in an hour`, trigger: { hours: 1, before: true } }],
  });
  if (error || !value) throw error ?? new Error('calendar invite could not be created');
  return value;
}

export async function visitConfirmationMessages(input: VisitConfirmationInput): Promise<{ email: DeliverEmailPayload; whatsapp: DeliverWhatsAppPayload | null }> {
  const { BRAND_NAME, SITE_URL } = getEnv();
  const date = formatIndiaDate(input.visitStart);
  const time = messageSlot(input.visitStart, input.visitEnd);
  const directions = directionsUrl(input.societyName, input.latitude, input.longitude);
  const props: VisitConfirmationEmailProps = {
    name: input.person.firstName || 'there',
    societyName: input.societyName,
    propertyName: input.propertyName,
    house: input.houseNumber,
    date,
    time,
    address: input.address,
    directionsUrl: directions,
    // The visit's own card (its gate pass, reschedule and cancel), not the list it is one tap further in.
    visitsUrl: manageVisitUrl(input.societyId),
    pass: gatePass(input),
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
