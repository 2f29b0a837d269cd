// @ts-check
// Next's page cache (ISR) with one change: a 404 is never stored (next.config.mjs `cacheHandler`).
//
// Why: /society/[society] and /builder/[builderSlug] are rendered on their first visit and then cached
// (generateStaticParams returns nothing, dynamicParams is on). Next 15.5 stores whatever that first render
// produced, notFound() included: every unknown slug became .html/.rsc/.meta files under .next/server plus an
// in-memory entry, named by the client and never removed (vercel/next.js#73101; 200 requests for random
// builder slugs added 600 files and 11.3 MB). Here a 404 render is answered as usual but not kept: nothing
// on disk, nothing in memory, nothing in the shared revalidate table. A page that existed and now renders
// 404 (a society removed or renamed) has its earlier entry deleted, so the stale page is not served on.
// Everything else (known pages, their hourly refresh, on-demand revalidation) is Next's FileSystemCache as is.
// See docs/security.md "Unknown slugs".
const { existsSync, rmSync } = require('node:fs');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external');

const NOT_FOUND = 404;
/** Files Next writes next to `<key>.html` for an app page (see FileSystemCache.set). */
const PAGE_FILE_SUFFIXES = ['.html', '.rsc', '.prefetch.rsc', '.meta', '.segments'];

/** @param {unknown} data */
function isNotFoundResponse(data) {
  const value = /** @type {{ kind?: string; status?: number } | null} */ (data);
  return Boolean(value && (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE') && value.status === NOT_FOUND);
}

class IsrCacheHandler extends FileSystemCache {
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

module.exports = IsrCacheHandler;
