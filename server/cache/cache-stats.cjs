// @ts-check
// Reads of the page cache, counted per kind (APP_PAGE, APP_ROUTE, FETCH, ...) and result for GET /metrics
// (server/metrics/registry.ts reads the same global object: Next loads this handler apart from the app's bundles).

/**
 * @param {string | undefined} kind
 * @param {boolean} hit
 */
function countPageCacheRead(kind, hit) {
  const holder = /** @type {{ ghomesPageCacheReads?: Record<string, number> }} */ (globalThis);
  const reads = (holder.ghomesPageCacheReads ??= {});
  const key = `${kind ?? 'other'}:${hit ? 'hit' : 'miss'}`;
  reads[key] = (reads[key] ?? 0) + 1;
}

module.exports = { countPageCacheRead };
