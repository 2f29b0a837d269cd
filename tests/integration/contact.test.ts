// POST /api/send-contact-email against a real PostgreSQL (spec societies-and-tenant-area.md 2.14, 7, 8):
// the message is stored and its two e-mails are queued in the same transaction (delivered by the job worker to the
// outbox), bad input and cross-site calls store and queue nothing, a mail outage delays the e-mails without losing them.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/send-contact-email/route';
import { getDb } from '@/server/db/client';
import { contact_messages, outbox_messages } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { makeRetriesDue, queuedJobs, runDueJobs, type QueuedJob } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { captureLogs } from '../helpers/log-capture';

const savedSmtp = process.env.SMTP_URL;
const savedContact = process.env.CONTACT_EMAIL;
beforeAll(() => {
  delete process.env.SMTP_URL;
  process.env.CONTACT_EMAIL = 'team@ghomes.test';
  resetEnvCacheForTests();
});
afterAll(() => {
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
  if (savedContact === undefined) delete process.env.CONTACT_EMAIL;
  else process.env.CONTACT_EMAIL = savedContact;
  resetEnvCacheForTests();
});

const database = useTestDatabase();

const URL_ = 'http://localhost:3000/api/send-contact-email';
const context = { params: Promise.resolve({}) };

function post(body: unknown, headers: Record<string, string> = {}) {
  const request = new NextRequest(URL_, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return POST(request, context);
}

const valid = {
  name: '  Asha Rao ',
  email: ' Asha@Example.com ',
  phone: '+91 98765 43210',
  subject: '2 BHK near Whitefield',
  message: 'Looking for a 2 BHK <b>from next month</b>.\nThanks!',
};

const rows = () => getDb().select().from(contact_messages);
const mailTo = (to: string) => getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, to));

beforeEach(async () => {
  // Deliver whatever an earlier test left queued, then start from empty tables.
  await runDueJobs(database.url());
  await getDb().delete(contact_messages);
  await getDb().delete(outbox_messages);
});

test('a valid message is stored, the sender gets a confirmation e-mail and the team a copy', async () => {
  const response = await post(valid, { origin: 'http://localhost:3000' });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true });

  const stored = await rows();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    subject: '2 BHK near Whitefield',
    message: 'Looking for a 2 BHK <b>from next month</b>.\nThanks!',
  });

  // Nothing is sent inside the request: both e-mails wait on the queue, committed with the message.
  expect(await getDb().select().from(outbox_messages)).toHaveLength(0);
  await runDueJobs(database.url(), ['send-message']);
  const queued = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'deliver-email');
  expect(queued.map((job) => job.payload.to).sort()).toEqual(['asha@example.com', 'team@ghomes.test']);

  await runDueJobs(database.url());
  const [confirmation, ...more] = await mailTo('asha@example.com');
  expect(more).toHaveLength(0);
  expect(confirmation?.channel).toBe('email');
  expect(confirmation?.subject).toBe('We received your message – GHomes');
  expect(confirmation?.text).toContain("We'll get back to you within 24 hours");
  expect(confirmation?.text).toContain('2 BHK near Whitefield');
  expect(confirmation?.html).toContain('Message Sent Successfully!');
  // The sender's text is escaped in the HTML.
  expect(confirmation?.html).toContain('&lt;b&gt;from next month&lt;/b&gt;');
  expect(confirmation?.html).not.toContain('<b>from next month</b>');

  const team = await mailTo('team@ghomes.test');
  expect(team).toHaveLength(1);
  expect(team[0]?.text).toContain('Email: asha@example.com');
});

test('phone is optional: empty or missing is stored as null', async () => {
  expect((await post({ ...valid, phone: '' })).status).toBe(200);
  const { phone: _phone, ...withoutPhone } = valid;
  expect((await post(withoutPhone)).status).toBe(200);
  expect((await rows()).map((row) => row.phone)).toEqual([null, null]);
});

test.each([
  [{ ...valid, name: '   ' }, 'Please enter your name'],
  [{ ...valid, email: 'not-an-address' }, 'Please enter a valid email address'],
  [{ ...valid, subject: '' }, 'Please enter a subject'],
  [{ ...valid, message: '' }, 'Please enter your message'],
  [{ ...valid, phone: 'call me' }, 'Please enter a valid phone number (digits, spaces and + only)'],
  [{ ...valid, message: 'x'.repeat(2001) }, 'Please keep your message under 2000 characters'],
])('bad input answers 422 with the first message and stores nothing (%#)', async (body, message) => {
  const response = await post(body);
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
  expect(await rows()).toHaveLength(0);
  expect(await queuedJobs(database.url())).toHaveLength(0);
});

test('an empty body answers 422 with the name message', async () => {
  const response = await post({});
  expect(response.status).toBe(422);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Please enter your name');
});

test('a cross-site Origin answers 403 and stores nothing', async () => {
  const response = await post(valid, { origin: 'https://evil.example' });
  expect(response.status).toBe(403);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden_origin');
  expect(await rows()).toHaveLength(0);
  expect(await queuedJobs(database.url())).toHaveLength(0);
});

test('a failing mail server after the save still answers success: the e-mails wait on the queue and go once it is back', async () => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:1';
  resetEnvCacheForTests();
  try {
    const response = await post(valid);
    expect(response.status).toBe(200);
    expect(await rows()).toHaveLength(1);
    await runDueJobs(database.url(), ['send-message']);
    const deliveries = async () => (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'deliver-email');
    // Each delivery is tried (a busy machine may need a second pass of the worker) and fails: both stay queued,
    // each with its error. A pass is repeated while a delivery has not yet recorded both its attempt and its error.
    const unfinished = (job: QueuedJob) => job.attempts === 0 || !job.last_error;
    for (let pass = 0; pass < 3 && (await deliveries()).some(unfinished); pass += 1) await runDueJobs(database.url());
    const failed = await deliveries();
    expect(failed).toHaveLength(2);
    expect(failed.map((job) => [job.attempts, Boolean(job.last_error)])).toEqual([
      [1, true],
      [1, true],
    ]);
    expect(await getDb().select().from(outbox_messages)).toHaveLength(0);
  } finally {
    delete process.env.SMTP_URL;
    resetEnvCacheForTests();
  }
  // The mail transport is back (the outbox here): the retries deliver both, once each.
  await makeRetriesDue(database.url());
  await runDueJobs(database.url());
  expect(await mailTo('asha@example.com')).toHaveLength(1);
  expect(await mailTo('team@ghomes.test')).toHaveLength(1);
  expect(await queuedJobs(database.url())).toHaveLength(0);
});

test("the team's copy and the confirmation are logged without the sender's name or subject", async () => {
  const logs = captureLogs();
  try {
    const response = await post({ ...valid, name: 'Zebulon Quartermaine', subject: 'Selling flat Tower Nine' }, { origin: 'http://localhost:3000' });
    expect(response.status).toBe(200);
    await runDueJobs(database.url());
  } finally {
    logs.stop();
  }
  expect(await mailTo('team@ghomes.test')).toHaveLength(1);
  const mailLines = logs.lines.filter((line) => line.scope === 'outbox' && line.channel === 'email');
  expect(mailLines).toHaveLength(2);
  const logged = logs.text();
  for (const secret of ['Zebulon', 'Quartermaine', 'Selling', 'Tower Nine', 'asha@example.com']) expect(logged).not.toContain(secret);
  expect(mailLines.map((line) => line.subject)).toContain('N*** c*** m*** f*** Z*** Q***: S*** f*** T*** N***');
});

test('the per-address cap is a setting: past it a message is refused with a 429 and nothing is stored or queued', async () => {
  process.env.CONTACT_MESSAGES_PER_10_MINUTES_PER_IP = '2';
  resetEnvCacheForTests();
  try {
    const from = (ip: string) => ({ origin: 'http://localhost:3000', 'x-forwarded-for': ip });
    expect((await post(valid, from('198.51.100.71'))).status).toBe(200);
    expect((await post(valid, from('198.51.100.71'))).status).toBe(200);
    const refused = await post(valid, from('198.51.100.71'));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe('Too many requests. Please try again in a few minutes.');
    expect(await rows()).toHaveLength(2);
    // Another address has its own budget.
    expect((await post(valid, from('198.51.100.72'))).status).toBe(200);
    expect(await rows()).toHaveLength(3);
  } finally {
    delete process.env.CONTACT_MESSAGES_PER_10_MINUTES_PER_IP;
    resetEnvCacheForTests();
  }
});
