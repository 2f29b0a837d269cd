import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_RESCHEDULES, RESCHEDULE_REFUSALS } from '@/lib/visits/reschedule';
import { checkVisitSlot, SLOT_RULE_MESSAGES } from '@/lib/visits/slots';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES } from '@/lib/validation/visits';
import type { RescheduleVisitInput } from '@/lib/validation/reschedule';
import { getDb } from '@/server/db/client';
import { property_rent_listings, property_sale_listings, visits } from '@/server/db/schema';
import { AppError, isUniqueViolation, notFound } from '@/server/http/errors';
import { enqueueJob } from '@/server/jobs/queue';
import { deliveryKeys, queueDeliveries } from '@/server/messages/send';
import { queueVisitPush } from './visit-push';
import { rescheduledPush } from './push-texts';
import type { JobPayloads } from '@/server/jobs/payloads';
import { visitRescheduledMessages } from '@/server/messages/visit-day';
import { VISIT_NOT_FOUND } from './service';
import { visitConfirmationInput } from './confirmation-job';
import { scheduleVisitReminders } from './reminders';

// Rescheduling: the visit row moves to the new slot in one UPDATE, so the old slot is free the moment
// it commits and the new one is taken under the same unique indexes as a booking (a lost race is 409
// slot_taken). The booking sheet's rules apply to the new slot. In the same transaction the reminders move and
// one `send-visit-rescheduled` job is enqueued; it renders the message (old and new slot) with the calendar
// invite under the same UID and SEQUENCE = the reschedule count, so calendars replace the event.

const SLOT_CONSTRAINT = 'visits_one_live_per_slot';
const DAY_CONSTRAINT = 'visits_one_live_per_user_property_day';

export interface RescheduledVisit {
  id: string;
  visitStart: string;
  visitEnd: string;
  rescheduleCount: number;
}

export async function rescheduleVisit(userId: string, visitId: string, input: RescheduleVisitInput, now = new Date()): Promise<RescheduledVisit> {
  const start = new Date(input.visit_start);
  const end = new Date(input.visit_end);
  try {
    return await getDb().transaction(async (tx) => {
      const [visit] = await tx
        .select({
          status: visits.status,
          visitStart: visits.visit_start,
          visitEnd: visits.visit_end,
          checkedInAt: visits.checked_in_at,
          rescheduleCount: visits.reschedule_count,
          rentStatus: property_rent_listings.listing_status,
          saleStatus: property_sale_listings.listing_status,
        })
        .from(visits)
        .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
        .leftJoin(property_sale_listings, eq(property_sale_listings.id, visits.sale_listing_id))
        .where(and(eq(visits.id, visitId), eq(visits.user_id, userId)))
        .for('update', { of: visits });
      if (!visit) throw notFound(VISIT_NOT_FOUND);
      const live = (LIVE_VISIT_STATUSES as readonly string[]).includes(visit.status);
      if (!live || visit.checkedInAt || visit.visitStart.getTime() <= now.getTime()) {
        throw new AppError(RESCHEDULE_REFUSALS.notReschedulable.code, RESCHEDULE_REFUSALS.notReschedulable.message, 409);
      }
      // Already moved to exactly this slot: a reschedule sent again after its answer was lost (with or without an
      // Idempotency-Key) answers with the visit as it is, before the limit (the repeat of the second move is not a
      // third) and without a second message. A visit never moved is not a repeat: that stays `same_slot`.
      const alreadyThere = start.getTime() === visit.visitStart.getTime() && end.getTime() === visit.visitEnd.getTime();
      if (alreadyThere && visit.rescheduleCount > 0) {
        return { id: visitId, visitStart: start.toISOString(), visitEnd: end.toISOString(), rescheduleCount: visit.rescheduleCount };
      }
      if (visit.rescheduleCount >= MAX_RESCHEDULES) throw new AppError(RESCHEDULE_REFUSALS.limit.code, RESCHEDULE_REFUSALS.limit.message, 409);
      const violation = checkVisitSlot(start, end, now);
      if (violation) throw new AppError(`slot_${violation}`, SLOT_RULE_MESSAGES[violation], 422);
      if (start.getTime() === visit.visitStart.getTime()) throw new AppError(RESCHEDULE_REFUSALS.sameSlot.code, RESCHEDULE_REFUSALS.sameSlot.message, 422);
      if ((visit.rentStatus ?? visit.saleStatus) !== 'Active') {
        throw new AppError('listing_unavailable', 'This property is no longer available for visits.', 422);
      }
      const [moved] = await tx
        .update(visits)
        // A desk mark ('Door unlocked') belonged to the old slot, so it goes with it.
        .set({ visit_start: start, visit_end: end, reschedule_count: sql`${visits.reschedule_count} + 1`, door_unlocked_at: null, no_show_at: null, marked_by: null, updated_at: sql`now()` })
        .where(eq(visits.id, visitId))
        .returning({ rescheduleCount: visits.reschedule_count });
      await scheduleVisitReminders(tx, visitId, start, now);
      await enqueueJob(tx, 'send-visit-rescheduled', {
        visitId,
        previousStart: visit.visitStart.toISOString(),
        previousEnd: visit.visitEnd.toISOString(),
        sequence: moved!.rescheduleCount,
      });
      return { id: visitId, visitStart: start.toISOString(), visitEnd: end.toISOString(), rescheduleCount: moved!.rescheduleCount };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLOT_CONSTRAINT)) throw new AppError(BOOKING_ERROR_CODES.slotTaken, BOOKING_MESSAGES.slotTaken, 409);
    if (isUniqueViolation(error, DAY_CONSTRAINT)) throw new AppError(BOOKING_ERROR_CODES.visitExists, BOOKING_MESSAGES.visitExists, 409);
    throw error;
  }
}

/** The job: one e-mail (with the updated invite) and one WhatsApp saying what changed (server/messages/visit-day.ts). */
export async function sendVisitRescheduled(payload: JobPayloads['send-visit-rescheduled']): Promise<void> {
  const input = await visitConfirmationInput(payload.visitId);
  // Cancelled meanwhile (the cancellation says so), or moved again (that move's job tells the latest time).
  if (!input || input.sequence !== payload.sequence) return;
  const messages = await visitRescheduledMessages(input, { start: new Date(payload.previousStart), end: new Date(payload.previousEnd) });
  const key = `${payload.visitId}:${payload.sequence}`;
  await getDb().transaction(async (tx) => {
    await queueDeliveries(messages, deliveryKeys('visit-rescheduled', key), tx);
    await queueVisitPush({ userId: input.person.id, societyId: input.societyId, visitId: input.visitId, kind: 'rescheduled', ...rescheduledPush(input) }, `visit-rescheduled-push:${key}`, tx);
  });
}
