import 'server-only';
import { namedSearchPath, namedSearchRequest } from '@/lib/search/named';
import { parseSearchParams } from '@/lib/search/query';
import { getEnv } from '@/server/env';
import { findByName, middlewareNamedSearchDirectory, type NamedSearchDirectory } from '@/server/services/named-searches';
import { describeError } from '@/server/http/log-error';

const NAMED_QUERY_KEYS = new Set(['type', 'q', 'zone', 'page', '_rsc']);

/**
 * Where a /search URL that is exactly a named search lives (lib/search/named.ts), or null to render /search
 * as usual: other filters, a name no location, sub location, builder or zone has, or no database to ask.
 * A permanent redirect rather than a rewrite: Next.js 15.5 renders a rewrite to a dynamic-segment ISR route
 * on every request (docs/search.md), while the page's own path is served from its cache.
 */
export async function namedSearchRedirect(url: URL, directory?: () => Promise<NamedSearchDirectory>, origin?: string): Promise<URL | null> {
  if (!url.search) return null;
  // Most searches carry a filter: let them through before parsing anything.
  for (const key of url.searchParams.keys()) if (!NAMED_QUERY_KEYS.has(key)) return null;
  const request = namedSearchRequest(url.searchParams, parseSearchParams(url.searchParams));
  if (!request) return null;
  let entry;
  try {
    entry = findByName(await (directory ?? middlewareNamedSearchDirectory)(), request.kind, request.name);
  } catch (error) {
    console.error('[search] named search lookup failed:', describeError(error));
    return null;
  }
  if (!entry) return null;
  return new URL(namedSearchPath(entry.kind, entry.slug, request.page), origin ?? url.origin);
}

/**
 * The origin the browser asked for. Next hands middleware a URL on the host `next start` was told (often
 * localhost), and only turns a Location on that same host into a path; a redirect from 127.0.0.1 or a LAN
 * address to localhost would change the site, and its cookies. The Host header is what the browser used;
 * forwarded host and protocol count behind declared proxies only (TRUST_PROXY), as in the Origin check.
 */
export function requestOrigin(request: { headers: Headers; nextUrl: URL }): string {
  const trusted = getEnv().TRUST_PROXY > 0;
  const host = (trusted && request.headers.get('x-forwarded-host')) || request.headers.get('host');
  if (!host || !/^[a-z0-9.:[\]-]+$/i.test(host)) return request.nextUrl.origin;
  const proto = (trusted && request.headers.get('x-forwarded-proto')) || request.nextUrl.protocol.replace(':', '');
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
