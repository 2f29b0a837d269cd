// @ts-check
// Next's page-cache internals, for the two page-cache handlers. Next loads a `cacheHandler` with a plain require()
// before the app's bundles exist, so these cannot come through server/http/next-internals.ts (a TypeScript module
// that only the bundled app can load). Private modules may move in any Next release:
// tests/node/file-cache-handler.test.ts and tests/node/redis-cache-handler.test.ts fail on an upgrade that moves
// them. `shared-cache-controls.external` is the very instance Next's server reads (Node's module cache keys it by
// file), so an entry's revalidate time written here is seen by Next.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external');

module.exports = { FileSystemCache, SharedCacheControls };
