import 'server-only';
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { searchCacheKey, SEARCH_RESPONSE_VARY_HEADERS } from '@/lib/search/cache-key';
import { parseSearchParams } from '@/lib/search/query';
import { bumpSharedGeneration, sharedGeneration } from '@/server/cache/shared-cache';
import { TtlCache } from '@/server/cache/ttl-cache';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { getEnv } from '@/server/env';
import { ClientRenderBudget, RenderLine } from './render-budget';
import { logger } from '@/server/log/logger';

// Rendered /search responses, kept per normalised filter set (lib/search/cache-key.ts) by the middleware.
//
// Why here and not in Next's page cache: /search is rendered per request because its content comes from the
// query string, and Next.js 15.5 serves a rewrite to a cached dynamic-segment page as a dynamic render
// (docs/search.md "Named searches", its point "Why a redirect"). A filtered search therefore cost a full render each time
// (about a tenth of a static page's throughput). The middleware answers a repeated search from this cache
// instead: it asks the app itself for the page once (a request that carries no cookie, so the stored response
// is the same for everyone, as the page is: signed-in parts are decided in the browser) and serves it while it
// is fresh. Entries are kept gzipped (a 380 KB page is about 65 KB) and unpacked for each answer: Next.js drops
// a Content-Encoding set by middleware and compresses every response itself, so the bytes cannot go out as stored.
//
// Freshness: an entry lives SEARCH_CACHE_TTL_MS (the named search pages' five minutes), and every
// POST /api/revalidate (imports, the listing expiry job) empties the cache of the process that answers it.
// Each server process has its own cache. With several instances (REDIS_URL), the revalidation also moves a
// generation number in Redis on, and every instance compares it before answering from its cache, so all of them
// drop their copies at once; only while Redis does not answer do they fall back on the TTL.
//
// Work: every /search that is not answered from here is a render, so each takes one of its client's
// SEARCH_RENDERS_PER_MINUTE (server/search/render-budget.ts; a 429 past it), and the cache runs at most
// SEARCH_RENDER_CONCURRENCY renders at once with a bounded line behind them (a 503 past it).

export const SEARCH_CACHE_TTL_MS = 300_000;
const MAX_ENTRIES = 500;
/** Response headers that belong to one transfer, not to the page. */
const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'set-cookie']);
export const SEARCH_CACHE_HEADER = 'x-search-cache';
/** Marks the cache's own request for a page: the middleware lets it through to the render. */
export const SEARCH_RENDER_HEADER = 'x-ghomes-search-render';

/** A render that found the line full. */
const BUSY = Symbol('busy');

interface StoredResponse {
  status: number;
  headers: [string, string][];
  gzip: Buffer;
}

interface SearchCacheState {
  entries: TtlCache<StoredResponse>;
  pending: Map<string, Promise<StoredResponse | null | typeof BUSY>>;
  /** Proves a request came from this process's cache (a visitor cannot skip the cache with it: it is secret). */
  renderToken: string;
  generation: number;
  /** The deployment-wide generation (Redis) the entries belong to; undefined until first read. */
  sharedGeneration?: string;
  budget: ClientRenderBudget;
  line: RenderLine;
}

/** Requests that may wait for a render place, per place: enough for a burst of real visitors, not a crawl. */
const WAITING_PER_PLACE = 8;

// The middleware and the route handlers are separate bundles in one process: the state lives on globalThis so
// /api/revalidate empties the very cache the middleware reads.
const STATE_KEY = Symbol.for('ghomes.renderedSearchCache');
function state(): SearchCacheState {
  const global = globalThis as typeof globalThis & { [STATE_KEY]?: SearchCacheState };
  global[STATE_KEY] ??= {
    entries: new TtlCache<StoredResponse>({ ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: MAX_ENTRIES }),
    pending: new Map(),
    renderToken: randomUUID(),
    generation: 0,
    budget: new ClientRenderBudget({ perMinute: () => getEnv().SEARCH_RENDERS_PER_MINUTE }),
    line: new RenderLine({ concurrency: () => getEnv().SEARCH_RENDER_CONCURRENCY, maxWaiting: () => getEnv().SEARCH_RENDER_CONCURRENCY * WAITING_PER_PLACE }),
  };
  return global[STATE_KEY];
}

const SHARED_GENERATION = 'rendered-search';

function clearLocal(current: SearchCacheState): void {
  current.generation += 1;
  current.entries.clear();
  current.pending.clear();
}

/**
 * Empties the cache (called by /api/revalidate: the data behind some searches changed), here and, with Redis,
 * on every other instance.
 */
export async function clearRenderedSearches(): Promise<void> {
  clearLocal(state());
  await bumpSharedGeneration(SHARED_GENERATION);
}

/** Drops this process's entries when another instance cleared the cache since they were stored. */
async function followSharedClears(current: SearchCacheState): Promise<void> {
  const shared = await sharedGeneration(SHARED_GENERATION);
  if (shared === null || shared === current.sharedGeneration) return;
  // Also on the first read: entries stored before this process reached Redis may predate a clear elsewhere.
  clearLocal(current);
  current.sharedGeneration = shared;
}

/** True for the cache's own request for a page (it must reach the render, not the cache). */
export function isSearchRenderRequest(request: NextRequest): boolean {
  return request.headers.get(SEARCH_RENDER_HEADER) === state().renderToken;
}

/** Where this process listens (`next start` sets PORT), always over loopback. */
function selfOrigin(): string | null {
  const port = process.env.PORT;
  return port ? `http://127.0.0.1:${port}` : null;
}

async function render(href: string, request: NextRequest): Promise<StoredResponse | null> {
  const origin = selfOrigin();
  if (!origin) return null;
  const headers = new Headers({ [SEARCH_RENDER_HEADER]: state().renderToken, 'accept-encoding': 'identity', accept: request.headers.get('accept') ?? 'text/html' });
  for (const name of SEARCH_RESPONSE_VARY_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const response = await fetch(`${origin}${href}`, { headers, redirect: 'manual', cache: 'no-store' });
  const body = Buffer.from(await response.arrayBuffer());
  // Only complete pages are kept: an error or a redirect is answered by the app itself every time.
  if (response.status !== 200) return null;
  // Nor Next's own routing headers: the render's rewrite to its language's page (/en/search) is relative.
  const kept = [...response.headers.entries()].filter(([name]) => !HOP_HEADERS.has(name) && name !== 'x-nextjs-cache' && !name.startsWith('x-middleware-'));
  return { status: response.status, headers: kept, gzip: gzipSync(body) };
}

function respond(stored: StoredResponse, outcome: 'HIT' | 'MISS'): NextResponse {
  const headers = new Headers(stored.headers);
  headers.set(SEARCH_CACHE_HEADER, outcome);
  return new NextResponse(new Uint8Array(gunzipSync(stored.gzip)), { status: stored.status, headers });
}

const BUSY_PAGE = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;padding:24px;line-height:1.5"><h1 style="font-size:20px">${title}</h1><p>${text}</p><p><a href="/search">Back to search</a></p></body></html>`;

/** A search this process will not render now: 429 for a client past its budget, 503 while the line is full. */
function refusal(status: 429 | 503, retryAfterSeconds: number): NextResponse {
  const [title, text] =
    status === 429
      ? ['Too many searches', 'You have run a lot of different searches in the last minute. Please wait a moment and try again.']
      : ['Search is busy', 'Search is busy right now. Please try again in a few seconds.'];
  return new NextResponse(BUSY_PAGE(title, text), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}

/** Takes one render from the client's budget: null when allowed, else the 429. */
function overBudget(request: NextRequest): NextResponse | null {
  const wait = state().budget.take(contextFromHeaders(request.headers).ip);
  return wait > 0 ? refusal(429, wait) : null;
}

/** Tests only: forget every client's renders. */
export function resetSearchRenderBudgetForTests(): void {
  state().budget.clear();
}

function isDocumentRequest(request: NextRequest): boolean {
  return !request.headers.has('rsc') && (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * The cached response of a GET /search, rendered once per filter set; a 429 or 503 when this client or this
 * process has rendered enough; null to let the request render as usual (within the client's budget: not a
 * document, a search too long to cache, or the page could not be fetched).
 */
export async function cachedSearchResponse(request: NextRequest, locale: Locale = DEFAULT_LOCALE): Promise<NextResponse | null> {
  if (request.method !== 'GET' || request.headers.has('next-action')) return null;
  // Documents only. A client navigation or prefetch asks for the React payload, but Next strips its markers
  // (`RSC: 1`, `?_rsc=`) before the middleware runs, so the cache cannot tell it apart by them: it used to
  // answer with the HTML document, the router then fell back to a full page load, and React's streamed copy of
  // the results stayed in the DOM beside the rendered one. A browser asks for a document with `Accept:
  // text/html`; the router's fetch does not. Everything else renders per request as before.
  if (!isDocumentRequest(request)) return overBudget(request);
  let key: string | null;
  let href: string;
  try {
    const params = parseSearchParams(request.nextUrl.searchParams);
    // Each language's page is its own entry, rendered from its own path (/kn/search?...).
    const english = searchCacheKey(params, request.headers);
    key = english === null ? null : localePath(locale, english);
    href = key?.split('\n')[0] ?? '';
  } catch {
    return overBudget(request);
  }
  if (!key) return overBudget(request);
  const current = state();
  await followSharedClears(current);
  const stored = current.entries.get(key);
  if (stored) return respond(stored, 'HIT');

  // One render per key at a time: concurrent first requests for a search wait for the same one.
  let pending = current.pending.get(key);
  if (!pending) {
    // Only a new render costs the client: requests waiting for one already running share it.
    const refused = overBudget(request);
    if (refused) return refused;
    const generation = current.generation;
    pending = current.line
      .run(() => render(href, request))
      .then((placed) => {
        if (!placed) return BUSY;
        const fresh = placed.value;
        // A revalidation that arrived during the render makes this answer stale: serve it, but do not keep it.
        if (fresh && generation === current.generation) current.entries.set(key, fresh);
        return fresh;
      })
      .catch((error: unknown) => {
        logger('search').error({ err: error }, 'cached render failed');
        return null;
      })
      .finally(() => current.pending.delete(key));
    current.pending.set(key, pending);
  }
  const fresh = await pending;
  if (fresh === BUSY) return refusal(503, 5);
  return fresh ? respond(fresh, 'MISS') : null;
}
