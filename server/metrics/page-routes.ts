// Page requests in /metrics, as best Next allows: Next gives the app no hook after a page is answered, so the
// request guard (server/http/request-guard.ts, on the HTTP server itself) times every request that is not an API
// route (withHandler counts those) and names it by the route patterns of the build's routes-manifest.json
// (`/society/[societyName]`), the same table Next routes by. Unknown paths (404s) are 'other', so no label ever
// holds a URL. Not 'server-only': installed from instrumentation.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, splitLocalePath } from '@/lib/i18n/locales';
import type http from 'node:http';
import { metrics } from './registry';

interface ManifestRoute {
  page: string;
  regex: string;
}

interface RouteTable {
  exact: Map<string, string>;
  dynamic: { page: string; regex: RegExp }[];
}

let table: RouteTable | undefined;

function loadTable(): RouteTable {
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'routes-manifest.json'), 'utf8')) as { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };
    return {
      exact: new Map((manifest.staticRoutes ?? []).map((route) => [route.page, withoutLocale(route.page)])),
      dynamic: (manifest.dynamicRoutes ?? []).map((route) => ({ page: withoutLocale(route.page), regex: new RegExp(route.regex) })),
    };
  } catch {
    return { exact: new Map(), dynamic: [] }; // no build (next dev): every page is 'other'
  }
}

/** A page's pattern names no language: /[locale]/society/[society] counts as /society/[society]. */
function withoutLocale(page: string): string {
  return page.replace(/^\/\[locale\]/, '') || '/';
}

/** The route pattern of a path, or 'other'. An English path is matched as the page it is rewritten to (/en/...). */
export function pagePattern(pathname: string): string {
  table ??= loadTable();
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const bare = splitLocalePath(trimmed).locale === DEFAULT_LOCALE && !/^\/en(?:\/|$)/.test(trimmed) ? `/en${trimmed === '/' ? '' : trimmed}` : trimmed;
  const exact = table.exact.get(bare);
  if (exact) return exact;
  return table.dynamic.find((route) => route.regex.test(bare))?.page ?? 'other';
}

/** Build files and API routes are not counted here (withHandler counts the API). */
export function isCountedPage(pathname: string): boolean {
  return !pathname.startsWith('/_next/') && !pathname.startsWith('/api/');
}

/** Times the request until its answer is sent and counts it by pattern and status. */
export function observePageRequest(request: http.IncomingMessage, response: http.ServerResponse): void {
  const pathname = (request.url ?? '/').split('?')[0]!;
  if (!isCountedPage(pathname)) return;
  const started = performance.now();
  response.once('finish', () => {
    const labels = { kind: 'page', method: request.method ?? 'GET', route: pagePattern(pathname), status: String(response.statusCode) };
    metrics().httpRequests.inc(labels);
    metrics().httpDuration.observe(labels, (performance.now() - started) / 1000);
  });
}
