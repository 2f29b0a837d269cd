import 'server-only';
import { getEnv } from '@/server/env';

/** The Redis connection redis-cache-handler.cjs keeps on globalThis under this name (one per process). */
const SHARED = Symbol.for('ghomes.redis-page-cache');

interface SharedRedis {
  whenReady(timeoutMs: number): Promise<boolean>;
}

/**
 * Whether the page cache can record a revalidation now. Always with the file cache; with REDIS_URL, once Redis
 * answers (waiting up to the command timeout for a connection under way). A revalidation route asks first, so
 * that it refuses (503) rather than report a revalidation that Redis never recorded.
 */
export async function pageCacheReady(): Promise<boolean> {
  const env = getEnv();
  if (!env.REDIS_URL) return true;
  const shared = (globalThis as Record<symbol, SharedRedis | undefined>)[SHARED];
  // No request has opened the cache yet in this process: the write itself will say whether it worked.
  if (!shared) return true;
  return shared.whenReady(env.REDIS_CACHE_TIMEOUT_MS);
}
