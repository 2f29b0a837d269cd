import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { markRefusal, undoRefusal, type MarkRefusal, type VisitMark } from '@/lib/visits/desk-marks';
import { recordAudit } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { visits } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { seesSociety, type Staff } from '@/server/staff/access';
import { VISIT_NOT_FOUND } from './service';

// An agent's marks on a visit ('Door unlocked', 'No-show') and their undo, from the visits board. Each runs in
// one transaction that locks the visit, decides with the rules of lib/visits/desk-marks.ts, writes the mark and
// its audit row; a refusal throws before anything is written. A visit of a society the agent does not work for
// is the same 404 as a visit that does not exist.

export interface VisitMarks {
  id: string;
  doorUnlockedAt: string | null;
  noShowAt: string | null;
}

async function lockVisit(tx: Executor, staff: Staff, visitId: string) {
  const [visit] = await tx
    .select({
      societyId: visits.society_id,
      status: visits.status,
      visitStart: visits.visit_start,
      checkedInAt: visits.checked_in_at,
      doorUnlockedAt: visits.door_unlocked_at,
      noShowAt: visits.no_show_at,
      markedBy: visits.marked_by,
    })
    .from(visits)
    .where(eq(visits.id, visitId))
    .for('update');
  if (!visit || !seesSociety(staff, visit.societyId)) throw notFound(VISIT_NOT_FOUND);
  return visit;
}

const refuse = (refusal: MarkRefusal) => new AppError(refusal.code, refusal.message, 409);
const marksOf = (row: { doorUnlockedAt: Date | null; noShowAt: Date | null; markedBy: string | null }) => ({
  door_unlocked_at: row.doorUnlockedAt?.toISOString() ?? null,
  no_show_at: row.noShowAt?.toISOString() ?? null,
  marked_by: row.markedBy,
});
const returned = { doorUnlockedAt: visits.door_unlocked_at, noShowAt: visits.no_show_at, markedBy: visits.marked_by };

function answer(visitId: string, row: { doorUnlockedAt: Date | null; noShowAt: Date | null }): VisitMarks {
  return { id: visitId, doorUnlockedAt: row.doorUnlockedAt?.toISOString() ?? null, noShowAt: row.noShowAt?.toISOString() ?? null };
}

/** Marks the visit 'Door unlocked' or 'No-show' (409 with the rule's code when it may not be marked now). */
export async function markVisit(staff: Staff, visitId: string, mark: VisitMark, now = new Date()): Promise<VisitMarks> {
  return getDb().transaction(async (tx) => {
    const visit = await lockVisit(tx, staff, visitId);
    const refusal = markRefusal(visit, mark, now);
    if (refusal) throw refuse(refusal);
    const [after] = await tx
      .update(visits)
      .set({ ...(mark === 'door_unlocked' ? { door_unlocked_at: now } : { no_show_at: now }), marked_by: staff.user.id, updated_at: sql`now()` })
      .where(eq(visits.id, visitId))
      .returning(returned);
    await recordAudit(tx, staff.actor, { action: `visit.${mark}`, table: 'visits', rowId: visitId, before: marksOf(visit), after: marksOf(after!) });
    return answer(visitId, after!);
  });
}

/** Takes the visit's mark back, on the visit's own day (a tap on the wrong row at the gate). */
export async function undoVisitMark(staff: Staff, visitId: string, now = new Date()): Promise<VisitMarks> {
  return getDb().transaction(async (tx) => {
    const visit = await lockVisit(tx, staff, visitId);
    const refusal = undoRefusal(visit, now);
    if (refusal) throw refuse(refusal);
    const [after] = await tx
      .update(visits)
      .set({ door_unlocked_at: null, no_show_at: null, marked_by: null, updated_at: sql`now()` })
      .where(eq(visits.id, visitId))
      .returning(returned);
    await recordAudit(tx, staff.actor, { action: 'visit.mark_undone', table: 'visits', rowId: visitId, before: marksOf(visit), after: marksOf(after!) });
    return answer(visitId, after!);
  });
}
