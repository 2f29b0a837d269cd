// The single-instance page cache (server/cache/file-cache-handler.cjs): a page `next build` prerendered for one
// SITE_URL is not served by a server started with another (it is rendered again for the running origin), while
// the same build started with its own SITE_URL serves it as usual; a 404 is never stored.
// Run with `npx tsx --test tests/node/*.test.ts` (part of `npm test`).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const require = createRequire(import.meta.url);

interface Handler {
  get(key: string, ctx: Record<string, unknown>): Promise<{ lastModified: number; value: any } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
}
type HandlerClass = new (ctx: Record<string, unknown>) => Handler;

const BUILD_ORIGIN = 'http://localhost:3000';
const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
let distDir: string;
let Handler: HandlerClass;
const warnings: string[] = [];
const originalWarn = console.warn;
const originalSite = process.env.SITE_URL;

function handler(): Handler {
  return new Handler({ fs: nodeFs(), dev: false, flushToDisk: true, serverDistDir: path.join(distDir, 'server'), revalidatedTags: [], maxMemoryCacheSize: 0 });
}

/** The small file-system interface Next hands its cache (next/dist/server/lib/node-fs-methods). */
function nodeFs() {
  const { nodeFs: fs } = require('next/dist/server/lib/node-fs-methods');
  return fs;
}

before(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'ghomes-file-cache-'));
  const app = path.join(distDir, 'server', 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(path.join(distDir, 'required-server-files.json'), JSON.stringify({ config: { env: { GHOMES_BUILD_SITE_ORIGIN: BUILD_ORIGIN } } }));
  // /about as `next build` leaves it: html, rsc and meta, written before this server started.
  writeFileSync(path.join(app, 'about.html'), `<link rel="canonical" href="${BUILD_ORIGIN}/about"/>`);
  writeFileSync(path.join(app, 'about.rsc'), 'rsc');
  writeFileSync(path.join(app, 'about.meta'), JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': '_N_T_/about/page' } }));
  const anHourAgo = new Date(Date.now() - 3600_000);
  for (const file of ['about.html', 'about.rsc', 'about.meta']) utimesSync(path.join(app, file), anHourAgo, anHourAgo);
  delete process.env.REDIS_URL;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  Handler = require('../../server/cache/isr-cache-handler.cjs') as HandlerClass;
});

after(() => {
  console.warn = originalWarn;
  if (originalSite === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = originalSite;
  rmSync(distDir, { recursive: true, force: true });
});

test('without REDIS_URL the file cache is used', () => {
  // The configured handler counts reads for /metrics around the store it chose.
  assert.equal(Handler.name, 'CountingCacheHandler');
  assert.equal(Object.getPrototypeOf(Handler).name, 'FileCacheHandler');
});

test('started with the build’s SITE_URL, the prerendered page is served', async () => {
  process.env.SITE_URL = `${BUILD_ORIGIN}/`;
  const entry = await handler().get('/about', PAGE_CTX);
  assert.match(entry?.value.html ?? '', /localhost:3000\/about/);
  assert.equal(warnings.length, 0);
});

test('started with another SITE_URL, the prerendered page is rendered again, with one warning', async () => {
  process.env.SITE_URL = 'https://ghomes.example';
  assert.equal(await handler().get('/about', PAGE_CTX), null);
  assert.equal(await handler().get('/about', PAGE_CTX), null);
  assert.equal(warnings.filter((line) => line.includes('SITE_URL is https://ghomes.example but this build was made for http://localhost:3000')).length, 1, warnings.join('\n'));
  // What this server renders and stores is served from then on.
  await handler().set('/about', { kind: 'APP_PAGE', html: '<link rel="canonical" href="https://ghomes.example/about"/>', rscData: Buffer.from('rsc'), headers: {}, status: 200 }, PAGE_CTX);
  assert.match((await handler().get('/about', PAGE_CTX))?.value.html ?? '', /ghomes\.example\/about/);
});

test('a 404 render is answered but never written', async () => {
  await handler().set('/builder/nobody', { kind: 'APP_PAGE', html: 'not found', rscData: Buffer.from('x'), headers: {}, status: 404 }, PAGE_CTX);
  assert.equal(existsSync(path.join(distDir, 'server', 'app', 'builder', 'nobody.html')), false);
  assert.equal(await handler().get('/builder/nobody', PAGE_CTX), null);
});
