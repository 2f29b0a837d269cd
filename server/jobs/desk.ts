import 'server-only';
import { sql } from 'drizzle-orm';
import { describeJob } from '@/lib/ops/job-words';
import { fullJobError, shownJobError } from '@/lib/ops/personal-data-mask';
import { OPS_ADMIN_MESSAGES } from '@/lib/validation/ops-admin';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { getDb, getPool } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { AppError, notFound } from '@/server/http/errors';
import { queueReport, type QueueReport } from './queue-report';

// /ops/queue: the same report as `npm run jobs`, the jobs that failed for good, the jobs waiting for another
// attempt, and 'Retry'. What the desk shows of a job is what it was for and for whom in words (lib/ops/job-words.ts:
// the recipient masked), its task, id, attempts and its last error with e-mail addresses and phone numbers masked
// (lib/ops/personal-data-mask.ts); never its payload, which is read here and stays here.

export const FAILED_JOBS_PAGE = 25;
export const RETRYING_JOBS_SHOWN = 25;

export interface DeskJob {
  id: string;
  task: string;
  /** What the job was for, in words ('An e-mail: the answer to a tenant's offer'). */
  what: string;
  /** For whom, masked, or the record it is about; null for a periodic job. */
  forWhom: string | null;
  attempts: number;
  maxAttempts: number;
  /** When it was last tried. */
  failedAt: Date;
  /** The first line of the last error, masked and cut to a readable length. */
  lastError: string | null;
  /** The whole last error, masked, for the folded part. */
  fullError: string | null;
}

export interface RetryingJob extends DeskJob {
  /** When the next attempt is due. */
  nextAttemptAt: Date;
}

type JobRow = { id: string; task: string; key: string | null; payload: unknown; attempts: number; max_attempts: number; updated_at: Date; run_at: Date; last_error: string | null };

// graphile-worker's public `jobs` view leaves the payload out: the private table holds it (read here only, to put
// what a job was for into words).
const JOB_COLUMNS = 'j.id::text, t.identifier as task, j.key, j.payload, j.attempts, j.max_attempts, j.updated_at, j.run_at, j.last_error';
const JOBS = 'graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id';

function deskJob(row: JobRow): DeskJob {
  return {
    id: row.id,
    task: row.task,
    ...describeJob(row.task, row.key, row.payload),
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    failedAt: row.updated_at,
    lastError: shownJobError(row.last_error),
    fullError: fullJobError(row.last_error),
  };
}

export type DeskQueueReport = Omit<QueueReport, 'tasks'> & { tasks: (QueueReport['tasks'][number] & { fullError: string | null })[] };

/** The report by task (errors masked: the first line, and the whole for the folded part) and the backlog's age, as `npm run jobs` prints them. */
export async function deskQueueReport(): Promise<DeskQueueReport> {
  const report = await queueReport(getPool(), getEnv().JOB_RECOVERY_SECONDS);
  return { ...report, tasks: report.tasks.map((task) => ({ ...task, lastError: shownJobError(task.lastError), fullError: fullJobError(task.lastError) })) };
}

/** Jobs that used every attempt, newest first, one page (keyset on id: `beforeId` is the last id shown). */
export async function listFailedJobs(page: { beforeId?: string; task?: string }): Promise<{ jobs: DeskJob[]; nextBeforeId: string | null }> {
  const { rows } = await getPool().query<JobRow>(
    `select ${JOB_COLUMNS} from ${JOBS}
      where j.attempts >= j.max_attempts and j.locked_by is null
        and ($1::bigint is null or j.id < $1::bigint) and ($2::text is null or t.identifier = $2::text)
      order by j.id desc limit $3`,
    [page.beforeId ?? null, page.task ?? null, FAILED_JOBS_PAGE + 1],
  );
  const jobs = rows.slice(0, FAILED_JOBS_PAGE).map(deskJob);
  return { jobs, nextBeforeId: rows.length > FAILED_JOBS_PAGE ? jobs.at(-1)!.id : null };
}

/**
 * Jobs that failed and wait for another attempt (the queue's backoff), the next due first: at most
 * RETRYING_JOBS_SHOWN, and whether there are more.
 */
export async function listRetryingJobs(page: { task?: string } = {}): Promise<{ jobs: RetryingJob[]; more: boolean }> {
  const { rows } = await getPool().query<JobRow>(
    `select ${JOB_COLUMNS} from ${JOBS}
      where j.attempts > 0 and j.attempts < j.max_attempts and j.locked_by is null and ($1::text is null or t.identifier = $1::text)
      order by j.run_at, j.id limit $2`,
    [page.task ?? null, RETRYING_JOBS_SHOWN + 1],
  );
  return { jobs: rows.slice(0, RETRYING_JOBS_SHOWN).map((row) => ({ ...deskJob(row), nextAttemptAt: row.run_at })), more: rows.length > RETRYING_JOBS_SHOWN };
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
