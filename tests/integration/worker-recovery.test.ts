// Jobs survive the worker's end: a SIGTERM (a deploy) lets the running job finish and leaves nothing locked; a
// worker killed with kill -9 mid-job has its job run again by another worker within the recovery window
// (heartbeats + graphile-worker's force_unlock_workers), not after the library's 4 hours. Short heartbeat and
// recovery windows (set by env) keep the test bounded.
import { getDb } from '@/server/db/client';
import { resetEnvCacheForTests } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import { SupervisedWorker, workerSettings } from '@/server/jobs/worker';
import { queuedJobs } from '../helpers/jobs';
import { createSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { useTestDatabase } from '../helpers/test-db';
import { lockedJobs, query, spawnWorkerProcess, waitFor, type WorkerProcess } from '../helpers/worker-process';

jest.setTimeout(180_000);

const database = useTestDatabase();
let smtp: SmtpStandIn;
const children: WorkerProcess[] = [];
const savedSmtp = process.env.SMTP_URL;

beforeAll(async () => {
  smtp = await createSmtpStandIn();
  await smtp.start();
});

afterAll(async () => {
  for (const child of children) {
    child.signal('SIGKILL');
    await child.exited;
  }
  await smtp.stop();
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
  resetEnvCacheForTests();
});

const FAST = { JOB_HEARTBEAT_SECONDS: '0.5', JOB_RECOVERY_SECONDS: '3', JOB_STOP_TIMEOUT_SECONDS: '60' };

function startWorkerProcess(): WorkerProcess {
  const worker = spawnWorkerProcess({ ...FAST, DATABASE_URL: database.url(), SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  children.push(worker);
  return worker;
}

const email = (subject: string) => ({ to: 'asha@example.com', subject, html: `<p>${subject}</p>`, text: subject });
const delivered = (subject: string) => smtp.messages.filter((message) => message.includes(`Subject: ${subject}`)).length;

test('SIGTERM while a job is sending: the job finishes, the worker stops, nothing stays locked', async () => {
  smtp.hold = true;
  await enqueueJob(getDb(), 'deliver-email', email('Graceful stop'));
  const worker = startWorkerProcess();
  // Generous: the process compiles TypeScript on start (tsx), which takes seconds on a busy machine.
  await waitFor('the worker to be inside the SMTP call', () => smtp.held.length === 1, 90_000, worker.output);
  expect(await lockedJobs(database.url())).toHaveLength(1);

  // SIGTERM to npm's own process, as a process manager sends it.
  process.kill(worker.child.pid!, 'SIGTERM');
  await waitFor('the worker to start stopping', () => worker.output().includes('"signal":"SIGTERM"'), 10_000, worker.output);
  // Still running its job: a graceful stop waits for it instead of abandoning the lock.
  expect(worker.child.exitCode).toBeNull();
  smtp.hold = false;
  smtp.releaseHeld();

  // npm ends only after the worker has stopped (its script execs the wrappers, which wait for their child), with
  // the worker's exit code.
  expect(await worker.exited).toBe(0);
  expect(worker.output()).toContain('"msg":"worker stopped"');
  expect(delivered('Graceful stop')).toBe(1);
  expect(await queuedJobs(database.url())).toEqual([]);
  expect(await lockedJobs(database.url())).toEqual([]);
  expect(await query(database.url(), 'select worker_id from job_worker_heartbeats')).toEqual([]);
});

test('kill -9 mid-job: another worker runs the job again within the recovery window', async () => {
  smtp.hold = true;
  const heldBefore = smtp.held.length;
  await enqueueJob(getDb(), 'deliver-email', email('After a crash'));
  const worker = startWorkerProcess();
  await waitFor('the worker to be inside the SMTP call', () => smtp.held.length === heldBefore + 1, 90_000, worker.output);
  const [locked] = await lockedJobs(database.url());
  expect(locked?.task_identifier).toBe('deliver-email');
  await waitFor('a heartbeat of the worker', async () => (await query(database.url(), 'select 1 from job_worker_heartbeats where worker_id = $1', [locked!.locked_by])).length, 10_000);

  worker.signal('SIGKILL');
  await worker.exited;
  smtp.hold = false;
  expect(delivered('After a crash')).toBe(0);
  // The job is still locked by the dead pool: graphile-worker alone would leave it for 4 hours.
  expect((await lockedJobs(database.url())).map((job) => job.locked_by)).toEqual([locked!.locked_by]);

  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  resetEnvCacheForTests();
  const survivor = new SupervisedWorker(database.url(), { concurrency: 1, heartbeatMs: 500, recoverySeconds: 3, stopTimeoutMs: 5000, connectTimeoutMs: 1000 });
  await survivor.start();
  try {
    // Bounded well below anything but the recovery window (3 s, plus a heartbeat and a poll).
    await waitFor('the job to run again', () => delivered('After a crash') === 1, 30_000);
    await waitFor('the queue to be empty', async () => (await queuedJobs(database.url())).length === 0, 10_000);
    expect(await lockedJobs(database.url())).toEqual([]);
  } finally {
    await survivor.stop();
  }
});

test('kill -9 mid-job with the default heartbeat settings: the job runs again within 30 s of the kill', async () => {
  smtp.hold = true;
  const heldBefore = smtp.held.length;
  await enqueueJob(getDb(), 'deliver-email', email('Within thirty seconds'));
  // The production defaults (JOB_HEARTBEAT_SECONDS 3, JOB_RECOVERY_SECONDS 15), not the fast ones above.
  const worker = spawnWorkerProcess({ DATABASE_URL: database.url(), SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  children.push(worker);
  await waitFor('the worker to be inside the SMTP call', () => smtp.held.length === heldBefore + 1, 90_000, worker.output);
  const [locked] = await lockedJobs(database.url());
  await waitFor('a heartbeat of the worker', async () => (await query(database.url(), 'select 1 from job_worker_heartbeats where worker_id = $1', [locked!.locked_by])).length, 10_000);

  worker.signal('SIGKILL');
  await worker.exited;
  const killedAt = Date.now();
  smtp.hold = false;

  // A new worker process comes up (as a process manager restarts one), with the defaults too.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  delete process.env.JOB_HEARTBEAT_SECONDS;
  delete process.env.JOB_RECOVERY_SECONDS;
  resetEnvCacheForTests();
  const survivor = new SupervisedWorker(database.url(), workerSettings(1));
  await survivor.start();
  try {
    await waitFor('the job to run again', () => delivered('Within thirty seconds') === 1, 30_000 - (Date.now() - killedAt));
    console.log(`[test] the killed worker's job ran again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
  } finally {
    await survivor.stop();
  }
});
