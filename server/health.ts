import 'server-only';
import { databaseBooting, getPool } from '@/server/db/client';
import { BACKLOG_LATE_SECONDS, oldestRunnableSeconds } from '@/server/jobs/queue-report';
import { logger } from '@/server/log/logger';

/** A database slower than this counts as down: the app would be unusable anyway. */
export const HEALTH_TIMEOUT_MS = 2000;

/**
 * The job queue as seen by a load balancer's probe: 'late' when the oldest runnable job waited longer than
 * BACKLOG_LATE_SECONDS (no worker running, or too few). Reported in the body only: the status stays 200 while the
 * database answers, since the web process itself is fine and must stay in rotation.
 */
export interface JobsHealth {
  backlog: 'ok' | 'late';
  oldest_runnable_seconds: number | null;
}

export type HealthReport =
  | { status: 'ok'; database: 'up'; latency_ms: number; jobs?: JobsHealth }
  | { status: 'degraded'; database: 'down' };

async function jobsHealth(): Promise<JobsHealth | undefined> {
  try {
    const seconds = await oldestRunnableSeconds(getPool());
    return { backlog: seconds !== null && seconds > BACKLOG_LATE_SECONDS ? 'late' : 'ok', oldest_runnable_seconds: seconds };
  } catch {
    return undefined; // the queue's schema missing or the query slow: health is about the database first
  }
}

export async function checkHealth(timeoutMs: number = HEALTH_TIMEOUT_MS): Promise<HealthReport> {
  // A cold start whose database has not answered the boot's tries yet (server/db/client.ts waitForDatabase): down,
  // at once; the first try that gets through turns the next probe 200.
  if (databaseBooting()) return { status: 'degraded', database: 'down' };
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([getPool().query('select 1'), timeout]);
    const latency = Math.round(performance.now() - started);
    const jobs = await Promise.race([jobsHealth(), timeout.catch(() => undefined)]);
    return { status: 'ok', database: 'up', latency_ms: latency, ...(jobs ? { jobs } : {}) };
  } catch (error) {
    // Logged for operators; the response itself never carries the reason.
    logger('health').error({ err: error }, 'database check failed');
    return { status: 'degraded', database: 'down' };
  } finally {
    clearTimeout(timer);
  }
}
