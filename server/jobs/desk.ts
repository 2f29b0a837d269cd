import 'server-only';
import { sql } from 'drizzle-orm';
import { shownJobError } from '@/lib/ops/personal-data-mask';
import { OPS_ADMIN_MESSAGES } from '@/lib/validation/ops-admin';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { getDb, getPool } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { AppError, notFound } from '@/server/http/errors';
import { queueReport, type QueueReport } from './queue-report';

// /ops/queue: the same report as `npm run jobs`, the jobs that failed for good, and 'Retry'. What the desk shows
// of a job is its task, id, attempts and its last error with e-mail addresses and phone numbers masked
// (lib/ops/personal-data-mask.ts); never its payload, which names the recipient.

export const FAILED_JOBS_PAGE = 25;

export interface FailedJob {
  id: string;
  task: string;
  attempts: number;
  failedAt: Date;
  lastError: string | null;
}

/** The report by task (errors masked) and the backlog's age, as `npm run jobs` prints them. */
export async function deskQueueReport(): Promise<QueueReport> {
  const report = await queueReport(getPool(), getEnv().JOB_RECOVERY_SECONDS);
  return { ...report, tasks: report.tasks.map((task) => ({ ...task, lastError: shownJobError(task.lastError) })) };
}

/** Jobs that used every attempt, newest first, one page (keyset on id: `beforeId` is the last id shown). */
export async function listFailedJobs(page: { beforeId?: string; task?: string }): Promise<{ jobs: FailedJob[]; nextBeforeId: string | null }> {
  const { rows } = await getPool().query<{ id: string; task: string; attempts: number; updated_at: Date; last_error: string | null }>(
    `select id::text, task_identifier as task, attempts, updated_at, last_error from graphile_worker.jobs
      where attempts >= max_attempts and locked_by is null
        and ($1::bigint is null or id < $1::bigint) and ($2::text is null or task_identifier = $2::text)
      order by id desc limit $3`,
    [page.beforeId ?? null, page.task ?? null, FAILED_JOBS_PAGE + 1],
  );
  const jobs = rows.slice(0, FAILED_JOBS_PAGE).map((row) => ({ id: row.id, task: row.task, attempts: row.attempts, failedAt: row.updated_at, lastError: shownJobError(row.last_error) }));
  return { jobs, nextBeforeId: rows.length > FAILED_JOBS_PAGE ? jobs.at(-1)!.id : null };
}

/**
 * 'Retry' on a job that failed for good: its attempts start again from zero and it is due now, so the next free
 * worker runs it (graphile-worker's reschedule_jobs, as workerUtils.rescheduleJobs calls it). Audited as
 * `job.retry` in the same transaction. A job that has not failed for good (still retrying, running, or gone) is
 * a 409 or a 404, and nothing changes.
 */
export async function retryFailedJob(actor: AuditActor, jobId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const found = await tx.execute<{ task: string; attempts: number; max_attempts: number; locked: boolean }>(sql`
      select task_identifier as task, attempts, max_attempts, locked_by is not null as locked
        from graphile_worker.jobs where id = ${jobId}::bigint`);
    const job = found.rows[0];
    if (!job) throw notFound(OPS_ADMIN_MESSAGES.jobNotFound);
    if (job.locked || job.attempts < job.max_attempts) throw new AppError('not_failed', 'This job has not failed for good: it is still being tried.', 409);
    const retried = await tx.execute(sql`select id from graphile_worker.reschedule_jobs(array[${jobId}::bigint], run_at := now(), attempts := 0)`);
    if (!retried.rows.length) throw new AppError('not_failed', 'This job has not failed for good: it is still being tried.', 409);
    await recordAudit(tx, actor, {
      action: 'job.retry',
      table: 'graphile_worker.jobs',
      rowId: jobId,
      before: { task: job.task, attempts: job.attempts, max_attempts: job.max_attempts },
      after: { task: job.task, attempts: 0, max_attempts: job.max_attempts },
    });
  });
}
