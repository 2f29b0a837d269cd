// The job queue (ARCHITECTURE "Background work") on a real PostgreSQL: a job enqueued inside a transaction
// exists exactly when the transaction commits; an e-mail job whose SMTP fails is kept, retried and delivered.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { outbox_messages } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import { makeRetriesDue, queuedJobs, runDueJobs } from '../helpers/jobs';
import { createSmtpStandIn } from '../helpers/smtp-stand-in';
import { useTestDatabase } from '../helpers/test-db';
import { markPhoneVerified, registerPerson } from './auth-helpers';
import { useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();

const database = useTestDatabase();
const savedSmtp = process.env.SMTP_URL;

afterEach(() => {
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
  resetEnvCacheForTests();
});

const email = { to: 'asha@example.com', subject: 'Your visit', html: '<p>Hi</p>', text: 'Hi' };

test('a job enqueued in a transaction that rolls back does not exist; one that commits does', async () => {
  await expect(
    getDb().transaction(async (tx) => {
      await enqueueJob(tx, 'deliver-email', email);
      throw new Error('the booking failed');
    }),
  ).rejects.toThrow('the booking failed');
  expect(await queuedJobs(database.url())).toHaveLength(0);

  await getDb().transaction(async (tx) => enqueueJob(tx, 'deliver-email', email));
  const jobs = await queuedJobs(database.url());
  expect(jobs.map((job) => job.task_identifier)).toEqual(['deliver-email']);
  expect(jobs[0]?.payload).toMatchObject({ to: 'asha@example.com', subject: 'Your visit' });
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
});

test('with no provider the worker delivers e-mail and WhatsApp jobs to the outbox, with attachments', async () => {
  delete process.env.SMTP_URL;
  resetEnvCacheForTests();
  await enqueueJob(getDb(), 'deliver-email', {
    ...email,
    attachments: [{ filename: 'visit.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' }],
  });
  const person = await registerPerson('jobs-whatsapp');
  await markPhoneVerified(person.id);
  const number = ((await getDb().execute(sql`select country_code || phone as number from profiles where id = ${person.id}`)).rows[0] as { number: string }).number;
  await enqueueJob(getDb(), 'deliver-whatsapp', { to: number, userId: person.id, body: 'Visit booked' });
  await runDueJobs(database.url());

  expect(await queuedJobs(database.url())).toHaveLength(0);
  const [mail] = await getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, 'asha@example.com'));
  expect(mail?.attachments).toEqual([{ filename: 'visit.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' }]);
  const [whatsapp] = await getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, number));
  expect(whatsapp).toMatchObject({ channel: 'whatsapp', text: 'Visit booked' });
});

test('an e-mail job whose SMTP server is down is retried and delivered once it is back', async () => {
  const smtp = await createSmtpStandIn();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  resetEnvCacheForTests();
  await enqueueJob(getDb(), 'deliver-email', { ...email, subject: 'Retry me' });

  await runDueJobs(database.url()); // SMTP is down: the attempt fails, the job stays with its error
  let [job] = await queuedJobs(database.url());
  expect(job?.attempts).toBe(1);
  expect(job?.last_error).toMatch(/ECONNREFUSED|connect/i);
  expect(smtp.messages).toHaveLength(0);

  await smtp.start();
  try {
    await makeRetriesDue(database.url());
    await runDueJobs(database.url());
  } finally {
    await smtp.stop();
  }
  expect(await queuedJobs(database.url())).toHaveLength(0);
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]).toContain('Subject: Retry me');
  [job] = await queuedJobs(database.url());
  expect(job).toBeUndefined();
});
