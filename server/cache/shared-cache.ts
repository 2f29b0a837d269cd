import 'server-only';
import { getEnv } from '@/server/env';

/** The Redis connection redis-cache-handler.cjs keeps on globalThis under this name (one per process). */
const SHARED = Symbol.for('ghomes.redis-page-cache');

interface SharedRedis {
  whenReady(timeoutMs: number): Promise<boolean>;
  /** One command with the cache's time limit; rejects while Redis is not connected. */
  run<T>(command: () => Promise<T>): Promise<T>;
  client: { get(key: string): Promise<string | null>; incr(key: string): Promise<number> };
}

/** This process's connection to the shared cache, once the page cache has opened it; none without REDIS_URL. */
function sharedRedis(): SharedRedis | undefined {
  if (!getEnv().REDIS_URL) return undefined;
  return (globalThis as Record<symbol, SharedRedis | undefined>)[SHARED];
}

function generationKey(name: string): string {
  // The same hash slot as the page cache's keys (redis-cache-handler.cjs).
  return `{${getEnv().REDIS_KEY_PREFIX ?? 'ghomes'}}:generation:${name}`;
}

/**
 * The deployment-wide generation of a cache each process keeps in memory (the rendered-search cache): when it
 * differs from the one a process last saw, another instance was told that the data changed. Null without Redis,
 * before this process opened it, or while it does not answer (the process then relies on its own expiry).
 */
export async function sharedGeneration(name: string): Promise<string | null> {
  const shared = sharedRedis();
  if (!shared) return null;
  try {
    return (await shared.run(() => shared.client.get(generationKey(name)))) ?? '0';
  } catch {
    return null;
  }
}

/** Moves a shared generation on, so every instance drops its copy (see sharedGeneration). */
export async function bumpSharedGeneration(name: string): Promise<void> {
  const shared = sharedRedis();
  if (shared) await shared.run(() => shared.client.incr(generationKey(name)));
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
