import 'server-only';
import { asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DeskMessage, DeskMessageRow, MessageSort } from '@/lib/ops/messages';
import { pageWindow, toTablePage, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import type { MessageState } from '@/lib/validation/ops-messages';
import { recordAudit, recordView } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { contact_messages } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import type { Staff } from '@/server/staff/access';

// Contact messages on the desk (/ops/messages): a page of the list shows the sender's first name and the subject
// only; opening a message shows the rest and is an audit 'view' row. 'Mark handled' records who and when,
// 'Reopen' clears it; both are audit rows written with the change.

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** One page, newest first by default; each filter has its partial index (migration 0019). */
export async function listDeskMessages(filters: { state?: MessageState }, query: TableQuery<MessageSort>): Promise<TablePage<DeskMessageRow>> {
  const { limit, offset } = pageWindow(query);
  const order = query.dir === 'asc' ? asc : desc;
  const state = filters.state === 'open' ? isNull(contact_messages.handled_at) : filters.state === 'handled' ? isNotNull(contact_messages.handled_at) : undefined;
  const rows = await getDb()
    .select({
      id: contact_messages.id,
      name: contact_messages.name,
      subject: contact_messages.subject,
      receivedAt: contact_messages.created_at,
      handledAt: contact_messages.handled_at,
      handledBy: contact_messages.handled_by_email,
    })
    .from(contact_messages)
    .where(state)
    .orderBy(order(contact_messages.created_at), order(contact_messages.id))
    .limit(limit)
    .offset(offset);
  return toTablePage(
    rows.map(({ name, receivedAt, handledAt, ...row }) => ({
      ...row,
      firstName: firstName(name),
      receivedAt: receivedAt.toISOString(),
      handledAt: handledAt?.toISOString() ?? null,
    })),
    query,
  );
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
