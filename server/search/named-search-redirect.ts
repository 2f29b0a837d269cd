import 'server-only';
import { namedSearchPath, namedSearchRequest } from '@/lib/search/named';
import { parseSearchParams } from '@/lib/search/query';
import { NAMED_SEARCH_KEYS, NEXT_CACHE_BUSTER_KEY } from '@/lib/search/url-keys';
import { findByName, middlewareNamedSearchDirectory, type NamedSearchDirectory } from '@/server/search/named-searches';
import { logger } from '@/server/log/logger';

const NAMED_QUERY_KEYS = new Set<string>([...NAMED_SEARCH_KEYS.text, ...NAMED_SEARCH_KEYS.zone, NEXT_CACHE_BUSTER_KEY]);

/**
 * Where a /search URL that is exactly a named search lives (lib/search/named.ts), or null to render /search
 * as usual: other filters, a name no location, sub location, builder or zone has, or no database to ask.
 * A permanent redirect rather than a rewrite: Next.js 15.5 renders a rewrite to a dynamic-segment ISR route
 * on every request (docs/search.md), while the page's own path is served from its cache.
 */
export async function namedSearchRedirect(url: URL, directory?: () => Promise<NamedSearchDirectory>): Promise<URL | null> {
  if (!url.search) return null;
  // Most searches carry a filter: let them through before parsing anything.
  for (const key of url.searchParams.keys()) if (!NAMED_QUERY_KEYS.has(key)) return null;
  const request = namedSearchRequest(url.searchParams, parseSearchParams(url.searchParams));
  if (!request) return null;
  let entry;
  try {
    entry = findByName(await (directory ?? middlewareNamedSearchDirectory)(), request.kind, request.name);
  } catch (error) {
    logger('search').error({ err: error }, 'named search lookup failed');
    return null;
  }
  if (!entry) return null;
  // On the URL's own origin, never the Host header's: Next turns a Location on the origin it serves into a bare
  // path, so the browser stays on whatever host it used and a spoofed Host cannot name another site.
  return new URL(namedSearchPath(entry.kind, entry.slug, request.page), url.origin);
}
