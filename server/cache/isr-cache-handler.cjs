// @ts-check
// Next's page cache (next.config.mjs `cacheHandler`): ISR pages, cached route handlers and `unstable_cache` data.
// - REDIS_URL set: one cache in Redis shared by every instance, so a revalidation through any of them is seen by
//   all at once (redis-cache-handler.cjs; docs/operations.md "More than one instance").
// - Otherwise, and always during `next build`: the files under .next (file-cache-handler.cjs), the single-process
//   default that needs nothing installed.
// Both never store a 404 and never serve a page prerendered for another SITE_URL.
const buildPhase = process.env.NEXT_PHASE === 'phase-production-build';

module.exports = process.env.REDIS_URL?.trim() && !buildPhase ? require('./redis-cache-handler.cjs') : require('./file-cache-handler.cjs');
