import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import { FREE_UNLOCKS, type UnlockKind } from '@/lib/visits/credits';
import { addCalendarDays, indiaInstant, indiaTime } from '@/lib/time/india';
import { checkVisitSlot, generateSlots, isDateInWindow, SLOT_RULE_MESSAGES, type TimeSlot } from '@/lib/visits/slots';
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES, type BookVisitInput, type OpenVisit } from '@/lib/validation/visits';
import { getDb, type Transaction } from '@/server/db/client';
import { property_rent_listings, property_sale_listings, visits } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { AppError, isForeignKeyViolation, isUniqueViolation } from '@/server/http/errors';
import { enqueueJob } from '@/server/jobs/queue';
import { passCodeFor } from '@/server/visits/gate-pass';
import { scheduleVisitReminders } from '@/server/visits/reminders';
import { unlockState } from './credits';

// Visit booking (spec 2.4, 4, 5, 7 "book-visit"). The server re-checks every rule the sheet applies; the
// database decides races through its two unique indexes; the confirmations are enqueued in the booking's
// own transaction, so they exist exactly when the visit does.

const SLOT_CONSTRAINT = 'visits_one_live_per_slot';
const DAY_CONSTRAINT = 'visits_one_live_per_user_property_day';

interface BookableListing {
  listingId: string;
  propertyId: string;
  societyId: string;
  visitType: UnlockKind;
}

/** The Active listing with that id, rent or sale, in one query (ids are uuids: at most one table has it). */
async function findActiveListing(listingId: string): Promise<BookableListing | null> {
  const { rows } = await getDb().execute<{ property_id: string; society_id: string; visit_type: UnlockKind }>(sql`
    select property_id, society_id, 'rental' as visit_type from ${property_rent_listings}
     where id = ${listingId} and listing_status = 'Active'
    union all
    select property_id, society_id, 'buyer' as visit_type from ${property_sale_listings}
     where id = ${listingId} and listing_status = 'Active'
    limit 1`);
  const row = rows[0];
  return row ? { listingId, propertyId: row.property_id, societyId: row.society_id, visitType: row.visit_type } : null;
}

export interface BookedVisit {
  id: string;
  visitStart: string;
  visitEnd: string;
  visitType: UnlockKind;
}

export interface BookingOutcome extends BookedVisit {
  /** False when the person already held this very slot of this listing: a repeat of their booking, nothing done. */
  created: boolean;
}

/**
 * The person's own live visit of this listing at exactly this slot: a booking sent again (its answer was lost, no
 * Idempotency-Key) is answered with it instead of 409 `slot_taken` for their own visit.
 */
async function ownVisitAtSlot(executor: Transaction, userId: string, listing: BookableListing, start: Date, end: Date): Promise<BookedVisit | null> {
  const listingColumn = listing.visitType === 'rental' ? visits.rent_listing_id : visits.sale_listing_id;
  const [row] = await executor
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.user_id, userId),
        eq(listingColumn, listing.listingId),
        eq(visits.visit_start, start),
        eq(visits.visit_end, end),
        inArray(visits.status, [...LIVE_VISIT_STATUSES]),
      ),
    )
    .limit(1);
  return row ? { id: row.id, visitStart: start.toISOString(), visitEnd: end.toISOString(), visitType: listing.visitType } : null;
}

const unavailable = () => new AppError('listing_unavailable', 'This property is no longer available for visits.', 422);

export async function bookVisit(userId: string, input: BookVisitInput, now: Date = new Date()): Promise<BookingOutcome> {
  const start = new Date(input.visit_start);
  const end = new Date(input.visit_end);
  const violation = checkVisitSlot(start, end, now);
  if (violation) throw new AppError(`slot_${violation}`, SLOT_RULE_MESSAGES[violation], 422);

  const listing = await findActiveListing(input.listing_id);
  // The listing must be Active and be the one of that property in that society: ids from the body are checked
  // against each other, and visit_type comes from the listing, never from the body.
  if (!listing || listing.propertyId !== input.property_id || listing.societyId !== input.society_id) throw unavailable();

  const visitId = randomUUID();
  let repeated: BookedVisit | null = null;
  try {
    await getDb().transaction(async (tx) => {
      // One booking per person at a time, so two parallel bookings cannot both take the last free unlock.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unlocks:${userId}`}))`);
      // Before the unlock and daily limits: the repeat of a booking that spent the last unlock is still that booking.
      repeated = await ownVisitAtSlot(tx, userId, listing, start, end);
      if (repeated) return;
      const unlocks = await unlockState(userId, listing.propertyId, listing.visitType, tx);
      if (!unlocks.propertyUnlocked && unlocks.used >= FREE_UNLOCKS[listing.visitType]) {
        throw new AppError(BOOKING_ERROR_CODES.creditsUsedUp, BOOKING_MESSAGES.creditsUsedUp(listing.visitType), 409);
      }
      // Booking and cancelling one home again and again (cancelling gives the unlock back) would send a message
      // each time: a few bookings per person and home a day, cancelled ones included.
      const cap = getEnv().VISIT_BOOKINGS_PER_PROPERTY_PER_DAY;
      const recent = await tx.execute(
        sql`select count(*)::int as count from visits where user_id = ${userId} and property_id = ${listing.propertyId} and created_at > now() - interval '1 day'`,
      );
      if (Number((recent.rows[0] as { count: number } | undefined)?.count ?? 0) >= cap) {
        throw new AppError(BOOKING_ERROR_CODES.tooManyBookings, BOOKING_MESSAGES.tooManyBookings, 429);
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
        pass_code: passCodeFor(visitId),
      });
      // The confirmations are rendered by the job, not here (server/visits/confirmation-job.ts).
      await enqueueJob(tx, 'send-visit-confirmation', { visitId });
      await scheduleVisitReminders(tx, visitId, start, now);
    });
  } catch (error) {
    if (isUniqueViolation(error, SLOT_CONSTRAINT)) throw new AppError(BOOKING_ERROR_CODES.slotTaken, BOOKING_MESSAGES.slotTaken, 409);
    if (isUniqueViolation(error, DAY_CONSTRAINT)) throw new AppError(BOOKING_ERROR_CODES.visitExists, BOOKING_MESSAGES.visitExists, 409);
    // The listing, property or person went away between the read and the insert.
    if (isForeignKeyViolation(error)) throw unavailable();
    throw error;
  }
  if (repeated) return { ...(repeated as BookedVisit), created: false };
  return { id: visitId, visitStart: start.toISOString(), visitEnd: end.toISOString(), visitType: listing.visitType, created: true };
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
        inArray(visits.status, [...LIVE_VISIT_STATUSES]),
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
    .where(and(eq(visits.user_id, userId), eq(visits.society_id, societyId), inArray(visits.status, [...LIVE_VISIT_STATUSES])))
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
