import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { acceptedRequestId, newRequestId, REQUEST_ID_HEADER } from '@/lib/log/request-id';
import { routePatternOf } from '@/lib/route-pattern';
import { currentLogContext, logger, runWithLogContext } from '@/server/log/logger';
import { metrics, outcomeOf } from '@/server/metrics/registry';

// What withHandler records of every API request: its request id (the one the request guard gave it, or a valid
// incoming X-Request-Id, or a new one), one log line, the request counter and duration histogram by route pattern
// and status, and the route's business counter by outcome. The answer carries the id in X-Request-Id.

/** The business counters a route's answers count in (see withHandler's `outcome`). */
export type OutcomeMetric = 'bookings' | 'offers' | 'whatsapp_codes' | 'vitals';

export interface RequestScope {
  requestId: string;
  method: string;
  route: string;
  started: number;
  run<T>(fn: () => Promise<T>): Promise<T>;
}

export function requestScope(request: NextRequest, params: Record<string, string | string[]>): RequestScope {
  const requestId = currentLogContext()?.requestId ?? acceptedRequestId(request.headers.get(REQUEST_ID_HEADER)) ?? newRequestId();
  return {
    requestId,
    method: request.method,
    // A label never holds an id (/api/visits/[visitId]), so the metrics' series stay few.
    route: routePatternOf(request.nextUrl.pathname, params).slice(0, 120),
    started: performance.now(),
    run: (fn) => runWithLogContext({ requestId }, fn),
  };
}

const outcomeCounters = {
  bookings: (outcome: string) => metrics().bookings.inc({ outcome }),
  offers: (outcome: string) => metrics().offers.inc({ outcome }),
  whatsapp_codes: (outcome: string) => metrics().codeSends.inc({ channel: 'whatsapp', outcome }),
  vitals: (outcome: string) => metrics().vitalsReports.inc({ outcome }),
} satisfies Record<OutcomeMetric, (outcome: string) => void>;

/** Counts, logs and labels the answer (with its X-Request-Id). */
export function observeApiRequest(scope: RequestScope, response: Response, code: string | undefined, outcome: OutcomeMetric | undefined): Response {
  const seconds = (performance.now() - scope.started) / 1000;
  const labels = { kind: 'api', method: scope.method, route: scope.route, status: String(response.status) };
  metrics().httpRequests.inc(labels);
  metrics().httpDuration.observe(labels, seconds);
  if (outcome) outcomeCounters[outcome](outcomeOf(response.status, code));
  const line = { method: scope.method, route: scope.route, status: response.status, code, ms: Math.round(seconds * 1000) };
  if (response.status >= 500) logger('api').error(line, 'request failed');
  else logger('api').info(line, 'request');
  // A Response made elsewhere (Response.redirect) may have read-only headers: copied into one that can change.
  const out = response instanceof NextResponse ? response : new NextResponse(response.body, response);
  out.headers.set('X-Request-Id', scope.requestId);
  return out;
}
