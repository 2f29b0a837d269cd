// Not 'server-only': the import CLI (scripts/import.ts) and `npm run worker` run outside Next and use it too.
import { getEnv } from '@/server/env';
import { builderTag, propertiesTag, SEARCH_TAG, SITEMAP_TAG, societyTag } from '@/lib/cache-tags';

/**
 * What a data change touched, as cache tags (lib/cache-tags.ts). Revalidation goes through the app's own
 * POST /api/revalidate, because `revalidateTag` only works inside a Next request: the import CLI and the
 * worker (in `npm run worker`, and even in-process, where jobs run outside any request) cannot call it.
 */
export interface TouchedPages {
  societyIds: Iterable<string>;
  builderIds?: Iterable<string>;
  /** Search results or counts may have changed (a society or an Active listing appeared or left). */
  search?: boolean;
}

export function tagsFor(touched: TouchedPages): string[] {
  const tags = new Set<string>();
  for (const id of touched.societyIds) {
    tags.add(societyTag(id));
    tags.add(propertiesTag(id));
  }
  for (const id of touched.builderIds ?? []) tags.add(builderTag(id));
  if (touched.search) tags.add(SEARCH_TAG);
  if (tags.size) tags.add(SITEMAP_TAG);
  return [...tags];
}

export type RevalidationOutcome =
  | { status: 'revalidated'; url: string; tags: number }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; url: string; reason: string };

/** Tags per request: a big import touches thousands of societies. */
const TAGS_PER_REQUEST = 500;

export interface RevalidateOptions {
  /** The running app's origin; default SITE_URL. */
  baseUrl?: string;
  secret?: string;
  fetchImpl?: typeof fetch;
}

/** Expires the cached pages that show the touched data. Never throws: a failure is reported, the data change stands. */
export async function revalidatePages(touched: TouchedPages, options: RevalidateOptions = {}): Promise<RevalidationOutcome> {
  const tags = tagsFor(touched);
  if (!tags.length) return { status: 'skipped', reason: 'nothing cached was touched' };
  const env = getEnv();
  const secret = options.secret ?? env.REVALIDATE_SECRET;
  if (!secret) return { status: 'skipped', reason: 'REVALIDATE_SECRET is not set (cached pages refresh within the hour)' };
  const url = new URL('/api/revalidate', options.baseUrl ?? env.SITE_URL).toString();
  const doFetch = options.fetchImpl ?? fetch;
  try {
    for (let start = 0; start < tags.length; start += TAGS_PER_REQUEST) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ tags: tags.slice(start, start + TAGS_PER_REQUEST) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return { status: 'failed', url, reason: `HTTP ${response.status}` };
    }
    return { status: 'revalidated', url, tags: tags.length };
  } catch (error) {
    return { status: 'failed', url, reason: error instanceof Error ? error.message : String(error) };
  }
}

export function describeRevalidation(outcome: RevalidationOutcome): string {
  switch (outcome.status) {
    case 'revalidated':
      return `revalidated ${outcome.tags} cache tag(s) at ${outcome.url}`;
    case 'skipped':
      return `pages not revalidated: ${outcome.reason}`;
    case 'failed':
      return `revalidation at ${outcome.url} failed (${outcome.reason}); cached pages refresh within the hour`;
  }
}
