// Deliveries on a real PostgreSQL: a job re-run after a crash between "sent" and "done" does not send again;
// WhatsApp goes only to a number its owner verified, and at most WHATSAPP_DAILY_CAP times a day.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { deliverEmail, messageIdFor } from '@/server/jobs/deliveries';
import { enqueueJob } from '@/server/jobs/queue';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { createSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { query } from '../helpers/worker-process';
import { useTestDatabase } from '../helpers/test-db';
import { outboxTo, phoneOf, useOutboxTransports } from './delivery-fixtures';
import { registerPerson } from './auth-helpers';
import { useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();
useOutboxTransports();

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

describe('an attempt that ended inside the provider call', () => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await createSmtpStandIn();
    await smtp.start();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    resetEnvCacheForTests();
  });
  afterAll(async () => {
    await smtp.stop();
    delete process.env.SMTP_URL;
    resetEnvCacheForTests();
  });
  const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

  test('goes again under the same Message-ID and is counted as an unknown outcome', async () => {
    const payload = { to: 'window@example.com', subject: 'In the window', html: '<p>x</p>', text: 'x' };
    expect(await deliverEmail('window-test', payload)).toBe('sent');
    expect(await query(database.url(), 'select 1 from delivery_intents where message_key = $1', ['window-test'])).toEqual([]);
    // As if the process had died after the provider accepted and before the key was recorded: the intent stays,
    // the delivered row is missing.
    await query(database.url(), 'delete from delivered_messages where message_key = $1', ['window-test']);
    await query(database.url(), 'insert into delivery_intents (message_key) values ($1)', ['window-test']);

    expect(await deliverEmail('window-test', payload)).toBe('sent');
    const copies = smtp.messages.filter((raw) => raw.includes('Subject: In the window'));
    expect(copies).toHaveLength(2);
    expect(messageIdOf(copies[0]!)).toBe(messageIdFor('window-test'));
    expect(messageIdOf(copies[1]!)).toBe(messageIdOf(copies[0]!));
    expect(await query(database.url(), 'select message_key from delivery_intents')).toEqual([]);
    const [intentCount] = await query<{ n: number }>(database.url(), 'select count(*)::int as n from delivered_messages where message_key = $1', ['window-test']);
    expect(intentCount!.n).toBe(1);
  });

  test('a provider refusal is a known outcome: the retry is not counted as unknown', async () => {
    await smtp.stop();
    const payload = { to: 'refused@example.com', subject: 'Refused first', html: '<p>x</p>', text: 'x' };
    await expect(deliverEmail('refused-test', payload)).rejects.toThrow();
    expect(await query(database.url(), 'select 1 from delivery_intents where message_key = $1', ['refused-test'])).toEqual([]);
    await smtp.start();
    expect(await deliverEmail('refused-test', payload)).toBe('sent');
  });
});
