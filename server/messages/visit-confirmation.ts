import 'server-only';
import { createEvent } from 'ics';
import { createElement } from 'react';
import VisitConfirmationEmail, { visitConfirmationSubject, visitConfirmationText, type VisitConfirmationEmailProps } from '@/emails/visit-confirmation';
import { formatIndiaDate, formatIndiaTime } from '@/lib/time/india';
import type { DeliverEmailPayload, DeliverWhatsAppPayload } from '@/server/jobs/payloads';
import { getEnv } from '@/server/env';
import { renderEmailHtml } from '@/server/mail/render';

// The messages of a booked visit, rendered by the send-visit-confirmation job (server/visits/confirmation-job.ts, docs/jobs.md):
// an e-mail with a calendar invite, and a WhatsApp message.

export interface VisitConfirmationInput {
  visitId: string;
  visitStart: Date;
  visitEnd: Date;
  person: { firstName: string; email: string; countryCode: string; phone: string };
  societyName: string;
  propertyName: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
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

/** The .ics invite: times in UTC, the India-time text in the description, a reminder an hour before. */
export function visitCalendarInvite(input: VisitConfirmationInput, text: { date: string; time: string; directions: string }): string {
  const { BRAND_NAME, SITE_URL } = getEnv();
  const { error, value } = createEvent({
    uid: `visit-${input.visitId}@${new URL(SITE_URL).hostname}`,
    productId: `${BRAND_NAME}//visits`,
    method: 'PUBLISH',
    start: utcArray(input.visitStart),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(input.visitEnd),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Property visit: ${input.societyName}`,
    description: `${input.propertyName} at ${input.societyName}\n${text.date}, ${text.time}\n${input.address}\nDirections: ${text.directions}`,
    location: `${input.societyName}, ${input.address}`,
    ...(input.latitude !== null && input.longitude !== null ? { geo: { lat: input.latitude, lon: input.longitude } } : {}),
    url: `${SITE_URL.replace(/\/$/, '')}/shortlisted?tab=doors-unlocked`,
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
  // Messages name the zone: they may be read outside India.
  const time = `${formatIndiaTime(input.visitStart)} - ${formatIndiaTime(input.visitEnd)} IST`;
  const directions = directionsUrl(input.societyName, input.latitude, input.longitude);
  const props: VisitConfirmationEmailProps = {
    name: input.person.firstName || 'there',
    societyName: input.societyName,
    propertyName: input.propertyName,
    date,
    time,
    address: input.address,
    directionsUrl: directions,
    visitsUrl: `${SITE_URL.replace(/\/$/, '')}/shortlisted?tab=doors-unlocked`,
    brandName: BRAND_NAME,
    siteUrl: SITE_URL,
  };
  const email: DeliverEmailPayload = {
    to: input.person.email,
    subject: visitConfirmationSubject(props),
    html: await renderEmailHtml(createElement(VisitConfirmationEmail, props)),
    text: visitConfirmationText(props),
    attachments: [{ filename: 'visit.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: visitCalendarInvite(input, { date, time, directions }) }],
  };
  const phoneDigits = input.person.phone.replace(/\D/g, '');
  const whatsapp: DeliverWhatsAppPayload | null = phoneDigits
    ? {
        to: `${input.person.countryCode}${phoneDigits}`,
        body: `${BRAND_NAME}: your visit to ${input.propertyName} at ${input.societyName} is booked for ${date}, ${time}. Directions: ${directions}`,
      }
    : null;
  return { email, whatsapp };
}
