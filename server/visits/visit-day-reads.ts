import 'server-only';
import { eq, or, sql, isNotNull, and, lte, not, type SQL } from 'drizzle-orm';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import { canGiveVisitFeedback } from '@/lib/visits/feedback';
import { formatPassCode, passTiming, passWindow } from '@/lib/visits/gate-pass';
import type { VisitDayFacts } from '@/lib/visits/types';
import { getDb } from '@/server/db/client';
import { society_gate_desks, visits } from '@/server/db/schema';
import { ensurePassCodes } from './gate-pass';

// What the society visits page shows of visit day: the gate pass of a visit still ahead, 'Arrived',
// 'Not checked in' (a visit in a society with a desk whose pass window closed unchecked; no penalty), whether the
// visit can still move, and whether it happened (docs/visits.md "Visit day").

/** The visit's society has a security desk (SQL, for queries over visits). */
export const deskExists = sql<boolean>`exists (select 1 from ${society_gate_desks} where ${society_gate_desks.society_id} = ${visits.society_id})`;

export async function societyHasDesk(societyId: string): Promise<boolean> {
  const [row] = await getDb().select({ id: society_gate_desks.society_id }).from(society_gate_desks).where(eq(society_gate_desks.society_id, societyId));
  return Boolean(row);
}

/** The same rule as lib/visits/feedback.ts, in SQL: checked in, or started in a society without a desk. */
export function visitHappenedSql(now: Date): SQL {
  return or(isNotNull(visits.checked_in_at), and(not(deskExists), lte(visits.visit_start, now)))!;
}

interface VisitDayRow {
  visitId: string;
  status: string;
  visitStart: Date;
  visitEnd: Date;
  passCode: string | null;
  checkedInAt: Date | null;
  rescheduleCount: number;
  doorUnlockedAt: Date | null;
  noShowAt: Date | null;
}

const isLive = (status: string) => (LIVE_VISIT_STATUSES as readonly string[]).includes(status);

/** Pass codes of the visits that show a pass now (live, unchecked, window not over); codes missing are issued. */
export async function visitPasses(rows: VisitDayRow[], now: Date): Promise<Map<string, string>> {
  const showing = rows.filter((row) => isLive(row.status) && !row.checkedInAt && passTiming(row, now) !== 'expired');
  const codes = new Map(showing.filter((row) => row.passCode).map((row) => [row.visitId, row.passCode!]));
  const missing = showing.filter((row) => !row.passCode).map((row) => row.visitId);
  if (missing.length) for (const [id, code] of await ensurePassCodes(missing)) codes.set(id, code);
  return codes;
}

export function visitDayFacts(row: VisitDayRow, society: { hasDesk: boolean; passCode: string | null }, now: Date): VisitDayFacts {
  const window = passWindow(row);
  return {
    pass: society.passCode ? { code: formatPassCode(society.passCode), validFrom: window.from.toISOString(), validUntil: window.until.toISOString(), hasDesk: society.hasDesk } : null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    notCheckedIn: society.hasDesk && isLive(row.status) && !row.checkedInAt && passTiming(row, now) === 'expired',
    rescheduleCount: row.rescheduleCount,
    canReschedule: isLive(row.status) && !row.checkedInAt && row.visitStart.getTime() > now.getTime(),
    happened: canGiveVisitFeedback({ ...row, hasDesk: society.hasDesk }, now),
    deskMark: deskMark(row),
  };
}

/** The visits board's mark as the tenant's card shows it. */
function deskMark(row: Pick<VisitDayRow, 'doorUnlockedAt' | 'noShowAt'>): VisitDayFacts['deskMark'] {
  if (row.doorUnlockedAt) return { kind: 'door_unlocked', at: row.doorUnlockedAt.toISOString() };
  if (row.noShowAt) return { kind: 'no_show', at: row.noShowAt.toISOString() };
  return null;
}
