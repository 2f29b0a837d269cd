// @ts-check
// Next's page cache (ISR) on the local disk, with two changes (the default handler without REDIS_URL; see
// isr-cache-handler.cjs):
//
// 1. A 404 is never stored. /society/[society] and /builder/[builderSlug] are rendered on their first visit and
//    then cached (generateStaticParams returns nothing, dynamicParams is on). Next 15.5 stores whatever that first
//    render produced, notFound() included: every unknown slug became .html/.rsc/.meta files under .next/server plus
//    an in-memory entry, named by the client and never removed (vercel/next.js#73101; 200 requests for random
//    builder slugs added 600 files and 11.3 MB). Here a 404 render is answered as usual but not kept: nothing on
//    disk, nothing in memory, nothing in the shared revalidate table. A page that existed and now renders 404 (a
//    society removed or renamed) has its earlier entry deleted, so the stale page is not served on.
//    See docs/security.md "Unknown slugs".
// 2. Pages prerendered by `next build` for another origin are not served. The build writes SITE_URL into
//    canonical links, og tags and the sitemap of the pages it prerenders; a server started with another SITE_URL
//    renders those pages again on their first request instead (docs/operations.md "One build, any origin").
//
// Everything else (known pages, their hourly refresh, on-demand revalidation) is Next's FileSystemCache as is.
const { existsSync, rmSync } = require('node:fs');
const { FileSystemCache, SharedCacheControls } = require('./next-cache-internals.cjs');
const { isNotFoundResponse, siteOriginChanged } = require('./cache-entry.cjs');

/** Files Next writes next to `<key>.html` for an app page (see FileSystemCache.set). */
const PAGE_FILE_SUFFIXES = ['.html', '.rsc', '.prefetch.rsc', '.meta', '.segments'];
/** Entries older than this process may come from the build (or an earlier run) and name their origin. */
const STARTED_AT = Date.now();

class FileCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx);
    /** True when this server's origin is not the one the build's prerendered pages were written for. */
    this.originChanged = siteOriginChanged(ctx.serverDistDir);
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry && this.originChanged && ctx?.kind !== 'FETCH' && entry.lastModified < STARTED_AT) return null;
    return entry;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    if (!isNotFoundResponse(data)) return super.set(key, data, ctx);
    this.forget(key, data.kind);
  }

  /**
   * Drops whatever was cached under the key: memory, disk, and the revalidate time IncrementalCache recorded
   * just before calling set().
   * @param {string} key
   * @param {'APP_PAGE' | 'APP_ROUTE'} kind
   */
  forget(key, kind) {
    /** @type {any} */ (FileSystemCache).memoryCache?.remove?.(key);
    /** @type {any} */ (SharedCacheControls).cacheControls?.delete?.(key);
    const base = this.getFilePath(`${key}.html`, kind).replace(/\.html$/, '');
    const suffixes = kind === 'APP_ROUTE' ? ['.body', '.meta'] : PAGE_FILE_SUFFIXES;
    for (const suffix of suffixes) {
      if (existsSync(base + suffix)) rmSync(base + suffix, { recursive: true, force: true });
    }
  }
}

module.exports = FileCacheHandler;
