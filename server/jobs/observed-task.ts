import 'server-only';
import type { JobHelpers } from 'graphile-worker';
import { logger, runWithLogContext } from '@/server/log/logger';
import { metrics } from '@/server/metrics/registry';
import { withSpan } from '@/server/tracing/span';
import { REQUEST_ID_FLAG } from './queue';

// Every job run, as the operator sees it: one log line when it ends (task, job id, attempt, time taken, and the
// request id of the request that queued it, which every line written inside the job carries too), the run
// counter and duration histogram of /metrics, and a span when traces are on. Jobs the run queues carry the same
// request id (enqueueJob reads it from the context).

/** The request id enqueueJob put in the job's flags, if it was queued inside a request or job. */
export function jobRequestId(flags: Record<string, true> | null | undefined): string | undefined {
  const flag = Object.keys(flags ?? {}).find((name) => name.startsWith(REQUEST_ID_FLAG));
  return flag?.slice(REQUEST_ID_FLAG.length);
}

export async function runObserved(payload: unknown, helpers: JobHelpers, handler: (payload: unknown) => Promise<void>): Promise<void> {
  const requestId = jobRequestId(helpers.job.flags);
  const { id, task_identifier: task, attempts } = helpers.job;
  const started = performance.now();
  return runWithLogContext({ requestId, jobId: String(id), task }, async () => {
    let outcome = 'ok';
    try {
      await withSpan(`job ${task}`, { 'job.id': String(id), 'job.task': task, 'job.attempt': attempts }, () => handler(payload));
    } catch (error) {
      outcome = 'error';
      logger('jobs').warn({ attempt: attempts, err: error }, 'job failed; retried with backoff');
      throw error;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      metrics().jobRuns.inc({ task, outcome });
      metrics().jobDuration.observe({ task }, seconds);
      if (outcome === 'ok') logger('jobs').info({ attempt: attempts, ms: Math.round(seconds * 1000) }, 'job done');
    }
  });
}

/** A delivery's outcome in /metrics: sent, already-sent, unverified-number, daily-cap; failed when it threw. */
export async function countDelivery<T extends string>(channel: 'email' | 'whatsapp' | 'push', delivery: Promise<T>): Promise<T> {
  try {
    const outcome = await delivery;
    metrics().deliveries.inc({ channel, outcome });
    return outcome;
  } catch (error) {
    metrics().deliveries.inc({ channel, outcome: 'failed' });
    throw error;
  }
}
