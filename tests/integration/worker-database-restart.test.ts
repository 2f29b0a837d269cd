// `npm run worker` keeps running through a PostgreSQL restart and delivers afterwards. The database is an embedded
// PostgreSQL of the test's own (separate data directory and port, in a child process) that the test stops (fast
// shutdown: the worker's sessions are cut with 57P01) and starts again.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase } from '@/server/db/migrate';
import { restartablePostgres } from '../helpers/restartable-postgres';
import { freePort } from '../../scripts/lib/free-port';
import { query, spawnWorkerProcess, waitFor, type WorkerProcess } from '../helpers/worker-process';

jest.setTimeout(240_000);

let root = '';
let port = 0;
let worker: WorkerProcess | undefined;
let url = '';

const database = restartablePostgres(() => root, () => port);
const startDatabase = () => database.start();
const stopDatabase = () => database.stop();

const addEmailJob = (subject: string) =>
  query(url, `select graphile_worker.add_job('deliver-email', $1::json)`, [JSON.stringify({ to: 'asha@example.com', subject, html: `<p>${subject}</p>`, text: subject })]);
const inOutbox = async (subject: string) => (await query(url, 'select 1 from outbox_messages where subject = $1', [subject])).length;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ghomes-worker-restart-'));
  chmodSync(root, 0o755); // as root, PostgreSQL runs as the `postgres` user and must reach its directory
  port = await freePort();
  url = await startDatabase();
  await migrateDatabase(url);
});

afterAll(async () => {
  worker?.signal('SIGKILL');
  await worker?.exited;
  await stopDatabase();
  rmSync(root, { recursive: true, force: true });
});

test('npm run worker survives a PostgreSQL restart and delivers afterwards', async () => {
  worker = spawnWorkerProcess({ DATABASE_URL: url, SMTP_URL: '', JOB_HEARTBEAT_SECONDS: '0.5', JOB_RECOVERY_SECONDS: '3' });
  await addEmailJob('Before the restart');
  await waitFor('the first delivery', () => inOutbox('Before the restart'), 90_000, worker.output);

  await stopDatabase();
  // The worker has noticed: its heartbeat or its pool reported the lost database.
  await waitFor('the worker to notice the outage', () => /heartbeat failed|client error|worker pool stopped|could not start/.test(worker!.output()), 20_000, worker.output);
  expect(worker.child.exitCode).toBeNull();

  await startDatabase();
  await addEmailJob('After the restart');
  await waitFor('the delivery after the restart', () => inOutbox('After the restart'), 90_000, worker.output);
  expect(worker.child.exitCode).toBeNull();
  expect(worker.output()).not.toMatch(/unhandled|uncaughtException/i);
  expect(await query(url, 'select id from graphile_worker.jobs')).toEqual([]);

  worker.signal('SIGTERM');
  await worker.exited;
  await waitFor('the worker to stop cleanly', () => worker!.output().includes('"msg":"worker stopped"'), 20_000, worker.output);
});
