import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { currentLogContext } from '@/server/log/logger';
import type { JobPayloads, JobName } from './payloads';

// Enqueueing (docs/decisions.md "Background work"): a job is added with graphile_worker.add_job() on the SAME
// executor as the action it belongs to. Inside a transaction the job commits or rolls back with the booking
// or offer, so a job exists exactly when its action does, and the request never waits for a provider.

/**
 * The request id of the request (or job) that queued a job travels as one of the job's flags ('rid:<id>'), beside
 * the payload rather than in it: the worker's lines for the job carry it (observed-task.ts). This app's workers
 * forbid no flags, so a flag changes nothing about when the job runs.
 */
export const REQUEST_ID_FLAG = 'rid:';

export interface EnqueueOptions {
  /** A job with the same key replaces a pending one instead of adding another (graphile-worker job_key). */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** graphile-worker runs lower numbers first (default 0): a code someone is waiting for goes before a backlog. */
  priority?: number;
}

export async function enqueueJob<Name extends JobName>(
  executor: Executor,
  name: Name,
  payload: JobPayloads[Name],
  options: EnqueueOptions = {},
): Promise<void> {
  await executor.execute(sql`
    select graphile_worker.add_job(
      identifier => ${name}::text,
      payload => ${JSON.stringify(payload)}::json,
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? null}::int,
      job_key => ${options.jobKey ?? null}::text,
      priority => ${options.priority ?? null}::int,
      flags => ${requestIdFlags()}::text[]
    )`);
}

/** The job's flags: the request id of the context it was queued in, as a PostgreSQL array literal (or null). */
function requestIdFlags(): string | null {
  const requestId = currentLogContext()?.requestId;
  return requestId ? `{"${REQUEST_ID_FLAG}${requestId}"}` : null;
}
