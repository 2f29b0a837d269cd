import 'server-only';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DeskMessageAccount, DeskMessageRow, DeskMessageThread, DeskReply, MessageSort } from '@/lib/ops/messages';
import { pageWindow, toTablePage, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import { formatIndiaDayIn } from '@/lib/time/india-locale';
import type { MessageState } from '@/lib/validation/ops-messages';
import { recordAudit, recordViews } from '@/server/audit/log';
import { languageOfAddress } from '@/server/auth/profile-language';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { contact_messages, contact_replies, delivered_messages, desk_notes, profiles } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { AppError, notFound } from '@/server/http/errors';
import { deliveryKeys, enqueueMessage } from '@/server/messages/send';
import type { Staff } from '@/server/staff/access';
import { EXPORT_BATCH_SIZE } from '@/server/staff/csv-download';
import { assigneeName } from '@/server/staff/desk-notes';

// Contact messages on the desk (/ops/messages): a page of the list shows the sender's first name and the subject
// only; opening a message shows the rest and is an audit 'view' row. 'Mark handled' records who and when,
// 'Reopen' clears it; both are audit rows written with the change. A reply from the desk is kept with the message
// (contact_replies) and sent as GHomes by the message queue, in the transaction that keeps it.

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

/**
 * A message with the sender's details, the desk's replies under it (oldest first) and the account registered with
 * its e-mail address (case aside; the contact form asks no account), for its page. The view is recorded in the
 * same transaction: which fields, never their values, and the account's name when one is shown.
 */
export async function openDeskMessage(staff: Staff, id: string): Promise<DeskMessageThread | null> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(contact_messages).where(eq(contact_messages.id, id)).limit(1);
    if (!row) return null;
    const account = await accountOf(tx, row.email);
    await recordViews(tx, staff.actor, [
      { table: 'contact_messages', rowId: id, fields: ['name', 'email', 'phone', 'message'] },
      ...(account ? [{ table: 'profiles', rowId: account.id, fields: ['first_name', 'last_name'] }] : []),
    ]);
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
      account,
      replies: await repliesOf(tx, id),
    };
  });
}

/** The account whose e-mail is the message's, case aside (profiles_email_unique is on lower(email)). */
async function accountOf(db: Executor, email: string): Promise<DeskMessageAccount | null> {
  const [account] = await db
    .select({ id: profiles.id, firstName: profiles.first_name, lastName: profiles.last_name })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!account) return null;
  return { id: account.id, name: [account.firstName, account.lastName].filter(Boolean).join(' ') || 'Account without a name' };
}

const REPLY_KEY = 'contact-reply';

/**
 * The replies of a message with when each was handed to the mail provider (delivered_messages, by its message
 * key). Delivery records go after RETENTION_MESSAGE_DAYS, so for an older reply the page says nothing about it.
 */
async function repliesOf(db: Executor, messageId: string): Promise<DeskReply[]> {
  const rows = await db
    .select({
      id: contact_replies.id,
      body: contact_replies.body,
      sentTo: contact_replies.sent_to,
      sentBy: contact_replies.sent_by_email,
      sentAt: contact_replies.created_at,
      deliveredAt: delivered_messages.delivered_at,
    })
    .from(contact_replies)
    .leftJoin(delivered_messages, eq(delivered_messages.message_key, sql`${`${REPLY_KEY}-email:`} || ${contact_replies.id}::text`))
    .where(eq(contact_replies.message_id, messageId))
    .orderBy(asc(contact_replies.created_at), asc(contact_replies.id));
  return rows.map(toDeskReply);
}

function toDeskReply(row: { id: string; body: string; sentTo: string; sentBy: string; sentAt: Date; deliveredAt: Date | null }): DeskReply {
  const recordsKeptFrom = Date.now() - getEnv().RETENTION_MESSAGE_DAYS * 86_400_000;
  return {
    id: row.id,
    body: row.body,
    sentTo: row.sentTo,
    sentBy: row.sentBy,
    sentAt: row.sentAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    deliveryKnown: row.deliveredAt !== null || row.sentAt.getTime() >= recordsKeptFrom,
  };
}

/**
 * A reply from the desk, in one transaction: the reply kept with the message, its e-mail queued to the message's
 * address (as GHomes: the mail provider's From, answers to CONTACT_EMAIL), an audit row `contact.reply`, and with
 * `markHandled` an open message marked handled by the same person (its own `contact.handle` row). The message row
 * is locked, so a reply and a 'Mark handled' from someone else run one after the other.
 */
export async function replyToMessage(
  staff: Staff,
  id: string,
  input: { reply: string; markHandled: boolean },
): Promise<{ reply: DeskReply; handledAt: string | null; handledBy: string | null }> {
  const { BRAND_NAME, SITE_URL, CONTACT_EMAIL } = getEnv();
  return getDb().transaction(async (tx) => {
    const [message] = await tx.select().from(contact_messages).where(eq(contact_messages.id, id)).for('update').limit(1);
    if (!message) throw notFound('Message not found');
    const [reply] = await tx
      .insert(contact_replies)
      .values({ message_id: id, body: input.reply, sent_to: message.email, sent_by: staff.user.id, sent_by_email: staff.actor.email })
      .returning();
    // The frame of the reply in the language of the account that holds the address, if one does.
    const locale = await languageOfAddress(message.email, tx);
    await enqueueMessage(
      tx,
      REPLY_KEY,
      { locale, name: message.name, subject: message.subject, reply: input.reply, message: message.message, receivedOn: formatIndiaDayIn(locale, message.created_at), brandName: BRAND_NAME, siteUrl: SITE_URL },
      { email: { to: message.email, key: deliveryKeys(REPLY_KEY, reply!.id).email, headers: { 'Reply-To': CONTACT_EMAIL } } },
    );
    await recordAudit(tx, staff.actor, { action: 'contact.reply', table: 'contact_messages', rowId: id, after: { reply_id: reply!.id, sent_to: 'the sender' } });
    let handled = message;
    if (input.markHandled && !message.handled_at) {
      const [updated] = await tx
        .update(contact_messages)
        .set({ handled_at: sql`now()`, handled_by: staff.user.id, handled_by_email: staff.actor.email })
        .where(eq(contact_messages.id, id))
        .returning();
      handled = updated!;
      await recordAudit(tx, staff.actor, { action: 'contact.handle', table: 'contact_messages', rowId: id, before: handledState(message), after: handledState(handled) });
    }
    return {
      reply: toDeskReply({ id: reply!.id, body: reply!.body, sentTo: reply!.sent_to, sentBy: reply!.sent_by_email, sentAt: reply!.created_at, deliveredAt: null }),
      handledAt: handled.handled_at?.toISOString() ?? null,
      handledBy: handled.handled_by_email,
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
