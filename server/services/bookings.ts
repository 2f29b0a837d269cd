import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { FREE_UNLOCKS, type UnlockKind } from '@/lib/visits/credits';
import {
  addCalendarDays,
  checkVisitSlot,
  generateSlots,
  indiaInstant,
  indiaTime,
  isDateInWindow,
  SLOT_RULE_MESSAGES,
  type TimeSlot,
} from '@/lib/visits/slots';
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES, type BookVisitInput, type OpenVisit } from '@/lib/validation/visits';
import { getDb } from '@/server/db/client';
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
import { AppError, isUniqueViolation } from '@/server/http/errors';
import { enqueueJob } from '@/server/jobs/queue';
import { visitConfirmationMessages } from '@/server/visits/confirmation';
import { hasUnlocked, unlocksUsed } from './credits';

// Visit booking (spec 2.4, 4, 5, 7 "book-visit"). The server re-checks every rule the sheet applies; the
// database decides races through its two unique indexes; the confirmations are enqueued in the booking's
// own transaction, so they exist exactly when the visit does.

/** Live visits hold their slot and count as 'Door unlocked' (docs/architecture.md "Database"). */
export const LIVE_STATUSES = ['open', 'upcoming', 'confirmed'] as const;

const SLOT_CONSTRAINT = 'visits_one_live_per_slot';
const DAY_CONSTRAINT = 'visits_one_live_per_user_property_day';

interface BookableListing {
  listingId: string;
  propertyId: string;
  societyId: string;
  visitType: UnlockKind;
  bedroom: string | null;
}

/** The Active listing with that id, rent or sale (ids are uuids, so one query per table is unambiguous). */
async function findActiveListing(listingId: string): Promise<BookableListing | null> {
  const db = getDb();
  const [rent] = await db
    .select({ propertyId: property_rent_listings.property_id, societyId: property_rent_listings.society_id, bedroom: bedroom_configurations.name })
    .from(property_rent_listings)
    .innerJoin(properties, eq(properties.id, property_rent_listings.property_id))
    .leftJoin(bedroom_configurations, sql`${bedroom_configurations.id} = coalesce(${property_rent_listings.bedroom_configuration_id}, ${properties.bedroom_configuration_id})`)
    .where(and(eq(property_rent_listings.id, listingId), eq(property_rent_listings.listing_status, 'Active')))
    .limit(1);
  if (rent) return { listingId, visitType: 'rental', ...rent };
  const [sale] = await db
    .select({ propertyId: property_sale_listings.property_id, societyId: property_sale_listings.society_id, bedroom: bedroom_configurations.name })
    .from(property_sale_listings)
    .innerJoin(properties, eq(properties.id, property_sale_listings.property_id))
    .leftJoin(bedroom_configurations, eq(bedroom_configurations.id, properties.bedroom_configuration_id))
    .where(and(eq(property_sale_listings.id, listingId), eq(property_sale_listings.listing_status, 'Active')))
    .limit(1);
  return sale ? { listingId, visitType: 'buyer', ...sale } : null;
}

async function societyForMessages(societyId: string) {
  const [row] = await getDb()
    .select({
      name: gated_societies.name,
      latitude: gated_societies.latitude,
      longitude: gated_societies.longitude,
      subLocation: sub_locations.name,
      location: locations.name,
      zone: zones.name,
    })
    .from(gated_societies)
    .leftJoin(sub_locations, eq(sub_locations.id, gated_societies.sub_location_id))
    .leftJoin(locations, eq(locations.id, gated_societies.location_id))
    .leftJoin(zones, eq(zones.id, gated_societies.zone_id))
    .where(eq(gated_societies.id, societyId))
    .limit(1);
  return row ?? null;
}

export interface BookedVisit {
  id: string;
  visitStart: string;
  visitEnd: string;
  visitType: UnlockKind;
}

const unavailable = () => new AppError('listing_unavailable', 'This property is no longer available for visits.', 422);

export async function bookVisit(userId: string, input: BookVisitInput, now: Date = new Date()): Promise<BookedVisit> {
  const start = new Date(input.visit_start);
  const end = new Date(input.visit_end);
  const violation = checkVisitSlot(start, end, now);
  if (violation) throw new AppError(`slot_${violation}`, SLOT_RULE_MESSAGES[violation], 422);

  const listing = await findActiveListing(input.listing_id);
  // The listing must be Active and be the one of that property in that society: ids from the body are checked
  // against each other, and visit_type comes from the listing, never from the body.
  if (!listing || listing.propertyId !== input.property_id || listing.societyId !== input.society_id) throw unavailable();

  const [[person], society] = await Promise.all([
    getDb().select().from(profiles).where(eq(profiles.id, userId)).limit(1),
    societyForMessages(listing.societyId),
  ]);
  if (!person || !society) throw unavailable();

  const visitId = randomUUID();
  const kindLabel = listing.visitType === 'rental' ? 'for rent' : 'for sale';
  const messages = await visitConfirmationMessages({
    visitId,
    visitStart: start,
    visitEnd: end,
    person: { firstName: person.first_name, email: person.email, countryCode: person.country_code, phone: person.phone },
    societyName: society.name,
    propertyName: `${listing.bedroom ?? 'Home'} ${kindLabel}`,
    address: [society.subLocation, society.location, society.zone, 'Bangalore'].filter(Boolean).join(', '),
    latitude: society.latitude,
    longitude: society.longitude,
  });

  try {
    await getDb().transaction(async (tx) => {
      // One booking per person at a time, so two parallel bookings cannot both take the last free unlock.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unlocks:${userId}`}))`);
      if (!(await hasUnlocked(userId, listing.propertyId, listing.visitType, tx))) {
        const used = await unlocksUsed(userId, tx);
        if (used[listing.visitType] >= FREE_UNLOCKS[listing.visitType]) {
          throw new AppError(BOOKING_ERROR_CODES.creditsUsedUp, BOOKING_MESSAGES.creditsUsedUp(listing.visitType), 409);
        }
      }
      await tx.insert(visits).values({
        id: visitId,
        user_id: userId,
        visit_start: start,
        visit_end: end,
        visit_type: listing.visitType,
        status: 'open',
        property_id: listing.propertyId,
        society_id: listing.societyId,
        rent_listing_id: listing.visitType === 'rental' ? listing.listingId : null,
        sale_listing_id: listing.visitType === 'buyer' ? listing.listingId : null,
        at_the_society: input.at_the_society,
      });
      await enqueueJob(tx, 'deliver-email', messages.email);
      if (messages.whatsapp) await enqueueJob(tx, 'deliver-whatsapp', messages.whatsapp);
    });
  } catch (error) {
    if (isUniqueViolation(error, SLOT_CONSTRAINT)) throw new AppError(BOOKING_ERROR_CODES.slotTaken, BOOKING_MESSAGES.slotTaken, 409);
    if (isUniqueViolation(error, DAY_CONSTRAINT)) throw new AppError(BOOKING_ERROR_CODES.visitExists, BOOKING_MESSAGES.visitExists, 409);
    throw error;
  }
  return { id: visitId, visitStart: start.toISOString(), visitEnd: end.toISOString(), visitType: listing.visitType };
}

/** The day's slots of a property with `available` (taken by anyone, past, lunch). */
export async function getAvailability(propertyId: string, date: string, now: Date = new Date()): Promise<TimeSlot[]> {
  if (!isDateInWindow(date, now)) throw new AppError('slot_outside_window', SLOT_RULE_MESSAGES.outside_window, 422);
  const rows = await getDb()
    .select({ start: visits.visit_start })
    .from(visits)
    .where(
      and(
        eq(visits.property_id, propertyId),
        inArray(visits.status, [...LIVE_STATUSES]),
        gte(visits.visit_start, indiaInstant(date, '00:00')),
        lt(visits.visit_start, indiaInstant(addCalendarDays(date, 1), '00:00')),
      ),
    );
  return generateSlots(date, now, rows.map((row) => indiaTime(row.start)));
}

/**
 * The person's live visits in a society, one per property (spec 4): the visit with the earliest start not in
 * the past, else the first.
 */
export async function getOpenVisits(userId: string, societyId: string, now: Date = new Date()): Promise<OpenVisit[]> {
  const rows = await getDb()
    .select({ id: visits.id, propertyId: visits.property_id, start: visits.visit_start, end: visits.visit_end, visitType: visits.visit_type })
    .from(visits)
    .where(and(eq(visits.user_id, userId), eq(visits.society_id, societyId), inArray(visits.status, [...LIVE_STATUSES])))
    .orderBy(asc(visits.visit_start));
  const byProperty = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const chosen = byProperty.get(row.propertyId);
    const upcoming = row.start.getTime() >= now.getTime();
    if (!chosen || (chosen.start.getTime() < now.getTime() && upcoming)) byProperty.set(row.propertyId, row);
  }
  return [...byProperty.values()].map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    visitStart: row.start.toISOString(),
    visitEnd: row.end.toISOString(),
    visitType: row.visitType as UnlockKind,
  }));
}
