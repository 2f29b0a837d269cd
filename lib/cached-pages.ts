// Pages served from Next's page cache (ISR): the home, society, builder, named-search and festival pages. Their
// render reads no query string (filters, tabs and `returnTo` are read in the browser), but Next writes the URL of
// the request that rendered them, query string included, into the router payload it stores, and then serves that
// payload to everyone (a first visit with `?returnTo=//evil.example` put it in every visitor's festival page).
// The middleware therefore renders them from their bare path. Pure: used by middleware.ts, unit-tested.

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
  return CACHED_PAGE_PATHS.some((pattern) => pattern.test(pathname));
}
