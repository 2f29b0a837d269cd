// Job-queue helpers for integration tests: run every job that is due now, read what is queued.
import { Logger, runOnce } from 'graphile-worker';
import { Client } from 'pg';
import { taskList } from '@/server/jobs/tasks';

const silent = new Logger(() => () => undefined);

/** Runs the jobs due now once each (failures are recorded on the job and scheduled for a retry, as in production). */
export async function runDueJobs(databaseUrl: string, only?: readonly string[]): Promise<void> {
  // A worker only takes jobs of the tasks it knows: `only` leaves the other tasks' jobs in the queue.
  const tasks = only ? Object.fromEntries(Object.entries(taskList).filter(([name]) => only.includes(name))) : taskList;
  // Unbatched, the library marks a job done without waiting for it, so runOnce could return while the job still
  // looked taken; batched (as the product's worker runs), the pool waits for every outcome before it stops.
  const preset = { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } };
  await runOnce({ connectionString: databaseUrl, taskList: tasks, logger: silent, noHandleSignals: true, preset });
}

export interface QueuedJob {
  task_identifier: string;
  payload: Record<string, unknown>;
  attempts: number;
  last_error: string | null;
}

export async function queuedJobs(databaseUrl: string): Promise<QueuedJob[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<QueuedJob>(
      `select t.identifier as task_identifier, j.payload, j.attempts, j.last_error
       from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id order by j.id`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Makes failed jobs due again now, instead of waiting out their backoff. */
export async function makeRetriesDue(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("update graphile_worker._private_jobs set run_at = now() - interval '1 second' where attempts > 0");
  } finally {
    await client.end();
  }
}
