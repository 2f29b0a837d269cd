// @ts-check
// Next's page cache in Redis (REDIS_URL; chosen by isr-cache-handler.cjs): ISR pages, cached route handlers and
// `unstable_cache` data, shared by every instance. A revalidated tag is one Redis hash field, so a revalidation
// through any instance is seen by every instance on its next request.
//
// Next 15.5's cache-handler interface: get(key, ctx) -> { lastModified, value } | null, set(key, value, ctx),
// revalidateTag(tags), resetRequestCache(). Next builds one handler per request; the Redis connection is shared.
//
// - An entry is `{prefix}:{build id}:<key>`, a hash of the serialized value (v), when it was written (m, Redis
//   clock) and its tags (t). Entries of another build are never read: its HTML names other JavaScript files.
// - Revalidated tags are one hash `{prefix}:tags` (tag -> Redis time), shared across builds, so a revalidation
//   during a rolling deploy reaches old and new instances. An entry is stale when one of its tags was revalidated
//   at or after the entry was written; both times come from Redis's clock, never from two machines' clocks.
// - A 404 render is never stored, and a page that now renders 404 loses its old entry (docs/security.md).
// - Redis unreachable or slow: reads miss (the page is rendered, not cached), writes are skipped, one warning per
//   outage. A tag revalidation that cannot be recorded fails the revalidating request rather than report success.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createClient } = require('@redis/client');
const { SharedCacheControls } = require('./next-cache-internals.cjs');
const { isNotFoundResponse, siteOriginChanged, tagsOf } = require('./cache-entry.cjs');

/** A Redis command that takes longer than this is treated as Redis being down for this request. */
const COMMAND_TIMEOUT_MS = Number(process.env.REDIS_CACHE_TIMEOUT_MS) || 1000;
/** Unvisited entries leave Redis after this long (they are rendered again when next asked for). */
const MAX_ENTRY_SECONDS = 14 * 24 * 3600;

// Times are Redis's clock in microseconds (TIME), written as digits (a Lua number would print 16 digits as
// 1.7e+15), so a write and a revalidation are never in the same tick.
// An entry: value, last write, tags. Returns false when absent or when a tag was revalidated
// at or after the write, so that stale pages are never served after a revalidation.
const READ_SCRIPT = `
local entry = redis.call('HMGET', KEYS[1], 'v', 'm', 't')
if not entry[1] then return false end
local written = tonumber(entry[2])
local tags = {}
for tag in string.gmatch(entry[3] or '', '[^,]+') do tags[#tags + 1] = tag end
for i = 1, #ARGV do tags[#tags + 1] = ARGV[i] end
for first = 1, #tags, 500 do
  local times = redis.call('HMGET', KEYS[2], unpack(tags, first, math.min(first + 499, #tags)))
  for i = 1, #times do
    if times[i] and tonumber(times[i]) >= written then return false end
  end
end
return { entry[1], entry[2] }
`;
const WRITE_SCRIPT = `
local now = redis.call('TIME')
local us = now[1] .. string.format('%06d', tonumber(now[2]))
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'm', us, 't', ARGV[2])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1
`;
const REVALIDATE_SCRIPT = `
local now = redis.call('TIME')
local us = now[1] .. string.format('%06d', tonumber(now[2]))
for i = 1, #ARGV do redis.call('HSET', KEYS[1], ARGV[i], us) end
return 1
`;

// Buffers (RSC payloads, route bodies) and Maps (segment data) survive JSON this way.
const BUFFER = '__ghomes_buffer';
const MAP = '__ghomes_map';
/** @this {any} @param {string} key @param {unknown} value */
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { [BUFFER]: raw.toString('base64') };
  if (raw instanceof Map) return { [MAP]: [...raw.entries()] };
  return value;
}
/** @param {string} _key @param {any} value */
function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64');
    if (Array.isArray(value[MAP])) return new Map(value[MAP]);
  }
  return value;
}

/** The Redis side, one per process (Next creates a handler per request). */
class SharedRedis {
  /** @param {string} url */
  constructor(url) {
    this.warned = false;
    this.target = describe(url);
    this.client = createClient({
      url,
      // Fail at once while disconnected instead of queueing requests behind a reconnect.
      disableOfflineQueue: true,
      socket: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
    });
    this.client.on('ready', () => {
      if (this.warned) console.warn(`[cache] Redis at ${this.target} is back: pages are cached again`);
      this.warned = false;
    });
    this.client.on('error', (/** @type {Error} */ error) => this.down(error));
    this.client.connect().catch((/** @type {Error} */ error) => this.down(error));
  }

  /** @param {unknown} error */
  down(error) {
    if (this.warned) return;
    this.warned = true;
    const reason = error instanceof Error ? error.message || error.name : String(error);
    console.warn(`[cache] Redis at ${this.target} is unavailable (${reason}): pages are rendered without the shared cache until it is back`);
  }

  /**
   * Whether Redis is connected, waiting up to `timeoutMs` for a connection under way (the first request after
   * a start, or a reconnect). Used by POST /api/revalidate before it promises anything (server/cache/shared-cache.ts).
   * @param {number} timeoutMs
   * @returns {Promise<boolean>}
   */
  whenReady(timeoutMs) {
    if (this.client.isReady) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.client.off('ready', onReady);
        resolve(false);
      }, timeoutMs);
      this.client.once('ready', onReady);
    });
  }

  /**
   * Runs one command with a time limit; rejects when Redis is not connected.
   * @template T
   * @param {() => Promise<T>} command
   * @returns {Promise<T>}
   */
  async run(command) {
    if (!this.client.isReady) throw new Error('not connected');
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
    });
    try {
      return /** @type {T} */ (await Promise.race([command(), timeout]));
    } catch (error) {
      this.down(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** host:port of a Redis URL, without its password. @param {string} url */
function describe(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 6379}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * The build this server runs, so entries of other builds are never read; read once per process.
 * @param {string | undefined} serverDistDir
 */
function buildIdOf(serverDistDir) {
  const dir = serverDistDir ?? '';
  let id = buildIds.get(dir);
  if (id === undefined) {
    try {
      id = dir ? readFileSync(path.join(dir, '..', 'BUILD_ID'), 'utf8').trim() : 'unknown';
    } catch {
      id = 'unknown';
    }
    buildIds.set(dir, id);
  }
  return id;
}

const SHARED = Symbol.for('ghomes.redis-page-cache');

/** @returns {SharedRedis} */
function sharedRedis() {
  const store = /** @type {any} */ (globalThis);
  store[SHARED] ??= new SharedRedis(String(process.env.REDIS_URL).trim());
  return store[SHARED];
}

class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    this.redis = sharedRedis();
    // Entries are rendered by running servers only (never read from the build), so they name this SITE_URL;
    // a build made for another origin is still worth a warning (its security headers).
    siteOriginChanged(ctx.serverDistDir);
    const prefix = process.env.REDIS_KEY_PREFIX?.trim() || 'ghomes';
    // One hash slot ({prefix}) for the entries and the tags, so the scripts may read both.
    this.entryPrefix = `{${prefix}}:${buildIdOf(ctx.serverDistDir)}:`;
    this.tagsKey = `{${prefix}}:tags`;
  }

  resetRequestCache() {}

  /**
   * @param {string} key
   * @param {{ kind?: string; tags?: string[]; softTags?: string[] }} ctx
   */
  async get(key, ctx) {
    const extraTags = ctx?.kind === 'FETCH' ? tagsOf({ kind: 'FETCH' }, ctx) : [];
    let reply;
    try {
      reply = await this.redis.run(() =>
        this.redis.client.eval(READ_SCRIPT, { keys: [this.entryPrefix + key, this.tagsKey], arguments: extraTags }),
      );
    } catch {
      return null;
    }
    if (!Array.isArray(reply)) return null;
    const stored = JSON.parse(String(reply[0]), reviver);
    // Next keeps each page's revalidate time in memory, filled by the instance that rendered it: bring it along,
    // so a page rendered elsewhere keeps its hour instead of Next's one-second default.
    if (stored.cacheControl) SharedCacheControls.cacheControls.set(key, stored.cacheControl);
    return { lastModified: Math.floor(Number(reply[1]) / 1000), value: stored.value };
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {{ tags?: string[]; cacheControl?: { revalidate?: number | false; expire?: number } }} ctx
   */
  async set(key, data, ctx) {
    if (!data || isNotFoundResponse(data)) {
      SharedCacheControls.cacheControls.delete(key);
      await this.redis.run(() => this.redis.client.del(this.entryPrefix + key)).catch(() => {});
      return;
    }
    const cacheControl = ctx?.cacheControl;
    const expire = typeof cacheControl?.expire === 'number' && cacheControl.expire > 0 ? Math.min(cacheControl.expire, MAX_ENTRY_SECONDS) : MAX_ENTRY_SECONDS;
    const tags = data.kind === 'FETCH' ? (ctx?.tags ?? []) : tagsOf(data, undefined);
    const serialized = JSON.stringify({ value: data, cacheControl }, replacer);
    await this.redis
      .run(() => this.redis.client.eval(WRITE_SCRIPT, { keys: [this.entryPrefix + key], arguments: [serialized, tags.join(','), String(Math.ceil(expire))] }))
      .catch(() => {});
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = [...new Set(typeof tags === 'string' ? [tags] : tags)];
    if (!list.length) return;
    try {
      await this.redis.run(() => this.redis.client.eval(REVALIDATE_SCRIPT, { keys: [this.tagsKey], arguments: list }));
    } catch (error) {
      // Not recorded means not done: the revalidating request must not report success.
      throw new Error(`[cache] could not revalidate ${list.length} tag(s) in Redis: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

module.exports = RedisCacheHandler;
