// The shared page cache (server/cache/redis-cache-handler.cjs) against a real redis-server: what one instance
// writes another reads, a revalidated tag expires every entry carrying it, a 404 is never stored, and with Redis
// gone pages are rendered uncached (reads miss, writes are skipped) with one warning per outage.
// Run with `npx tsx --test tests/node/*.test.ts` (part of `npm test`).
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startRedis, type TestRedis } from '../../scripts/lib/redis-server';

const require = createRequire(import.meta.url);

interface Handler {
  get(key: string, ctx: Record<string, unknown>): Promise<{ lastModified: number; value: any } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
type HandlerClass = new (ctx: { serverDistDir: string }) => Handler;

let redis: TestRedis;
let Handler: HandlerClass;
let distDir: string;
const warnings: string[] = [];
const originalWarn = console.warn;

function page(html: string, tags: string[], status = 200) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status,
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}
const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

/** Retries `probe` until it holds: reconnecting takes the client's backoff, not a fixed time. */
async function eventually(probe: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

before(async () => {
  redis = await startRedis();
  distDir = mkdtempSync(path.join(tmpdir(), 'ghomes-cache-'));
  mkdirSync(path.join(distDir, 'server'));
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-one');
  process.env.REDIS_URL = redis.url;
  process.env.REDIS_CACHE_TIMEOUT_MS = '500';
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  Handler = require('../../server/cache/isr-cache-handler.cjs') as HandlerClass;
  const probe = new Handler({ serverDistDir: path.join(distDir, 'server') });
  await eventually(async () => {
    await probe.set('/probe', page('probe', []), PAGE_CTX);
    return (await probe.get('/probe', PAGE_CTX)) !== null;
  }, 'the first connection');
});

after(async () => {
  console.warn = originalWarn;
  const client = (globalThis as Record<symbol, { client?: { destroy(): void } }>)[Symbol.for('ghomes.redis-page-cache')]?.client;
  client?.destroy();
  await redis.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const instance = () => new Handler({ serverDistDir: path.join(distDir, 'server') });

test('REDIS_URL selects the Redis handler', () => {
  // The configured handler counts reads for /metrics around the store it chose.
  assert.equal(Handler.name, 'CountingCacheHandler');
  assert.equal(Object.getPrototypeOf(Handler).name, 'RedisCacheHandler');
});

test('a page one instance wrote is read by another, buffers and segment maps intact', async () => {
  await instance().set('/society/a', page('<p>rent 30000</p>', ['society:a', '_N_T_/layout']), { ...PAGE_CTX, cacheControl: { revalidate: 3600, expire: 31536000 } });
  const entry = await instance().get('/society/a', PAGE_CTX);
  assert.ok(entry);
  assert.equal(entry.value.html, '<p>rent 30000</p>');
  assert.ok(Buffer.isBuffer(entry.value.rscData));
  assert.equal(entry.value.rscData.toString(), 'rsc:<p>rent 30000</p>');
  assert.equal(entry.value.segmentData.get('/_tree').toString(), 'tree');
  // Written by Redis's clock, handed to Next in milliseconds.
  assert.ok(Math.abs(entry.lastModified - Date.now()) < 60_000, String(entry.lastModified));
});

test('revalidating a tag through one instance expires the pages carrying it for every instance', async () => {
  await instance().set('/society/b', page('<p>old rent</p>', ['society:b']), PAGE_CTX);
  await instance().set('/society/c', page('<p>other</p>', ['society:c']), PAGE_CTX);
  await instance().revalidateTag(['society:b']);
  assert.equal(await instance().get('/society/b', PAGE_CTX), null);
  assert.equal((await instance().get('/society/c', PAGE_CTX))?.value.html, '<p>other</p>');
  // Rendered again after the revalidation: served from the cache again.
  await instance().set('/society/b', page('<p>new rent</p>', ['society:b']), PAGE_CTX);
  assert.equal((await instance().get('/society/b', PAGE_CTX))?.value.html, '<p>new rent</p>');
});

test('data-cache entries expire by their own tags and by the tags of the page asking', async () => {
  const data = { kind: 'FETCH', data: { headers: {}, body: '[1]', status: 200, url: '' }, revalidate: 300 };
  await instance().set('fetch-key', data, { fetchCache: true, tags: ['search'] });
  const ctx = { kind: 'FETCH', tags: ['search'], softTags: ['_N_T_/bangalore/zone/east'] };
  assert.deepEqual((await instance().get('fetch-key', ctx))?.value, data);
  await instance().revalidateTag('_N_T_/bangalore/zone/east');
  assert.equal(await instance().get('fetch-key', ctx), null);
});

test('a 404 is never stored, and a page that now renders 404 loses its entry', async () => {
  await instance().set('/builder/nobody', page('not found', [], 404), PAGE_CTX);
  assert.equal(await instance().get('/builder/nobody', PAGE_CTX), null);
  await instance().set('/society/gone', page('<p>was here</p>', []), PAGE_CTX);
  assert.ok(await instance().get('/society/gone', PAGE_CTX));
  await instance().set('/society/gone', page('not found', [], 404), PAGE_CTX);
  assert.equal(await instance().get('/society/gone', PAGE_CTX), null);
});

test('entries of another build are not read', async () => {
  await instance().set('/about', page('<p>build one</p>', []), PAGE_CTX);
  const otherDist = mkdtempSync(path.join(tmpdir(), 'ghomes-cache-'));
  mkdirSync(path.join(otherDist, 'server'));
  writeFileSync(path.join(otherDist, 'BUILD_ID'), 'build-two');
  const otherBuild = new Handler({ serverDistDir: path.join(otherDist, 'server') });
  assert.equal(await otherBuild.get('/about', PAGE_CTX), null);
  rmSync(otherDist, { recursive: true, force: true });
});

test('with Redis down pages render uncached, one warning per outage, and a revalidation is refused; it recovers', async () => {
  await instance().set('/society/d', page('<p>cached</p>', ['society:d']), PAGE_CTX);
  warnings.length = 0;
  const port = redis.port;
  await redis.stop();
  await eventually(async () => (await instance().get('/society/d', PAGE_CTX)) === null, 'reads to miss');
  for (let i = 0; i < 5; i++) {
    assert.equal(await instance().get('/society/d', PAGE_CTX), null);
    await instance().set('/society/d', page('<p>rendered</p>', ['society:d']), PAGE_CTX);
  }
  await assert.rejects(instance().revalidateTag('society:d'), /could not revalidate 1 tag/);
  assert.equal(warnings.filter((line) => line.includes('is unavailable')).length, 1, warnings.join('\n'));

  redis = await startRedis(port);
  await eventually(async () => {
    await instance().set('/society/d', page('<p>cached again</p>', ['society:d']), PAGE_CTX);
    return (await instance().get('/society/d', PAGE_CTX))?.value.html === '<p>cached again</p>';
  }, 'the cache to work again');
  assert.ok(warnings.some((line) => line.includes('is back')), warnings.join('\n'));
});
