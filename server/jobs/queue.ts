import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/auth/users';
import type { JobPayloads, JobName } from './payloads';

// Enqueueing (docs/decisions.md "Background work"): a job is added with graphile_worker.add_job() on the SAME
// executor as the action it belongs to. Inside a transaction the job commits or rolls back with the booking
// or offer, so a job exists exactly when its action does, and the request never waits for a provider.

export interface EnqueueOptions {
  /** A job with the same key replaces a pending one instead of adding another (graphile-worker job_key). */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
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
      job_key => ${options.jobKey ?? null}::text
    )`);
}
