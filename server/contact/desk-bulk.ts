import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { recordAudit } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { contact_messages } from '@/server/db/schema';
import type { Staff } from '@/server/staff/access';
import { refuseIfAny, type BulkRefusal } from '@/server/staff/bulk';

// 'Mark handled' of several contact messages at once (/ops/messages): each exactly as its own 'Mark handled'
// (server/contact/desk.ts setMessageHandled: who and when kept, a `contact.handle` audit row with before and
// after), in one transaction; when any is already handled (by someone else, who stays the one who handled it) or
// gone, none is marked and the 409 names them.

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export async function markMessagesHandled(staff: Staff, messageIds: string[]): Promise<{ handled: number }> {
  return getDb().transaction(async (tx) => {
    const rows = await tx.select().from(contact_messages).where(inArray(contact_messages.id, messageIds)).for('update');
    const found = new Map(rows.map((row) => [row.id, row]));
    const refusals: BulkRefusal[] = [];
    for (const id of messageIds) {
      const row = found.get(id);
      if (!row) refusals.push({ name: 'A message', reason: 'not found' });
      else if (row.handled_at) refusals.push({ name: `${firstWord(row.name)}’s message “${row.subject}”`, reason: `already marked handled by ${row.handled_by_email}` });
    }
    refuseIfAny(refusals, messageIds.length, ['message', 'messages']);
    const updated = await tx
      .update(contact_messages)
      .set({ handled_at: sql`now()`, handled_by: staff.user.id, handled_by_email: staff.actor.email })
      .where(inArray(contact_messages.id, messageIds))
      .returning({ id: contact_messages.id, handled_at: contact_messages.handled_at, handled_by_email: contact_messages.handled_by_email });
    for (const row of updated) {
      await recordAudit(tx, staff.actor, {
        action: 'contact.handle',
        table: 'contact_messages',
        rowId: row.id,
        before: { handled_at: null, handled_by: null },
        after: { handled_at: row.handled_at?.toISOString() ?? null, handled_by: row.handled_by_email, bulk: messageIds.length },
      });
    }
    return { handled: updated.length };
  });
}
