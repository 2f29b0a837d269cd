import 'server-only';
import { eq } from 'drizzle-orm';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import { getDb } from '@/server/db/client';
import { rentBedroomJoin } from '@/server/db/home-query';
import {
  bedroom_configurations,
  gated_societies,
  locations,
  profiles,
  properties,
  property_rent_listings,
  property_sale_listings,
  sub_locations,
  visits,
  zones,
} from '@/server/db/schema';
import { recipientLocale, translatorFor } from '@/server/i18n/translator';
import { deliveryKeys, queueDeliveries } from '@/server/messages/send';
import { visitConfirmationMessages, type VisitConfirmationInput } from '@/server/messages/visit-confirmation';
import { ensurePassCodes } from './gate-pass';
import { deskExists } from './visit-day-reads';

// The `send-visit-confirmation` job (docs/jobs.md): the booking transaction enqueues only this job with the visit
// id, so a booking request does no rendering; the job reads the visit, renders the e-mail (with its calendar
// invite) and the WhatsApp text, and enqueues one delivery job per channel, so each channel retries on its own.

/** What the confirmation needs about a visit, or null when the visit is gone or no longer live. */
export async function visitConfirmationInput(visitId: string): Promise<VisitConfirmationInput | null> {
  const [row] = await getDb()
    .select({
      status: visits.status,
      societyId: visits.society_id,
      passCode: visits.pass_code,
      hasDesk: deskExists,
      rescheduleCount: visits.reschedule_count,
      visitType: visits.visit_type,
      start: visits.visit_start,
      end: visits.visit_end,
      firstName: profiles.first_name,
      email: profiles.email,
      countryCode: profiles.country_code,
      phone: profiles.phone,
      language: profiles.language,
      userId: visits.user_id,
      societyName: gated_societies.name,
      latitude: gated_societies.latitude,
      longitude: gated_societies.longitude,
      subLocation: sub_locations.name,
      location: locations.name,
      zone: zones.name,
      bedroom: bedroom_configurations.name,
      houseNumber: properties.house_number,
    })
    .from(visits)
    .innerJoin(profiles, eq(profiles.id, visits.user_id))
    .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
    .innerJoin(properties, eq(properties.id, visits.property_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
    .leftJoin(property_sale_listings, eq(property_sale_listings.id, visits.sale_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .leftJoin(sub_locations, eq(sub_locations.id, gated_societies.sub_location_id))
    .leftJoin(locations, eq(locations.id, gated_societies.location_id))
    .leftJoin(zones, eq(zones.id, gated_societies.zone_id))
    .where(eq(visits.id, visitId))
    .limit(1);
  // A visit cancelled before its confirmation went out gets the cancellation notice only.
  if (!row || !(LIVE_VISIT_STATUSES as readonly string[]).includes(row.status)) return null;
  // The recipient's language (profiles.language; English until chosen) for every text of the visit's messages.
  const locale = recipientLocale(row.language);
  const t = translatorFor(locale, 'notifications.tenant.visit');
  return {
    locale,
    visitId,
    societyId: row.societyId,
    passCode: row.passCode ?? (await ensurePassCodes([visitId])).get(visitId)!,
    hasDesk: row.hasDesk,
    sequence: row.rescheduleCount,
    visitStart: row.start,
    visitEnd: row.end,
    person: { id: row.userId, firstName: row.firstName, email: row.email, countryCode: row.countryCode, phone: row.phone },
    societyName: row.societyName,
    propertyName: t(row.visitType === 'rental' ? 'forRent' : 'forSale', { home: row.bedroom ?? t('home') }),
    houseNumber: row.houseNumber?.trim() || null,
    address: [row.subLocation, row.location, row.zone, 'Bangalore'].filter(Boolean).join(', '),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export async function sendVisitConfirmation(visitId: string): Promise<void> {
  const input = await visitConfirmationInput(visitId);
  if (!input) return;
  const messages = await visitConfirmationMessages(input);
  await queueDeliveries(messages, deliveryKeys('visit-confirmation', visitId));
}
