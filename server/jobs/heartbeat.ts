import 'server-only';
import { hostname } from 'node:os';
import type { Pool } from 'pg';

// Liveness of job-worker pools (table job_worker_heartbeats). graphile-worker locks a job under its pool's id
// and only releases a dead pool's lock after 4 hours; every pool therefore records a heartbeat under that id,
// and any worker process releases the jobs of ids that stopped beating through graphile-worker's own
// force_unlock_workers (never by editing job rows), so they run again within minutes.

export async function recordHeartbeat(pool: Pool, workerId: string): Promise<void> {
  await pool.query(
    `insert into job_worker_heartbeats (worker_id, host, pid) values ($1, $2, $3)
     on conflict (worker_id) do update set beat_at = now()`,
    [workerId, hostname(), process.pid],
  );
}

export async function forgetHeartbeat(pool: Pool, workerId: string): Promise<void> {
  await pool.query('delete from job_worker_heartbeats where worker_id = $1', [workerId]);
}

/** Releases the jobs (and job queues) locked by these pools so that another worker takes them. */
export async function forceUnlockWorkers(pool: Pool, workerIds: string[]): Promise<void> {
  if (workerIds.length) await pool.query('select graphile_worker.force_unlock_workers($1::text[])', [workerIds]);
}

/**
 * Pools holding a job for longer than `recoverySeconds` whose heartbeat is older than that (or was never
 * written: a pool that died before its first beat). A live pool beats every few seconds, so a long job of a
 * live pool is never taken from it.
 */
export async function deadWorkerIds(pool: Pool, recoverySeconds: number): Promise<string[]> {
  const { rows } = await pool.query<{ locked_by: string }>(
    `select distinct jobs.locked_by
       from graphile_worker.jobs
       left join job_worker_heartbeats beats on beats.worker_id = jobs.locked_by
      where jobs.locked_by is not null
        and jobs.locked_at < now() - make_interval(secs => $1)
        and (beats.beat_at is null or beats.beat_at < now() - make_interval(secs => $1))`,
    [recoverySeconds],
  );
  return rows.map((row) => row.locked_by);
}

/** Releases the jobs of dead pools and forgets their heartbeats; returns the ids released. */
export async function releaseDeadWorkers(pool: Pool, recoverySeconds: number): Promise<string[]> {
  const dead = await deadWorkerIds(pool, recoverySeconds);
  await forceUnlockWorkers(pool, dead);
  await pool.query(`delete from job_worker_heartbeats where beat_at < now() - make_interval(secs => $1)`, [Math.max(recoverySeconds, 3600)]);
  return dead;
}
