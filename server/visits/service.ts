import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { photoUrl } from '@/lib/photos';
import { VISIT_FEEDBACK_REFUSALS, visitFeedbackRefusal } from '@/lib/visits/feedback';
import { isUpcomingVisit, normalizeDropReasons } from '@/lib/visits/format';
import { groupMyVisits } from '@/lib/visits/grouping';
import type { MyVisits, SocietyVisit, SocietyVisits } from '@/lib/visits/types';
import type { StoredVisitUpdate } from '@/lib/validation/visit-update';
import { getDb } from '@/server/db/client';
import { gated_societies, visits } from '@/server/db/schema';
import { deskExists, societyHasDesk, visitDayFacts, visitHappenedSql, visitPasses } from './visit-day-reads';
import { toHome, visitRowsQuery } from './visit-rows';
import { AppError, notFound } from '@/server/http/errors';
import { photoBase } from '@/server/db/home-query';
import { latestOfferAnsweredAtBy, latestOfferStatusBy } from '@/server/offers/offer-sent';

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

/* ---------------------------------------------------------------- society visits */

/** The society visits query on its own (the benchmark EXPLAINs it). */
export function societyVisitsQuery(userId: string, societyId: string) {
  // The person's newest offer on each visit's home and when it was answered, as the shortlist card shows them.
  const offer = { offerStatus: latestOfferStatusBy(userId, visits.property_id), offerAnsweredAt: latestOfferAnsweredAtBy(userId, visits.property_id) };
  return visitRowsQuery(and(eq(visits.user_id, userId), eq(visits.society_id, societyId)), offer).orderBy(desc(visits.created_at), desc(visits.id));
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
    houseNumber: row.status === 'cancelled' ? null : row.houseNumber?.trim() || null,
    visitStart: iso(row.visitStart),
    visitEnd: iso(row.visitEnd),
    upcoming: isUpcomingVisit(row, now),
    feedback: row.feedback,
    dropReasons: normalizeDropReasons(row.dropReason),
    notes: row.notes,
    offerStatus: row.visitType === 'rental' ? row.offerStatus : null,
    offerAnsweredAt: row.visitType === 'rental' ? row.offerAnsweredAt : null,
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
