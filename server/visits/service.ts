import 'server-only';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { photoUrl } from '@/lib/photos';
import { VISIT_FEEDBACK_REFUSALS, visitFeedbackRefusal } from '@/lib/visits/feedback';
import { isUpcomingVisit, normalizeDropReasons } from '@/lib/visits/format';
import { groupMyVisits } from '@/lib/visits/grouping';
import type { MyVisits, ShortlistItem, SocietyVisit, SocietyVisits, VisitedHome } from '@/lib/visits/types';
import type { StoredVisitUpdate } from '@/lib/validation/visit-update';
import { getDb } from '@/server/db/client';
import {
  bedroom_configurations,
  gated_societies,
  properties,
  property_rent_listings,
  property_sale_listings,
  visits,
} from '@/server/db/schema';
import { offerSentBy } from '@/server/offers/offer-sent';
import { deskExists, societyHasDesk, visitDayFacts, visitHappenedSql, visitPasses } from './visit-day-reads';
import { AppError, notFound } from '@/server/http/errors';
import { homeDetailColumns, photoBase, rentBedroomJoin, toPhotoUrls } from '@/server/listings/home-query';

// A signed-in person's own visits (spec 2.7, 2.8, 7): every function takes the verified session's user id and
// filters by it, so another person's visit id or society reads nothing and changes nothing (404).

export const VISIT_NOT_FOUND = 'Visit not found';

const iso = (value: Date) => value.toISOString();

/* ---------------------------------------------------------------- Doors Unlocked */

/** The visits query on its own (the benchmark EXPLAINs it). */
export function myVisitsQuery(userId: string) {
  return getDb()
    .select({
      status: visits.status,
      visitStart: visits.visit_start,
      visitEnd: visits.visit_end,
      propertyId: visits.property_id,
      societyId: visits.society_id,
      name: gated_societies.name,
      photo: gated_societies.primary_photo,
      latitude: gated_societies.latitude,
      longitude: gated_societies.longitude,
    })
    .from(visits)
    .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
    .where(eq(visits.user_id, userId))
    .orderBy(desc(visits.visit_start));
}

/**
 * The visits list (spec 7: "visits where user_id = current user ordered by visit_start descending, with joined
 * society name, primary_photo, latitude, longitude"), grouped per society into upcoming, past and cancelled.
 */
export async function listMyVisits(userId: string, now = new Date()): Promise<MyVisits> {
  const rows = await myVisitsQuery(userId);
  const base = photoBase();
  return groupMyVisits(rows, now, (photo) => photoUrl(photo, base));
}

/* ---------------------------------------------------------------- visit rows with their home */

function visitRowsQuery(where: SQL | undefined, extra: { offerSent?: SQL<boolean> } = {}) {
  return getDb()
    .select({
      offerSent: extra.offerSent ?? sql<boolean>`false`,
      visitId: visits.id,
      status: visits.status,
      visitStart: visits.visit_start,
      visitEnd: visits.visit_end,
      createdAt: visits.created_at,
      feedback: visits.feedback,
      notes: visits.notes,
      dropReason: visits.drop_reason,
      passCode: visits.pass_code,
      checkedInAt: visits.checked_in_at,
      rescheduleCount: visits.reschedule_count,
      doorUnlockedAt: visits.door_unlocked_at,
      noShowAt: visits.no_show_at,
      visitType: visits.visit_type,
      rentListingId: visits.rent_listing_id,
      saleListingId: visits.sale_listing_id,
      propertyId: visits.property_id,
      societyId: visits.society_id,
      societyName: gated_societies.name,
      ...homeDetailColumns,
    })
    .from(visits)
    .innerJoin(properties, eq(properties.id, visits.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
    .leftJoin(property_sale_listings, eq(property_sale_listings.id, visits.sale_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(where);
}

type VisitRow = Awaited<ReturnType<typeof visitRowsQuery>>[number];

type HomeRow = Pick<
  VisitRow,
  'visitType' | 'propertyId' | 'societyId' | 'societyName' | 'rentListingId' | 'saleListingId' | 'photos' | 'bedroom' | 'furnishing' | 'facing' | 'floor' | 'sqft' | 'rent' | 'salePrice' | 'maintenanceIncluded' | 'maintenance'
>;

function toHome(row: HomeRow, base: string): VisitedHome {
  const kind = row.visitType === 'rental' ? 'rent' : 'sale';
  return {
    propertyId: row.propertyId,
    societyId: row.societyId,
    societyName: row.societyName,
    kind,
    rentListingId: row.rentListingId,
    saleListingId: row.saleListingId,
    photos: toPhotoUrls(row.photos, base),
    bedroom: row.bedroom,
    furnishing: row.furnishing,
    facing: row.facing,
    floor: row.floor,
    sqft: row.sqft,
    price: kind === 'rent' ? row.rent : row.salePrice,
    maintenanceIncluded: kind === 'rent' && Boolean(row.maintenanceIncluded),
    maintenance: kind === 'rent' ? row.maintenance : null,
  };
}

/* ---------------------------------------------------------------- Shortlisted */

type ShortlistRow = HomeRow &
  Pick<VisitRow, 'offerSent' | 'immediate' | 'availableFrom' | 'deposit' | 'negotiable' | 'serviceFee' | 'petsAllowed' | 'foodPreference' | 'preferredTenants'>;

/** What a shortlist card shows of a home besides where it came from (shared with the hearted homes, server/shortlist). */
export function shortlistHome(row: ShortlistRow, base: string): Omit<ShortlistItem, 'visitId' | 'visitStatus' | 'source' | 'hearted' | 'shortlistedAt' | 'notes'> {
  const home = toHome(row, base);
  return {
    ...home,
    offerSent: home.kind === 'rent' && row.offerSent,
    availableFrom: home.kind === 'rent' ? (row.immediate ? 'Immediate' : row.availableFrom) : null,
    rent:
      home.kind === 'rent'
        ? {
            deposit: row.deposit,
            negotiable: Boolean(row.negotiable),
            maintenance: row.maintenance,
            maintenanceIncluded: Boolean(row.maintenanceIncluded),
            serviceFee: row.serviceFee,
            petsAllowed: Boolean(row.petsAllowed),
            foodPreference: row.foodPreference,
            preferredTenants: row.preferredTenants ?? [],
          }
        : null,
  };
}

export function shortlistQuery(userId: string) {
  // 'Offer Sent' in the same query (one round trip per request): a live offer of this person for the property, any
  // status but Rejected and Withdrawn (spec 4).
  const offerSent = offerSentBy(userId, visits.property_id);
  return visitRowsQuery(and(eq(visits.user_id, userId), eq(visits.feedback, 'shortlisted')), { offerSent }).orderBy(
    sql`(${visits.status} = 'open') desc`,
    desc(visits.created_at),
    desc(visits.id),
  );
}

/**
 * The Shortlisted tab (spec 7: "visits where user_id and feedback = shortlisted, ordered by created_at
 * descending"; spec 4: open visits first, then newest). A property shortlisted on two visits shows once.
 */
export async function listShortlist(userId: string): Promise<ShortlistItem[]> {
  const rows = await shortlistQuery(userId);
  const base = photoBase();
  const seen = new Set<string>();
  const items: ShortlistItem[] = [];
  for (const row of rows) {
    const key = `${row.propertyId}:${row.rentListingId ?? row.saleListingId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({
      ...shortlistHome(row, base),
      visitId: row.visitId,
      visitStatus: row.status,
      source: 'visit',
      hearted: false,
      shortlistedAt: iso(row.createdAt),
      notes: row.notes,
    });
  }
  return items;
}

/* ---------------------------------------------------------------- society visits */

/** The society visits query on its own (the benchmark EXPLAINs it). */
export function societyVisitsQuery(userId: string, societyId: string) {
  return visitRowsQuery(and(eq(visits.user_id, userId), eq(visits.society_id, societyId))).orderBy(desc(visits.created_at), desc(visits.id));
}

/**
 * The society visits page (spec 7: "society by id (id, name, primary_photo); visits by user and society
 * ordered by created_at descending"). Null when the person has no visit in that society: another person's
 * society page reads nothing.
 */
export async function getSocietyVisits(userId: string, societyId: string, now = new Date()): Promise<SocietyVisits | null> {
  const rows = await societyVisitsQuery(userId, societyId);
  const first = rows[0];
  if (!first) return null;
  const base = photoBase();
  const hasDesk = await societyHasDesk(societyId);
  const passes = await visitPasses(rows, now);
  const list: SocietyVisit[] = rows.map((row) => ({
    ...toHome(row, base),
    visitId: row.visitId,
    status: row.status,
    visitStart: iso(row.visitStart),
    visitEnd: iso(row.visitEnd),
    upcoming: isUpcomingVisit(row, now),
    feedback: row.feedback,
    dropReasons: normalizeDropReasons(row.dropReason),
    notes: row.notes,
    ...visitDayFacts(row, { hasDesk, passCode: passes.get(row.visitId) ?? null }, now),
  }));
  // Cards in date order: upcoming visits soonest first, then the others latest first.
  const byStart = (a: SocietyVisit, b: SocietyVisit) => a.visitStart.localeCompare(b.visitStart);
  const ordered = [...list.filter((visit) => visit.upcoming).sort(byStart), ...list.filter((visit) => !visit.upcoming).sort((a, b) => byStart(b, a))];
  return {
    society: { id: first.societyId, name: first.societyName },
    // A cancelled visit gave its unlock back (as on the Doors Unlocked tab).
    propertyCount: new Set(rows.filter((row) => row.status !== 'cancelled').map((row) => row.propertyId)).size,
    visits: ordered,
  };
}

/* ---------------------------------------------------------------- writes */

/**
 * Spec 7 "visits update by id: feedback, drop_reason, notes", only on the person's own visit and never on a
 * cancelled one; a verdict (feedback) only once the visit has started (lib/visits/feedback.ts), while notes alone
 * (what to look at on the day) may be written before it: 409 otherwise. The rule is part of the update's
 * `where`, so a cancellation at the same moment cannot slip between the check and the write.
 */
export async function updateVisitFeedback(userId: string, visitId: string, update: StoredVisitUpdate, now = new Date()): Promise<string> {
  const mine = and(eq(visits.id, visitId), eq(visits.user_id, userId));
  const notesOnly = update.feedback === '' && update.drop_reason === null;
  const [row] = await getDb()
    .update(visits)
    .set({ feedback: update.feedback, drop_reason: update.drop_reason, notes: update.notes, updated_at: sql`now()` })
    .where(and(mine, ne(visits.status, 'cancelled'), notesOnly ? undefined : visitHappenedSql(now)))
    .returning({ id: visits.id });
  if (row) return row.id;
  const [visit] = await getDb()
    .select({ status: visits.status, visitStart: visits.visit_start, checkedInAt: visits.checked_in_at, hasDesk: deskExists })
    .from(visits)
    .where(mine);
  if (!visit) throw notFound(VISIT_NOT_FOUND);
  const refusal = visitFeedbackRefusal(visit, now) ?? VISIT_FEEDBACK_REFUSALS.notStarted;
  throw new AppError(refusal.code, refusal.message, 409);
}
