// The job worker as its own process (`npm run worker`'s command without the database wrapper) for the benchmarks:
// the web server runs with WORKER=off, so a benchmark can say whether the worker runs while it measures.
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';


export interface WorkerControl {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The newest job id now, to count what is enqueued after it. */
  lastJobId(): Promise<number>;
  /** Jobs enqueued after `afterId` that are still waiting or running (graphile_worker's private table). */
  pendingJobs(afterId: number): Promise<number>;
}

export function workerControl(databaseUrl: string, log: (message: string) => void): WorkerControl {
  let child: ChildProcess | null = null;

  async function stop(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.pid === undefined) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    process.kill(-running.pid, 'SIGTERM');
    const timer = setTimeout(() => running.exitCode === null && running.pid && process.kill(-running.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  async function query(text: string, values: unknown[] = []): Promise<number> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>(text, values)).rows[0]!.n);
    } finally {
      await client.end();
    }
  }

  const lastJobId = () => query('select coalesce(max(id), 0) as n from graphile_worker._private_jobs');
  const pendingJobs = (afterId: number) => query('select count(*) as n from graphile_worker._private_jobs where id > $1', [afterId]);

  /**
   * A worker stopped mid-job leaves the job locked for four hours (graphile-worker's own recovery). No worker runs
   * against the benchmark database while this one starts (the server has WORKER=off), so release such locks.
   */
  const releaseAbandonedLocks = () =>
    query("with released as (update graphile_worker._private_jobs set locked_at = null, locked_by = null where locked_at is not null returning 1) select count(*) as n from released");

  async function start(): Promise<void> {
    if (child) return;
    const released = await releaseAbandonedLocks();
    log(`starting the job worker (npm run worker)${released ? `; released ${released} job(s) a stopped worker had locked` : ''}`);
    child = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.scripts.json', '--require', './scripts/lib/server-only-outside-next.cjs', 'scripts/worker.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', DEV_OUTBOX: 'on' },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    // Ready once graphile-worker says it is looking for jobs: a job enqueued from then on is picked up.
    const started = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the worker did not start within 60 s')), 60_000);
      started.once('exit', (code) => reject(new Error(`the worker exited with code ${code}`)));
      started.stdout!.on('data', (chunk: Buffer) => {
        if (/looking for jobs/i.test(chunk.toString())) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    if (child.exitCode !== null) throw new Error(`the worker exited with code ${child.exitCode}`);
  }

  return { start, stop, lastJobId, pendingJobs };
}
