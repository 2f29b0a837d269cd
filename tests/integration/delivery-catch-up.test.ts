// Deliveries catch up when their provider comes back: after an SMTP outage long enough that the waiting e-mails'
// retries are hours apart (graphile-worker's backoff), the worker's provider probe makes them due as soon as the
// SMTP server answers, and every one goes within 60 s of its return. A provider that answers while a message
// keeps failing (a refusal of that message) wakes nothing.
import { getDb } from '@/server/db/client';
import { resetEnvCacheForTests } from '@/server/env';
import { DeliveryProbe, waitingRetries } from '@/server/jobs/delivery-probe';
import { enqueueJob } from '@/server/jobs/queue';
import { SupervisedWorker, workerSettings } from '@/server/jobs/worker';
import { Pool } from 'pg';
import { createSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { useTestDatabase } from '../helpers/test-db';
import { query, waitFor } from '../helpers/worker-process';

jest.setTimeout(180_000);

const database = useTestDatabase();
let smtp: SmtpStandIn;
const savedSmtp = process.env.SMTP_URL;

beforeAll(async () => {
  smtp = await createSmtpStandIn();
});

afterAll(async () => {
  await smtp.stop();
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
  resetEnvCacheForTests();
});

const waiting = () =>
  query<{ id: string; attempts: number; run_at: Date }>(database.url(), "select id, attempts, run_at from graphile_worker.jobs where task_identifier = 'deliver-email'");

test('after an SMTP outage every waiting e-mail goes within 60 s of the server coming back, whatever its backoff', async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  resetEnvCacheForTests();
  for (let index = 1; index <= 20; index += 1) {
    await enqueueJob(getDb(), 'deliver-email', { to: `guest${index}@example.com`, subject: `Waiting ${index}`, html: '<p>Hi</p>', text: 'Hi' });
  }
  // The SMTP server is down: the worker (production settings) fails every delivery.
  const worker = new SupervisedWorker(database.url(), workerSettings(2));
  await worker.start();
  try {
    await waitFor('every delivery to have failed once', async () => (await waiting()).every((job) => job.attempts >= 1), 60_000);
    // A long outage: the deliveries have failed eight times, their next attempt is e^8 s = 50 minutes away.
    const ids = (await waiting()).map((job) => job.id);
    await query(database.url(), "select graphile_worker.reschedule_jobs($1::bigint[], run_at := now() + interval '50 minutes', attempts := 8)", [ids]);
    expect((await waiting()).every((job) => job.run_at.getTime() > Date.now() + 40 * 60_000)).toBe(true);

    await smtp.start();
    const back = Date.now();
    await waitFor('all 20 e-mails to be delivered', () => smtp.messages.length === 20, 60_000);
    console.log(`[test] 20 waiting e-mails delivered ${((Date.now() - back) / 1000).toFixed(1)} s after the SMTP server came back`);
    await waitFor('the queue to be empty', async () => (await waiting()).length === 0, 10_000);
  } finally {
    await worker.stop();
    await smtp.stop();
  }
});

test('the probe wakes waiting deliveries once per return of the provider, not while a message keeps failing', async () => {
  await enqueueJob(getDb(), 'deliver-email', { to: 'refused@example.com', subject: 'Refused', html: '<p>x</p>', text: 'x' });
  const [job] = await query<{ id: string }>(database.url(), "select id from graphile_worker.jobs where task_identifier = 'deliver-email'");
  const fail = () => query(database.url(), "select graphile_worker.reschedule_jobs($1::bigint[], run_at := now() + interval '1 hour', attempts := 5)", [[job!.id]]);
  await fail();
  let answers = false;
  const probe = new DeliveryProbe([{ task: 'deliver-email', probe: async () => answers }]);
  const pool = new Pool({ connectionString: database.url() });
  try {
    expect(await probe.run(pool)).toBe(0); // down: nothing to wake
    answers = true;
    expect(await probe.run(pool)).toBe(1); // back: the waiting delivery is due now
    expect(await waitingRetries(pool, 'deliver-email')).toEqual([]);
    await fail(); // it failed again although the provider answers: a refusal of this message
    expect(await probe.run(pool)).toBe(0);
    expect(await waitingRetries(pool, 'deliver-email')).toEqual([job!.id]);
  } finally {
    await pool.end();
  }
});
