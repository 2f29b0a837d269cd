import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/server/env';
import { logger } from '@/server/log/logger';
import { refreshQueueGauges } from './queue-gauges';
import { refreshVitalsGauges } from './vitals-gauges';
import { metrics } from './registry';

// GET /metrics: the Prometheus text of this process, for a scraper holding METRICS_TOKEN. Without the token set,
// or without the right bearer token, the route does not exist (404), like any unknown URL.

function tokenMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function scrapeResponse(request: Request): Promise<Response> {
  const token = getEnv().METRICS_TOKEN;
  if (!token || !tokenMatches(request.headers.get('authorization'), token)) {
    return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  // A database that cannot be read costs the queue's figures, never the process's own.
  await Promise.all([
    refreshQueueGauges().catch((error: unknown) => logger('metrics').warn({ err: error }, 'queue figures not read')),
    refreshVitalsGauges().catch((error: unknown) => logger('metrics').warn({ err: error }, 'Web Vitals figures not read')),
  ]);
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } });
}
