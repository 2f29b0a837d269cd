import 'server-only';
import { getPool } from '@/server/db/client';
import { describeError } from '@/server/http/log-error';

/** A database slower than this counts as down: the app would be unusable anyway. */
export const HEALTH_TIMEOUT_MS = 2000;

export type HealthReport =
  | { status: 'ok'; database: 'up'; latency_ms: number }
  | { status: 'degraded'; database: 'down' };

export async function checkHealth(timeoutMs: number = HEALTH_TIMEOUT_MS): Promise<HealthReport> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([getPool().query('select 1'), timeout]);
    return { status: 'ok', database: 'up', latency_ms: Math.round(performance.now() - started) };
  } catch (error) {
    // Logged for operators; the response itself never carries the reason.
    console.error('[health] database check failed:', describeError(error));
    return { status: 'degraded', database: 'down' };
  } finally {
    clearTimeout(timer);
  }
}
