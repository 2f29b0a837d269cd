import 'server-only';
import { getPool } from '@/server/db/client';
import { metrics } from './registry';

// The queue as /metrics reports it, read from graphile_worker when Prometheus scrapes (every instance reads the
// same queue, so every instance reports the same figures: alert on max(), not sum(); docs/operations.md).

interface TaskRow {
  task: string;
  runnable: string;
  oldest: number | null;
  failed: string;
}

export async function refreshQueueGauges(): Promise<void> {
  const { rows } = await getPool().query<TaskRow>(
    `select task_identifier as task,
            count(*) filter (where locked_by is null and run_at <= now() and attempts < max_attempts) as runnable,
            extract(epoch from now() - min(run_at) filter (where locked_by is null and run_at <= now() and attempts < max_attempts))::float8 as oldest,
            count(*) filter (where attempts >= max_attempts and locked_by is null) as failed
       from graphile_worker.jobs group by task_identifier`,
  );
  const { queueDepth, queueOldest, queueFailed } = metrics();
  // A task whose jobs are all gone reads 0 rather than its last value.
  queueDepth.reset();
  queueOldest.reset();
  queueFailed.reset();
  for (const row of rows) {
    queueDepth.set({ task: row.task }, Number(row.runnable));
    queueOldest.set({ task: row.task }, Math.max(0, row.oldest ?? 0));
    queueFailed.set({ task: row.task }, Number(row.failed));
  }
}
