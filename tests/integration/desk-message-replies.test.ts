// Replies to contact messages from the desk on a real PostgreSQL: only a manager or an admin may reply (404 for
// anyone else, with nothing written: no reply, no job, no audit row); a reply is kept with its message, queued in
// the same transaction and delivered by the job worker to the outbox as GHomes ('Re: <subject>', the reply and the
// person's message); it is an audit row, and marks an open message handled when asked. The message's page reads
// the thread and the account registered with the sender's e-mail, case aside.
import { and, asc, eq, sql } from 'drizzle-orm';
import { POST as replyRoute } from '@/app/api/ops/messages/[id]/replies/route';
import { openDeskMessage } from '@/server/contact/desk';
import { getDb } from '@/server/db/client';
import { audit_log, contact_messages, contact_replies, delivered_messages, outbox_messages } from '@/server/db/schema';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { useOutboxTransports } from './delivery-fixtures';
import { call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind, type SignedIn } from './staff-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
useOutboxTransports();
const database = useTestDatabase();

type Caller = 'signed out' | 'tenant' | 'agent' | 'manager' | 'admin';
const people = {} as Record<Exclude<Caller, 'signed out'>, SignedIn>;
const cookieOf = (caller: Caller) => (caller === 'signed out' ? undefined : people[caller].cookie);

async function insertMessage(values: Partial<typeof contact_messages.$inferInsert> = {}): Promise<string> {
  const [row] = await getDb()
    .insert(contact_messages)
    .values({ name: 'Kavya Nair', email: 'someone@example.com', phone: null, subject: 'A 2 BHK near Whitefield', message: 'Is the Sobha home still free?\nThanks', ...values })
    .returning({ id: contact_messages.id });
  return row!.id;
}

const post = (id: string, body: unknown, cookie?: string) => call(replyRoute, `/api/ops/messages/${id}/replies`, { method: 'POST', body, cookie, params: { id } });

/** Everything a refused reply must leave as it was. */
async function written() {
  const count = async (table: typeof audit_log | typeof contact_replies) => (await getDb().select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return { audit: await count(audit_log), replies: await count(contact_replies), jobs: (await queuedJobs(database.url())).length, messages: await getDb().select().from(contact_messages).orderBy(asc(contact_messages.id)) };
}

beforeAll(async () => {
  const society = await insertSociety({ name: 'Reply Test Society' });
  people.tenant = await signedInTenant('reply-tenant');
  people.agent = await signedInStaff('agent', [society]);
  people.manager = await signedInStaff('manager');
  people.admin = await signedInStaff('admin');
  // The login codes of the sign-ins above were sent at once; the tests read only what the replies send.
  await runDueJobs(database.url());
});

test('below a manager a reply is a 404 and writes nothing: no reply, no job, no audit row, the message unchanged', async () => {
  const id = await insertMessage();
  for (const caller of ['signed out', 'tenant', 'agent'] as const) {
    const before = await written();
    const response = await post(id, { reply: 'Yes, it is.', markHandled: true }, cookieOf(caller));
    expect({ caller, status: response.status }).toEqual({ caller, status: 404 });
    expect(await written()).toEqual(before);
  }
});

test("a manager's reply is kept with the message, audited, marks it handled, and reaches the sender's inbox as GHomes", async () => {
  const id = await insertMessage({ email: 'Asha.Reply@Example.com', name: 'Asha Rao', subject: 'Visit on Sunday', message: 'Can I see the flat?' });
  const response = await post(id, { reply: '  Hi Asha,\nYes: Sunday at 11 works.  ', markHandled: true }, people.manager.cookie);
  expect(response.status).toBe(201);
  const answer = await response.json();
  expect(answer).toEqual({
    reply: { id: expect.any(String), body: 'Hi Asha,\nYes: Sunday at 11 works.', sentTo: 'Asha.Reply@Example.com', sentBy: people.manager.email, sentAt: expect.any(String), deliveredAt: null, deliveryKnown: true },
    handledAt: expect.any(String),
    handledBy: people.manager.email,
  });
  const replyId: string = answer.reply.id;

  const [stored] = await getDb().select().from(contact_replies).where(eq(contact_replies.message_id, id));
  expect(stored).toMatchObject({ id: replyId, body: 'Hi Asha,\nYes: Sunday at 11 works.', sent_to: 'Asha.Reply@Example.com', sent_by: people.manager.id, sent_by_email: people.manager.email });
  const audit = await getDb().select().from(audit_log).where(and(eq(audit_log.table_name, 'contact_messages'), eq(audit_log.row_id, id))).orderBy(asc(audit_log.id));
  expect(audit.map((row) => [row.action, row.actor_email, row.after])).toEqual([
    ['contact.reply', people.manager.email, { reply_id: replyId, sent_to: 'the sender' }],
    ['contact.handle', people.manager.email, { handled_at: expect.any(String), handled_by: people.manager.email }],
  ]);
  // The reply's text is not copied into the audit log.
  expect(JSON.stringify(audit)).not.toContain('Sunday at 11');

  // Nothing was sent inside the request: the message job renders it, the delivery job hands it to the outbox.
  const outbox = () => getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, 'Asha.Reply@Example.com'));
  expect(await outbox()).toEqual([]);
  const queued = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'send-message');
  expect(queued.map((job) => job.payload)).toEqual([expect.objectContaining({ kind: 'contact-reply', email: { to: 'Asha.Reply@Example.com', key: `contact-reply-email:${replyId}`, headers: { 'Reply-To': expect.any(String) } } })]);
  await runDueJobs(database.url());
  const [mail] = await outbox();
  expect(mail).toMatchObject({ channel: 'email', subject: 'Re: Visit on Sunday' });
  expect(mail!.text.split('\n')).toEqual(expect.arrayContaining(['Hi Asha,', 'Yes: Sunday at 11 works.', 'Subject: Visit on Sunday', '> Can I see the flat?']));
  expect(mail!.text).toMatch(/^Hi Asha,\nYes: Sunday at 11 works\.\n\nThe GHomes team\n/);
  expect(mail!.html).toContain('Yes: Sunday at 11 works.');
  expect(await getDb().select().from(delivered_messages).where(eq(delivered_messages.message_key, `contact-reply-email:${replyId}`))).toHaveLength(1);

  // The page's thread: the reply, now with when it went out.
  const thread = await openDeskMessage((await staffBehind(people.admin.cookie))!, id);
  expect(thread?.replies).toEqual([expect.objectContaining({ id: replyId, body: 'Hi Asha,\nYes: Sunday at 11 works.', sentBy: people.manager.email, deliveredAt: expect.any(String) })]);
  expect(thread).toMatchObject({ handledBy: people.manager.email });
});

test('replies follow one another in the thread; a handled message stays as it was, and markHandled false leaves an open one open', async () => {
  const id = await insertMessage();
  expect((await post(id, { reply: 'First answer', markHandled: false }, people.admin.cookie)).status).toBe(201);
  expect((await getDb().select().from(contact_messages).where(eq(contact_messages.id, id)))[0]).toMatchObject({ handled_at: null, handled_by_email: null });
  expect((await post(id, { reply: 'Second answer' }, people.manager.cookie)).status).toBe(201); // markHandled defaults to true
  expect((await getDb().select().from(contact_messages).where(eq(contact_messages.id, id)))[0]).toMatchObject({ handled_by_email: people.manager.email });
  const third = await post(id, { reply: 'Third answer', markHandled: true }, people.admin.cookie);
  expect(await third.json()).toMatchObject({ handledBy: people.manager.email });

  const thread = await openDeskMessage((await staffBehind(people.manager.cookie))!, id);
  expect(thread?.replies.map((reply) => [reply.body, reply.sentBy])).toEqual([
    ['First answer', people.admin.email],
    ['Second answer', people.manager.email],
    ['Third answer', people.admin.email],
  ]);
  const actions = await getDb().select({ action: audit_log.action }).from(audit_log).where(and(eq(audit_log.table_name, 'contact_messages'), eq(audit_log.row_id, id))).orderBy(asc(audit_log.id));
  expect(actions.map((row) => row.action)).toEqual(['contact.reply', 'contact.reply', 'contact.handle', 'contact.reply', 'view']);
  await runDueJobs(database.url());
});

test('a bad reply is a 422 and an unknown or malformed message a 404, each writing nothing', async () => {
  const id = await insertMessage();
  const bad: unknown[] = [{ reply: '' }, { reply: '   \n ' }, { reply: 'x'.repeat(5001) }, { reply: 'Hi\u0000' }, { reply: 'Hi', markHandled: 'yes' }, { reply: 'Hi', sent_to: 'evil@example.com' }, {}];
  for (const body of bad) {
    const before = await written();
    const response = await post(id, body, people.manager.cookie);
    expect({ body, status: response.status }).toEqual({ body, status: 422 });
    expect(await written()).toEqual(before);
  }
  const messages = (await (await post(id, { reply: '' }, people.manager.cookie)).json()).error;
  expect(messages).toMatchObject({ message: expect.stringContaining('Please write your reply') });
  for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    const before = await written();
    expect((await post(missing, { reply: 'Hello' }, people.admin.cookie)).status).toBe(404);
    expect(await written()).toEqual(before);
  }
});

test("the message's page names the account registered with the sender's e-mail, case aside, and records that view", async () => {
  const staff = (await staffBehind(people.manager.cookie))!;
  const id = await insertMessage({ email: people.tenant.email.toUpperCase() });
  const thread = await openDeskMessage(staff, id);
  expect(thread?.account).toEqual({ id: people.tenant.id, name: expect.any(String) });
  const views = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'view'), eq(audit_log.actor_email, people.manager.email))).orderBy(asc(audit_log.id));
  expect(views.slice(-2).map((row) => [row.table_name, row.row_id, row.after])).toEqual([
    ['contact_messages', id, { viewed: ['name', 'email', 'phone', 'message'] }],
    ['profiles', people.tenant.id, { viewed: ['first_name', 'last_name'] }],
  ]);

  const stranger = await insertMessage({ email: 'nobody-registered@example.com' });
  expect((await openDeskMessage(staff, stranger))?.account).toBeNull();
});

test('erasing the messages of a person takes their replies with them', async () => {
  const id = await insertMessage({ email: 'gone@example.com' });
  expect((await post(id, { reply: 'Hello' }, people.manager.cookie)).status).toBe(201);
  await getDb().delete(contact_messages).where(eq(contact_messages.id, id));
  expect(await getDb().select().from(contact_replies).where(eq(contact_replies.message_id, id))).toEqual([]);
});
