// Pages served from Next's page cache (ISR): the home, society, builder, named-search and festival pages. Their
// render reads no query string (filters, tabs and `returnTo` are read in the browser), but Next writes the URL of
// the request that rendered them, query string included, into the router payload it stores, and then serves that
// payload to everyone (a first visit with `?returnTo=//evil.example` put it in every visitor's festival page).
// Next renders from the request's own URL (a middleware rewrite does not change it), so the request guard
// (server/http/request-guard.ts) takes the query string off such a request before Next sees it: the browser keeps
// its URL and reads its filters there; the render and the stored payload see the bare path. Pure, unit-tested.
import { DEFAULT_LOCALE, splitLocalePath } from '@/lib/i18n/locales';
import { NEXT_CACHE_BUSTER_KEY } from '@/lib/search/url-keys';

const CACHED_PAGE_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/society\/[^/]+\/?$/,
  /^\/society\/[^/]+\/properties\/?$/,
  /^\/builder\/[^/]+\/?$/,
  /^\/bangalore\/[^/]+\/[^/]+(?:\/page\/[^/]+)?\/?$/,
  /^\/summitt\/[^/]+\/?$/,
];

/** True for a path whose page comes from the page cache and must be rendered without the request's query. */
export function isCachedPagePath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return CACHED_PAGE_PATHS.some((pattern) => pattern.test(path));
}

/** The query parameters Next itself reads on a page request: the router's cache buster. */
const NEXT_QUERY_PARAMETERS = new Set<string>([NEXT_CACHE_BUSTER_KEY]);

/**
 * Where the guard keeps the query string it took off, for the middleware (the filtered properties page's noindex).
 * The guard deletes any value a client sent.
 */
export const CACHED_PAGE_QUERY_HEADER = 'x-ghomes-cached-page-query';

/** A GET or HEAD of a cached page with a query string: the URL to render instead (query removed); otherwise null. */
export function bareCachedPageUrl(method: string | undefined, url: string | undefined): string | null {
  if (!url || (method !== 'GET' && method !== 'HEAD')) return null;
  const mark = url.indexOf('?');
  if (mark < 0) return null;
  const pathname = url.slice(0, mark);
  if (!isCachedPagePath(pathname)) return null;
  const kept = [...new URLSearchParams(url.slice(mark + 1))].filter(([name]) => NEXT_QUERY_PARAMETERS.has(name));
  return kept.length ? `${pathname}?${new URLSearchParams(kept).toString()}` : pathname;
}

/**
 * Marks a request the guard sent to an English cached page's own path (/society/x rendered as /en/society/x). Next
 * finds a page's ISR entry by the URL it renders from, and a middleware rewrite does not change that URL: the
 * unprefixed path matched no cached route, and every English society page rendered per request. The guard
 * deletes any value a client sent; the middleware does not send a marked request on to /society/x again.
 */
export const ENGLISH_PAGE_HEADER = 'x-ghomes-english-page';

/** A GET or HEAD of an English cached page: its URL under its language's pages ('/' is '/en'); otherwise null. */
export function englishCachedPageUrl(method: string | undefined, url: string | undefined): string | null {
  if (!url || (method !== 'GET' && method !== 'HEAD')) return null;
  const mark = url.indexOf('?');
  const pathname = mark < 0 ? url : url.slice(0, mark);
  if (/^\/en(?:\/|$)/.test(pathname) || splitLocalePath(pathname).locale !== DEFAULT_LOCALE) return null;
  if (!CACHED_PAGE_PATHS.some((pattern) => pattern.test(pathname))) return null;
  return `${pathname === '/' ? '/en' : `/en${pathname}`}${mark < 0 ? '' : url.slice(mark)}`;
}
