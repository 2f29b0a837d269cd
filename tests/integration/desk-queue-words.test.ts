// /ops/queue in words on a real job queue: a failed job says what it was for and for whom (the recipient masked),
// with the first line of its error and the whole of it (masked) for the folded part; the jobs waiting for another
// attempt are listed apart, the next due first; nothing of a payload but the masked recipient reaches the desk.
import { getDb, getPool } from '@/server/db/client';
import { TASK_WORDS } from '@/lib/ops/job-words';
import { deskQueueReport, listFailedJobs, listRetryingJobs } from '@/server/jobs/desk';
import { enqueueJob } from '@/server/jobs/queue';
import { taskList } from '@/server/jobs/tasks';
import { useTestDatabase } from '../helpers/test-db';

useTestDatabase();

const ERROR = "550 5.1.1 <asha.rao@example.com>: mailbox unavailable\n    at SMTPConnection._formatError (node_modules/nodemailer/lib/smtp-connection/index.js:798:19)\n    to +91 98123 45678";

/** The newest job, made to have failed `attempts` times, due `dueInSeconds` from now. */
async function fail(attempts: 'all' | number, dueInSeconds = 0): Promise<string> {
  const { rows } = await getPool().query<{ id: string }>(
    `update graphile_worker._private_jobs set attempts = coalesce($2::int, max_attempts), last_error = $1, run_at = now() + make_interval(secs => $3::int)
      where id = (select max(id) from graphile_worker._private_jobs) returning id::text`,
    [ERROR, attempts === 'all' ? null : attempts, dueInSeconds],
  );
  return rows[0]!.id;
}

test('every task of the worker has its words', () => {
  expect(Object.keys(TASK_WORDS).sort()).toEqual(Object.keys(taskList).sort());
});

test('a failed e-mail says which message it was and to whom (masked), with its error folded; its payload stays on the server', async () => {
  const offerId = '8d1e4c2a-0000-4000-8000-000000000001';
  await enqueueJob(getDb(), 'deliver-email', { to: 'asha.rao@example.com', subject: 'Your offer on 2 BHK · A-1204', html: '<p>Asha, your offer</p>', text: 'Asha, your offer' }, { maxAttempts: 3, jobKey: `offer-accepted-email:${offerId}` });
  const failedId = await fail('all');
  await enqueueJob(getDb(), 'send-message', { kind: 'contact-reply', data: { name: 'Asha Rao', reply: 'Hello' }, email: { to: 'asha.rao@example.com', key: 'contact-reply-email:r1' } } as never, { maxAttempts: 5 });
  const retryingId = await fail(2, 600);
  await enqueueJob(getDb(), 'send-visit-reminder', { visitId: '5c0ffee0-0000-4000-8000-000000000002', kind: '24h', visitStart: '2026-12-01T04:30:00.000Z' }, { maxAttempts: 5 });
  const dueSoonerId = await fail(1, 60);

  const failed = await listFailedJobs({});
  expect(failed.jobs.map((job) => job.id)).toEqual([failedId]);
  const [job] = failed.jobs;
  expect(job).toMatchObject({
    task: 'deliver-email',
    what: "An e-mail: the news that a tenant's offer was accepted",
    forWhom: 'as***@example.com',
    attempts: 3,
    maxAttempts: 3,
    lastError: '550 5.1.1 <[e-mail]>: mailbox unavailable',
  });
  expect(job!.fullError!.split('\n')).toEqual(['550 5.1.1 <[e-mail]>: mailbox unavailable', '    at SMTPConnection._formatError (node_modules/nodemailer/lib/smtp-connection/index.js:798:19)', '    to [phone]']);
  expect(JSON.stringify(failed)).not.toMatch(/asha\.rao@|98123|your offer|A-1204/i);

  // The retries, the next due first; neither list holds the other's jobs.
  const retrying = await listRetryingJobs();
  expect(retrying.more).toBe(false);
  expect(retrying.jobs.map((entry) => [entry.id, entry.what, entry.forWhom, entry.attempts, entry.maxAttempts])).toEqual([
    [dueSoonerId, 'Sending a visit reminder', 'the tenant of visit 5c0ffee0', 1, 5],
    [retryingId, "Preparing the desk's reply to a contact message", 'as***@example.com', 2, 5],
  ]);
  expect(retrying.jobs[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  expect(JSON.stringify(retrying)).not.toMatch(/asha\.rao@|Hello/);
  expect((await listRetryingJobs({ task: 'send-message' })).jobs.map((entry) => entry.id)).toEqual([retryingId]);

  // The report by task folds the whole (masked) error too.
  const report = await deskQueueReport();
  const email = report.tasks.find((row) => row.task === 'deliver-email')!;
  expect(email).toMatchObject({ failedForGood: 1, lastError: '550 5.1.1 <[e-mail]>: mailbox unavailable' });
  expect(email.fullError).toContain('    to [phone]');
  expect(JSON.stringify(report)).not.toMatch(/asha\.rao@|98123/);
});

test('a periodic job is for nobody in particular; a task an older release queued keeps its own name', async () => {
  await enqueueJob(getDb(), 'purge-retention', {}, { maxAttempts: 1 });
  const purgeId = await fail('all');
  await getPool().query(`select graphile_worker.add_job('an-old-task', '{}'::json, max_attempts => 1)`);
  const oldId = await fail('all');
  const jobs = (await listFailedJobs({})).jobs;
  expect(jobs.find((job) => job.id === purgeId)).toMatchObject({ what: 'Removing data past its retention', forWhom: null });
  expect(jobs.find((job) => job.id === oldId)).toMatchObject({ what: 'an-old-task', forWhom: null });
});
