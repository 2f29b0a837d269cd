// Not 'server-only': `npm run jobs` runs it outside Next. Reads graphile-worker's public `jobs` view and the
// heartbeats; changes nothing.
import type { Pool } from 'pg';

/** A runnable job older than this means deliveries are late (no worker, or workers overwhelmed). */
export const BACKLOG_LATE_SECONDS = 300;

export interface TaskQueueRow {
  task: string;
  /** Due now, waiting for a worker. */
  runnable: number;
  /** Waiting for their run_at (a retry's backoff, a digest's delay). */
  scheduled: number;
  /** Locked by a worker pool that is beating. */
  running: number;
  /** Locked by a pool whose heartbeat stopped: released after JOB_RECOVERY_SECONDS. */
  lockedByDeadWorker: number;
  /** Used every attempt: graphile-worker keeps them, never runs them again. */
  failedForGood: number;
  lastError: string | null;
}

export interface QueueReport {
  tasks: TaskQueueRow[];
  oldestRunnableSeconds: number | null;
}

export async function queueReport(pool: Pool, recoverySeconds = 60): Promise<QueueReport> {
  const { rows } = await pool.query<{
    task: string;
    runnable: string;
    scheduled: string;
    running: string;
    dead: string;
    failed: string;
    last_error: string | null;
  }>(
    `with classified as (
       select jobs.task_identifier as task, jobs.last_error, jobs.updated_at,
              case
                when jobs.attempts >= jobs.max_attempts and jobs.locked_by is null then 'failed'
                when jobs.locked_by is not null and beats.beat_at > now() - make_interval(secs => $1) then 'running'
                when jobs.locked_by is not null then 'dead'
                when jobs.run_at <= now() then 'runnable'
                else 'scheduled'
              end as state
         from graphile_worker.jobs
         left join job_worker_heartbeats beats on beats.worker_id = jobs.locked_by
     )
     select task,
            count(*) filter (where state = 'runnable') as runnable,
            count(*) filter (where state = 'scheduled') as scheduled,
            count(*) filter (where state = 'running') as running,
            count(*) filter (where state = 'dead') as dead,
            count(*) filter (where state = 'failed') as failed,
            (array_agg(last_error order by updated_at desc) filter (where last_error is not null))[1] as last_error
       from classified group by task order by task`,
    [recoverySeconds],
  );
  const oldest = await oldestRunnableSeconds(pool);
  return {
    tasks: rows.map((row) => ({
      task: row.task,
      runnable: Number(row.runnable),
      scheduled: Number(row.scheduled),
      running: Number(row.running),
      lockedByDeadWorker: Number(row.dead),
      failedForGood: Number(row.failed),
      lastError: row.last_error,
    })),
    oldestRunnableSeconds: oldest,
  };
}

/** Seconds the oldest job that is due and not locked has been waiting; null when none is. */
export async function oldestRunnableSeconds(pool: Pick<Pool, 'query'>): Promise<number | null> {
  const { rows } = await pool.query<{ seconds: number | null }>(
    `select extract(epoch from now() - min(run_at))::float8 as seconds from graphile_worker.jobs
      where locked_by is null and run_at <= now() and attempts < max_attempts`,
  );
  return rows[0]?.seconds == null ? null : Math.round(rows[0].seconds);
}
