import 'server-only';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DeskMessage, DeskMessageRow, MessageSort } from '@/lib/ops/messages';
import { pageWindow, toTablePage, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import type { MessageState } from '@/lib/validation/ops-messages';
import { recordAudit, recordView } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { contact_messages, desk_notes } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import type { Staff } from '@/server/staff/access';
import { EXPORT_BATCH_SIZE } from '@/server/staff/csv-download';
import { assigneeName } from '@/server/staff/desk-notes';

// Contact messages on the desk (/ops/messages): a page of the list shows the sender's first name and the subject
// only; opening a message shows the rest and is an audit 'view' row. 'Mark handled' records who and when,
// 'Reopen' clears it; both are audit rows written with the change.

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const stateWhere = (state: MessageState | undefined) => (state === 'open' ? isNull(contact_messages.handled_at) : state === 'handled' ? isNotNull(contact_messages.handled_at) : undefined);

/** The list's filters: Handled / Not handled, and 'Mine' (assigned to this staff member). */
export interface DeskMessageFilters {
  state?: MessageState;
  assignedTo?: string;
}

const messageWhere = (filters: DeskMessageFilters) => and(stateWhere(filters.state), filters.assignedTo ? eq(contact_messages.assigned_to, filters.assignedTo) : undefined);

/** How many messages the filter holds (its partial index, or the (created_at, id) index for every message). */
export async function countDeskMessages(filters: DeskMessageFilters): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(contact_messages).where(messageWhere(filters));
  return row?.n ?? 0;
}

/** One page, newest first by default; each filter has its partial index (migration 0019). */
export async function listDeskMessages(filters: DeskMessageFilters, query: TableQuery<MessageSort>): Promise<TablePage<DeskMessageRow>> {
  const [rows, total] = await Promise.all([messageRows(filters, query, pageWindow(query)), countDeskMessages(filters)]);
  return toTablePage(rows.map(toMessageRow), query, total);
}

function messageRows(filters: DeskMessageFilters, query: Pick<TableQuery<MessageSort>, 'dir'>, { limit, offset }: { limit: number; offset: number }, keyset?: SQL) {
  const order = query.dir === 'asc' ? asc : desc;
  return getDb()
    .select({
      id: contact_messages.id,
      name: contact_messages.name,
      subject: contact_messages.subject,
      receivedAt: contact_messages.created_at,
      handledAt: contact_messages.handled_at,
      handledBy: contact_messages.handled_by_email,
      receivedText: sql<string>`${contact_messages.created_at}::text`,
      assignedTo: contact_messages.assigned_to,
      // Named with their table: in a one-table query Drizzle leaves columns bare, and inside these subqueries a bare
      // "id" would be the note's own.
      assigneeName: assigneeName(sql`${contact_messages}.assigned_to`),
      notes: sql<number>`(select count(*)::int from ${desk_notes} n where n.message_id = ${contact_messages}.id)`,
    })
    .from(contact_messages)
    .where(and(messageWhere(filters), keyset))
    .orderBy(order(contact_messages.created_at), order(contact_messages.id))
    .limit(limit)
    .offset(offset);
}

function toMessageRow({ name, receivedAt, handledAt, receivedText: _cursor, assignedTo, assigneeName: assigned, ...row }: Awaited<ReturnType<typeof messageRows>>[number]): DeskMessageRow {
  return { ...row, firstName: firstName(name), receivedAt: receivedAt.toISOString(), handledAt: handledAt?.toISOString() ?? null, assignee: assignedTo ? { id: assignedTo, name: assigned ?? '' } : null };
}

/** Every message the filter holds, oldest first, `batchSize` at a time (a keyset on (created_at, id)): the CSV's rows. */
export async function* deskMessageBatches(filters: DeskMessageFilters, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<DeskMessageRow[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? sql`(${contact_messages.created_at}, ${contact_messages.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows = await messageRows(filters, { dir: 'asc' }, { limit: batchSize, offset: 0 }, keyset);
    if (rows.length) yield rows.map(toMessageRow);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.receivedText, id: last.id };
  }
}

/** A message with the sender's details, for its page: the view is recorded (which fields, never their values). */
export async function openDeskMessage(staff: Staff, id: string): Promise<DeskMessage | null> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(contact_messages).where(eq(contact_messages.id, id)).limit(1);
    if (!row) return null;
    await recordView(tx, staff.actor, { table: 'contact_messages', rowId: id, fields: ['name', 'email', 'phone', 'message'] });
    return {
      id: row.id,
      firstName: firstName(row.name),
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      receivedAt: row.created_at.toISOString(),
      handledAt: row.handled_at?.toISOString() ?? null,
      handledBy: row.handled_by_email,
    };
  });
}

const handledState = (row: { handled_at: Date | null; handled_by_email: string | null }) => ({
  handled_at: row.handled_at?.toISOString() ?? null,
  handled_by: row.handled_by_email,
});

/**
 * 'Mark handled' (handled: true) or 'Reopen' (false). A message already in that state is a 409, so a second
 * person's click never overwrites who handled it.
 */
export async function setMessageHandled(staff: Staff, id: string, handled: boolean): Promise<{ handledAt: string | null; handledBy: string | null }> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(contact_messages).where(eq(contact_messages.id, id)).for('update').limit(1);
    if (!row) throw notFound('Message not found');
    if (handled && row.handled_at) throw new AppError('already_handled', `This message was already marked handled by ${row.handled_by_email}.`, 409);
    if (!handled && !row.handled_at) throw new AppError('not_handled', 'This message is not marked handled.', 409);
    const [updated] = await tx
      .update(contact_messages)
      .set(handled ? { handled_at: sql`now()`, handled_by: staff.user.id, handled_by_email: staff.actor.email } : { handled_at: null, handled_by: null, handled_by_email: null })
      .where(eq(contact_messages.id, id))
      .returning();
    await recordAudit(tx, staff.actor, {
      action: handled ? 'contact.handle' : 'contact.reopen',
      table: 'contact_messages',
      rowId: id,
      before: handledState(row),
      after: handledState(updated!),
    });
    return { handledAt: updated!.handled_at?.toISOString() ?? null, handledBy: updated!.handled_by_email };
  });
}
