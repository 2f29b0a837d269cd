import 'server-only';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { audit_log } from '@/server/db/schema';
import type { Executor } from '@/server/auth/users';

/** Who did it, as the desk knows them: the staff account and the client address of the request. */
export interface AuditActor {
  id: string | null;
  email: string;
  address: string | null;
}

/** The command-line tools act as the operator at the shell. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: 'command line', address: null };

export interface AuditEntry {
  action: string;
  table: string;
  rowId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one audit row. Call it with the executor of the change it records, so the row exists exactly when the
 * change does (the change's transaction).
 */
export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(audit_log).values({
    actor_id: actor.id,
    actor_email: actor.email,
    action: entry.action,
    table_name: entry.table,
    row_id: entry.rowId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    client_address: actor.address,
  });
}

/**
 * A staff member looked at a person's details: the row records which fields were shown, never their values
 * (the log must not become a second copy of the personal data).
 */
export async function recordView(db: Executor, actor: AuditActor, view: { table: string; rowId: string; fields: string[] }): Promise<void> {
  await recordAudit(db, actor, { action: 'view', table: view.table, rowId: view.rowId, after: { viewed: view.fields } });
}

/** Several views in one insert (a desk list that shows a page of people). */
export async function recordViews(db: Executor, actor: AuditActor, views: { table: string; rowId: string; fields: string[] }[]): Promise<void> {
  if (!views.length) return;
  await db.insert(audit_log).values(
    views.map((view) => ({ actor_id: actor.id, actor_email: actor.email, action: 'view', table_name: view.table, row_id: view.rowId, before: null, after: { viewed: view.fields }, client_address: actor.address })),
  );
}

/**
 * A page of the audit log shows what was changed about people (the before and after of each row), so looking at it
 * is a view too: one row naming the ids shown (newest-oldest), written after the page was read.
 */
export async function recordAuditLogView(actor: AuditActor, shownIds: number[]): Promise<void> {
  if (!shownIds.length) return;
  await recordView(getDb(), actor, { table: 'audit_log', rowId: `${shownIds[0]}-${shownIds.at(-1)}`, fields: ['before', 'after'] });
}

export interface AuditFilters {
  actorId?: string;
  /** The actor as the row names them ('command line' for the shell). */
  actorEmail?: string;
  action?: string;
  table?: string;
  rowId?: string;
  from?: Date;
  to?: Date;
}

/** A page of audit rows, newest first (keyset on id, so deep pages stay as fast as the first). */
export async function listAudit(filters: AuditFilters, page: { limit: number; beforeId?: number }) {
  const where: SQL[] = [];
  if (filters.actorId) where.push(eq(audit_log.actor_id, filters.actorId));
  if (filters.actorEmail) where.push(eq(audit_log.actor_email, filters.actorEmail));
  if (filters.action) where.push(eq(audit_log.action, filters.action));
  if (filters.table) where.push(eq(audit_log.table_name, filters.table));
  if (filters.rowId) where.push(eq(audit_log.row_id, filters.rowId));
  if (filters.from) where.push(gte(audit_log.created_at, filters.from));
  if (filters.to) where.push(lt(audit_log.created_at, filters.to));
  if (page.beforeId) where.push(lt(audit_log.id, page.beforeId));
  return getDb()
    .select()
    .from(audit_log)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(audit_log.id))
    .limit(page.limit);
}
