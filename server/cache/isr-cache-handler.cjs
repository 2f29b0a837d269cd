// @ts-check
// Next's page cache (next.config.mjs `cacheHandler`): ISR pages, cached route handlers and `unstable_cache` data.
// - REDIS_URL set: one cache in Redis shared by every instance, so a revalidation through any of them is seen by
//   all at once (redis-cache-handler.cjs; docs/operations.md "More than one instance").
// - Otherwise, and always during `next build`: the files under .next (file-cache-handler.cjs), the single-process
//   default that needs nothing installed.
// Both never store a 404 and never serve a page prerendered for another SITE_URL. Each read is counted as a hit or
// a miss for GET /metrics (cache-stats.cjs).
const { countPageCacheRead } = require('./cache-stats.cjs');

const buildPhase = process.env.NEXT_PHASE === 'phase-production-build';

/** @type {any} */
const Handler = process.env.REDIS_URL?.trim() && !buildPhase ? require('./redis-cache-handler.cjs') : require('./file-cache-handler.cjs');

class CountingCacheHandler extends Handler {
  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    countPageCacheRead(ctx?.kind, Boolean(entry));
    return entry;
  }
}

module.exports = CountingCacheHandler;
