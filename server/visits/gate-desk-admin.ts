import 'server-only';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { escapeLikePattern } from '@/lib/search/suggestions';
import { pageWindow, toTablePage, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import { OPS_ADMIN_MESSAGES } from '@/lib/validation/ops-admin';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { gated_societies, society_gate_desks } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { removeDeskPin, setDeskPin } from './gate-desk';

// Security desk PINs from the desk (/ops/desks) and `npm run gate-pin`: both audited in the transaction of the
// change. The audit row says that a PIN was set and when, never the PIN (nor its hash: a hash of six digits is
// one offline search away from the PIN for anyone holding the signing key).

export const DESK_FILTERS = ['with', 'without'] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];

export interface DeskRow {
  id: string;
  name: string;
  pinSetAt: Date | null;
}

/** One page of societies by name, with whether each has a desk (and since when its PIN is set). */
export async function listDeskSocieties(filters: { name?: string; desk?: DeskFilter }, query: TableQuery<'name'>): Promise<TablePage<DeskRow>> {
  const where: SQL[] = [];
  if (filters.name) where.push(sql`lower(${gated_societies.name}) like ${escapeLikePattern(filters.name.trim().toLowerCase())} || '%'`);
  if (filters.desk === 'with') where.push(isNotNull(society_gate_desks.society_id));
  if (filters.desk === 'without') where.push(isNull(society_gate_desks.society_id));
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    getDb()
      .select({ id: gated_societies.id, name: gated_societies.name, pinSetAt: society_gate_desks.pin_set_at })
      .from(gated_societies)
      .leftJoin(society_gate_desks, eq(society_gate_desks.society_id, gated_societies.id))
      .where(where.length ? and(...where) : undefined)
      .orderBy(query.dir === 'asc' ? asc(gated_societies.name) : desc(gated_societies.name))
      .limit(limit)
      .offset(offset),
    getDb()
      .select({ n: count() })
      .from(gated_societies)
      .leftJoin(society_gate_desks, eq(society_gate_desks.society_id, gated_societies.id))
      .where(where.length ? and(...where) : undefined),
  ]);
  return toTablePage(rows, query, counted?.n ?? 0);
}

async function deskBefore(tx: Executor, societyId: string) {
  const [society] = await tx
    .select({ name: gated_societies.name, pinSetAt: society_gate_desks.pin_set_at })
    .from(gated_societies)
    .leftJoin(society_gate_desks, eq(society_gate_desks.society_id, gated_societies.id))
    .where(eq(gated_societies.id, societyId))
    .for('update', { of: gated_societies })
    .limit(1);
  if (!society) throw notFound(OPS_ADMIN_MESSAGES.societyNotFound);
  return society;
}

/** Sets (or replaces) a society's desk PIN, audited as `desk.set_pin`; 'unchanged' (no row) for the same PIN. */
export async function setDeskPinAudited(actor: AuditActor, societyId: string, pin: string): Promise<'set' | 'unchanged'> {
  return getDb().transaction(async (tx) => {
    const before = await deskBefore(tx, societyId);
    const outcome = await setDeskPin(societyId, pin, tx);
    if (outcome === 'set') {
      await recordAudit(tx, actor, {
        action: 'desk.set_pin',
        table: 'society_gate_desks',
        rowId: societyId,
        before: { society: before.name, desk: before.pinSetAt !== null },
        after: { society: before.name, desk: true, pin: before.pinSetAt ? 'changed' : 'set' },
      });
    }
    return outcome;
  });
}

/** Removes a society's desk, audited as `desk.remove`; false (no row) when it had none. */
export async function removeDeskPinAudited(actor: AuditActor, societyId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const before = await deskBefore(tx, societyId);
    if (!(await removeDeskPin(societyId, tx))) return false;
    await recordAudit(tx, actor, {
      action: 'desk.remove',
      table: 'society_gate_desks',
      rowId: societyId,
      before: { society: before.name, desk: true },
      after: { society: before.name, desk: false },
    });
    return true;
  });
}
