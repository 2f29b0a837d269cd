// Deliveries on a real PostgreSQL: a job re-run after a crash between "sent" and "done" does not send again;
// WhatsApp goes only to a number its owner verified, and at most WHATSAPP_DAILY_CAP times a day.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { outbox_messages, profiles } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { deliverEmail } from '@/server/jobs/deliveries';
import { enqueueJob } from '@/server/jobs/queue';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { query } from '../helpers/worker-process';
import { useTestDatabase } from '../helpers/test-db';
import { registerPerson } from './auth-helpers';
import { useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();
const saved = { SMTP_URL: process.env.SMTP_URL, TWILIO_ACCOUNT_SID: process.env.TWILIO_ACCOUNT_SID, WHATSAPP_DAILY_CAP: process.env.WHATSAPP_DAILY_CAP };

beforeAll(() => {
  delete process.env.SMTP_URL;
  delete process.env.TWILIO_ACCOUNT_SID;
  resetEnvCacheForTests();
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCacheForTests();
});

const outboxTo = async (to: string, channel: 'email' | 'whatsapp') =>
  getDb().select().from(outbox_messages).where(and(eq(outbox_messages.to_address, to), eq(outbox_messages.channel, channel)));

async function phoneOf(userId: string): Promise<string> {
  const [row] = await getDb().select({ country: profiles.country_code, phone: profiles.phone }).from(profiles).where(eq(profiles.id, userId));
  return `${row!.country}${row!.phone}`;
}

test('a delivery re-run after a crash between "sent" and "done" does not send again', async () => {
  const payload = { to: 'rerun@example.com', subject: 'Once only', html: '<p>Once</p>', text: 'Once' };
  await enqueueJob(getDb(), 'deliver-email', payload);
  const [job] = await query<{ id: string }>(database.url(), 'select id from graphile_worker.jobs');
  // The first run: the provider accepted the message and the key was recorded, then the worker died before the
  // job was marked done (the job row is still there).
  expect(await deliverEmail(`job:${job!.id}`, payload)).toBe('sent');
  expect(await outboxTo('rerun@example.com', 'email')).toHaveLength(1);

  await runDueJobs(database.url());
  expect(await queuedJobs(database.url())).toEqual([]);
  expect(await outboxTo('rerun@example.com', 'email')).toHaveLength(1);
});

test('WhatsApp is not sent to a number its owner has not verified, and is once it is verified', async () => {
  const person = await registerPerson('whatsapp-verify');
  const number = await phoneOf(person.id);
  await enqueueJob(getDb(), 'deliver-whatsapp', { to: number, userId: person.id, body: 'Your visit is booked' });
  await enqueueJob(getDb(), 'deliver-email', { to: person.email, subject: 'Visit booked', html: '<p>Booked</p>', text: 'Booked' });
  await runDueJobs(database.url());
  expect(await queuedJobs(database.url())).toEqual([]); // dropped for good, not retried
  expect(await outboxTo(number, 'whatsapp')).toHaveLength(0);
  expect(await outboxTo(person.email, 'email')).toHaveLength(1); // e-mail only until then

  await getDb().update(profiles).set({ phone_verified_at: sql`now()` }).where(eq(profiles.id, person.id));
  await enqueueJob(getDb(), 'deliver-whatsapp', { to: number, userId: person.id, body: 'Your visit is booked' });
  await runDueJobs(database.url());
  expect((await outboxTo(number, 'whatsapp')).map((message) => message.text)).toEqual(['Your visit is booked']);
});

test('a verified number receives at most WHATSAPP_DAILY_CAP messages in a day', async () => {
  process.env.WHATSAPP_DAILY_CAP = '3';
  resetEnvCacheForTests();
  const person = await registerPerson('whatsapp-cap');
  await getDb().update(profiles).set({ phone_verified_at: sql`now()` }).where(eq(profiles.id, person.id));
  const number = await phoneOf(person.id);
  for (let index = 1; index <= 5; index += 1) await enqueueJob(getDb(), 'deliver-whatsapp', { to: number, userId: person.id, body: `Notice ${index}` });
  await runDueJobs(database.url());
  expect(await queuedJobs(database.url())).toEqual([]);
  expect(await outboxTo(number, 'whatsapp')).toHaveLength(3);
});
