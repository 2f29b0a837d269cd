// What operators see of the queue: `npm run jobs`'s report by task (runnable, failed for good with its last
// error) and the health endpoint's backlog line (in the body; the status stays 200 for the load balancer).
import { GET as health } from '@/app/api/health/route';
import { getDb, getPool } from '@/server/db/client';
import { resetEnvCacheForTests } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import { queueReport } from '@/server/jobs/queue-report';
import { runDueJobs } from '../helpers/jobs';
import { freePort } from '../../scripts/lib/free-port';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase();
const savedSmtp = process.env.SMTP_URL;

afterAll(() => {
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
  resetEnvCacheForTests();
});

const email = (subject: string) => ({ to: 'ops@example.com', subject, html: `<p>${subject}</p>`, text: subject });

test('an empty queue: health ok with no backlog', async () => {
  const response = await health();
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', jobs: { backlog: 'ok', oldest_runnable_seconds: null } });
});

test('a job failed for good is listed with its last error; a runnable job waiting for 10 minutes makes the backlog late', async () => {
  // SMTP on a port nobody listens on: the one attempt fails.
  process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
  resetEnvCacheForTests();
  await enqueueJob(getDb(), 'deliver-email', email('Never delivered'), { maxAttempts: 1 });
  await runDueJobs(database.url());

  await enqueueJob(getDb(), 'deliver-whatsapp', { to: '+919812345678', userId: '00000000-0000-4000-8000-000000000000', body: 'Waiting' }, { runAt: new Date(Date.now() - 10 * 60_000) });
  const report = await queueReport(getPool());
  expect(report.tasks).toEqual([
    expect.objectContaining({ task: 'deliver-email', runnable: 0, failedForGood: 1, lastError: expect.stringMatching(/ECONNREFUSED/) }),
    expect.objectContaining({ task: 'deliver-whatsapp', runnable: 1, failedForGood: 0, running: 0, lockedByDeadWorker: 0 }),
  ]);
  expect(report.oldestRunnableSeconds).toBeGreaterThanOrEqual(600);

  const response = await health();
  expect(response.status).toBe(200);
  const body = (await response.json()) as { jobs: { backlog: string; oldest_runnable_seconds: number } };
  expect(body.jobs.backlog).toBe('late');
  expect(body.jobs.oldest_runnable_seconds).toBeGreaterThanOrEqual(600);
});
