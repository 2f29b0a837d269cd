// Requests Next.js cannot handle, answered (or mended) before it sees them. Not 'server-only': instrumentation.ts
// installs it on the HTTP server, like client-address.ts.
//
// - TRACE, TRACK and CONNECT: the WHATWG Request that Next builds for middleware and route handlers refuses
//   them with a TypeError, so Next answers 500 before any of our code runs. Here they get 405.
// - A `next-router-state-tree` header Next cannot parse makes every dynamic page throw (500). A browser only
//   ever sends the one Next wrote, so an unparsable one is a 400, judged by Next's own parser (next-internals.ts).
// - `next-router-prefetch: 1` without `RSC: 1` asks for an HTML document rendered as a prefetch, which the
//   router's client code then tries to complete during server rendering (`location is not defined`, 500). No
//   browser sends it; the header is dropped and the page renders normally.
// - A cached page's query string (lib/cached-pages.ts): Next would write it into the router payload it stores
//   and serves to everyone, so the page is rendered from its bare path (the query goes on to the middleware in
//   a header of our own). An English cached page is rendered from its path under app/[locale] (/en/...), the
//   one its page cache entry is kept under.
// It also gives every request its id (a valid incoming X-Request-Id, or a new one): set on the request for the
// app, sent back in the X-Request-Id header, and in the log context of everything the request runs
// (server/log/logger.ts). Pages are timed and counted here for /metrics (server/metrics/page-routes.ts).
import http from 'node:http';
import { bareCachedPageUrl, CACHED_PAGE_QUERY_HEADER, ENGLISH_PAGE_HEADER, englishCachedPageUrl } from '@/lib/cached-pages';
import { acceptedRequestId, newRequestId, REQUEST_ID_HEADER } from '@/lib/log/request-id';
import { runWithLogContext } from '@/server/log/logger';
import { observePageRequest } from '@/server/metrics/page-routes';
import { isParsableRouterState } from './next-internals';

const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Headers of the guard's own answers: plain text that nothing may frame, sniff or run. */
export const GUARD_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export interface GuardAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const answer = (status: number, code: string, message: string, extra: Record<string, string> = {}): GuardAnswer => ({
  status,
  headers: { ...GUARD_RESPONSE_HEADERS, ...extra },
  body: JSON.stringify({ error: { code, message } }),
});

/** What to answer instead of Next, or null to let the (possibly mended) request through. */
export function guardRequest(method: string | undefined, headers: http.IncomingHttpHeaders): GuardAnswer | null {
  if (REFUSED_METHODS.has((method ?? '').toUpperCase())) {
    return answer(405, 'method_not_allowed', 'Method Not Allowed', { Allow: ALLOWED_METHODS });
  }
  const state = headers['next-router-state-tree'];
  if (state !== undefined && (Array.isArray(state) || !isParsableRouterState(state))) {
    return answer(400, 'bad_request', 'The router state header could not be parsed.');
  }
  if (headers['next-router-prefetch'] !== undefined && headers.rsc === undefined) delete headers['next-router-prefetch'];
  return null;
}

/** Renders a cached page from its bare path; the query string the client sent is kept aside for the middleware. */
export function withoutCachedPageQuery(request: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>): void {
  delete request.headers[CACHED_PAGE_QUERY_HEADER];
  const bare = bareCachedPageUrl(request.method, request.url);
  if (bare === null) return;
  request.headers[CACHED_PAGE_QUERY_HEADER] = request.url!.slice(request.url!.indexOf('?'));
  request.url = bare;
}

/** An English cached page is rendered from its own path under app/[locale] (lib/cached-pages.ts), so Next finds
 *  its page cache entry; the browser keeps its URL. */
export function toEnglishCachedPage(request: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>): void {
  delete request.headers[ENGLISH_PAGE_HEADER];
  const english = englishCachedPageUrl(request.method, request.url);
  if (english === null) return;
  request.headers[ENGLISH_PAGE_HEADER] = '1';
  request.url = english;
}

/** The request's id: a well-formed incoming one, else a new one; on the request and in the answer's headers. A build
 *  file (/_next/static: content-hashed, never logged or counted) is answered without it: a phone fetches a dozen on
 *  every first view, and the header would add to each of them for nothing anyone can look up. */
export function assignRequestId(request: Pick<http.IncomingMessage, 'headers' | 'url'>, response: Pick<http.ServerResponse, 'setHeader'>): string {
  const requestId = acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? newRequestId();
  request.headers[REQUEST_ID_HEADER] = requestId;
  if (!request.url?.startsWith('/_next/static/')) response.setHeader('X-Request-Id', requestId);
  return requestId;
}

const marker = Symbol.for('ghomes.requestGuardInstalled');

/** Hooks every HTTP server of this process (Next's own included) so each request passes the guard first. */
export function installRequestGuard(): void {
  const prototype = http.Server.prototype as http.Server & { [marker]?: boolean };
  if (prototype[marker]) return;
  prototype[marker] = true;
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const requestId = assignRequestId(request, response);
      withoutCachedPageQuery(request);
      toEnglishCachedPage(request);
      const refusal = guardRequest(request.method, request.headers);
      if (refusal) {
        response.writeHead(refusal.status, refusal.headers);
        response.end(request.method === 'HEAD' ? undefined : refusal.body);
        request.resume(); // drain any body, so the connection can be reused
        return true;
      }
      observePageRequest(request, response);
      return runWithLogContext({ requestId }, () => emit.call(this, event, ...args));
    }
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
}
