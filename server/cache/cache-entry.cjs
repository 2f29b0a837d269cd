// @ts-check
// What the two page-cache handlers (file-cache-handler.cjs, redis-cache-handler.cjs) agree on.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const NOT_FOUND = 404;

/**
 * A render that answered 404 (an unknown society or builder slug). It is never stored: the slug is chosen by
 * the client, so storing it would let anyone fill the cache (docs/security.md "Unknown slugs").
 * @param {unknown} data
 */
function isNotFoundResponse(data) {
  const value = /** @type {{ kind?: string; status?: number } | null} */ (data);
  return Boolean(value && (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE') && value.status === NOT_FOUND);
}

/**
 * The cache tags an entry carries: a page's and a route's in its `x-next-cache-tags` header (explicit tags of the
 * data it read plus Next's implicit path tags), a data-cache entry's in the tags Next passes with the request.
 * @param {any} value
 * @param {{ tags?: string[]; softTags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
function tagsOf(value, ctx) {
  if (value && value.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** The origin pages are rendered for: SITE_URL, or Next's default when unset (server/env.ts). */
function currentSiteOrigin() {
  const configured = process.env.SITE_URL?.trim();
  const port = /^\d{1,5}$/.test(process.env.PORT ?? '') ? process.env.PORT : '3000';
  try {
    return new URL(configured || `http://localhost:${port}`).origin;
  } catch {
    return configured ?? '';
  }
}

/** @type {Map<string, string | undefined>} */
const buildOrigins = new Map();

/**
 * The origin `next build` rendered for: next.config.mjs records it in the config's `env`, which the build
 * writes into required-server-files.json. Undefined when unknown (an older build). Read once per process
 * (Next builds a cache handler per request).
 * @param {string | undefined} serverDistDir
 * @returns {string | undefined}
 */
function buildSiteOrigin(serverDistDir) {
  if (!serverDistDir) return undefined;
  if (buildOrigins.has(serverDistDir)) return buildOrigins.get(serverDistDir);
  let origin;
  try {
    const file = path.join(serverDistDir, '..', 'required-server-files.json');
    origin = JSON.parse(readFileSync(file, 'utf8')).config?.env?.GHOMES_BUILD_SITE_ORIGIN || undefined;
  } catch {
    origin = undefined;
  }
  buildOrigins.set(serverDistDir, origin);
  return origin;
}

let noticed = false;

/**
 * Whether this server's SITE_URL differs from the build's. Said once per process in the log: pages are rendered
 * for the new origin, but the security headers were fixed by the build (next.config.mjs).
 * @param {string | undefined} serverDistDir
 */
function siteOriginChanged(serverDistDir) {
  const built = buildSiteOrigin(serverDistDir);
  const current = currentSiteOrigin();
  const changed = Boolean(built && built !== current);
  if (changed && !noticed && process.env.NEXT_PHASE !== 'phase-production-build') {
    noticed = true;
    console.warn(
      `⚠ SITE_URL is ${current} but this build was made for ${built}: pages the build prerendered are rendered again for ${current} ` +
        `on their first request; the security headers (CSP hosts, HSTS) are still the build's. Rebuild with this SITE_URL to change them.`,
    );
  }
  return changed;
}

module.exports = { isNotFoundResponse, tagsOf, currentSiteOrigin, siteOriginChanged };
