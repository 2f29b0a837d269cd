// The cache key of a rendered /search response: one key per search, however its URL was written (lists in any
// order or letter case, repeated values, unknown parameters, `_rsc` cache busters), plus the request headers that
// Next.js varies a page response on (a document, or the React payload of a client navigation from a given page).
import type { SearchParams } from '@/lib/validation/search';
import { buildSearchHref } from './href';
import { SEARCH_LIST_KEYS } from './url-keys';

/** The request headers a page response varies on (Next.js's own `Vary` list for App Router pages). */
export const SEARCH_RESPONSE_VARY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'] as const;

/** Keys longer than this (a long text, many filters) are rendered per request rather than cached. */
export const SEARCH_CACHE_KEY_MAX_LENGTH = 600;

/** The canonical /search href of a parsed search, its lists sorted: the same filter set gives the same href. */
export function normalizedSearchHref(params: SearchParams): string {
  const sorted: SearchParams = { ...params };
  for (const key of SEARCH_LIST_KEYS) sorted[key] = [...params[key]].sort();
  return buildSearchHref(sorted);
}

/** The cache key, or null when the request is not worth caching (too long to be a common search). */
export function searchCacheKey(params: SearchParams, headers: { get(name: string): string | null }): string | null {
  const href = normalizedSearchHref(params);
  const varying = SEARCH_RESPONSE_VARY_HEADERS.map((name) => headers.get(name) ?? '').join('\n');
  const key = `${href}\n${varying}`;
  return key.length > SEARCH_CACHE_KEY_MAX_LENGTH ? null : key;
}
