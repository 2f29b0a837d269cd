// The sitemap on the 10,000-society seed (`npm run db:seed -- --scale 10000`): /sitemap.xml names every chunk
// and every verified society URL is in exactly one chunk. At the real limit of 50,000 URLs per file the
// 10,000 societies fit in one chunk; with a limit of 2,500 the same data spreads over several chunks, which
// checks the split (offsets, tie-breaking order) on real rows.
import { eq } from 'drizzle-orm';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { societyPath } from '@/lib/slugs';
import { getDb } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { builders, gated_societies } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { SITEMAP_URL_LIMIT, sitemapChunk, sitemapChunkIds } from '@/server/seo/sitemap';
import { useTestDatabase } from '../helpers/test-db';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));
jest.setTimeout(600_000);

const SITE = 'https://ghomes.example';
const db = useTestDatabase();
let verifiedUrls: string[] = [];
let builderCount = 0;

beforeAll(async () => {
  process.env.SITE_URL = SITE;
  resetEnvCacheForTests();
  await seedDatabase(db.url(), { scale: 10_000, writeFiles: false });
  const verified = await getDb().select({ name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.status, 'verified'));
  verifiedUrls = verified.map((society) => `${SITE}${societyPath(society)}`);
  builderCount = (await getDb().select({ name: builders.name }).from(builders)).length;
});

/** How often each society URL appears across all chunks, and the size of each chunk. */
async function collect(urlLimit: number) {
  const ids = await sitemapChunkIds(urlLimit);
  const times = new Map<string, number>();
  const sizes: number[] = [];
  for (const id of ids) {
    const entries = await sitemapChunk(id, SITE, urlLimit);
    sizes.push(entries.length);
    for (const { url } of entries) if (url.includes('/society/')) times.set(url, (times.get(url) ?? 0) + 1);
  }
  return { ids, times, sizes };
}

test('the seed has 10,000 societies', async () => {
  expect(await getDb().$count(gated_societies)).toBe(10_000);
  expect(verifiedUrls.length).toBeGreaterThan(9_000);
  expect(new Set(verifiedUrls).size).toBe(verifiedUrls.length); // slugs are unique
});

test.each([SITEMAP_URL_LIMIT, 2_500])('with at most %i URLs per chunk every verified society is in exactly one chunk', async (urlLimit) => {
  const { ids, times, sizes } = await collect(urlLimit);
  const expectedChunks = urlLimit === SITEMAP_URL_LIMIT ? 1 : 1 + Math.ceil((verifiedUrls.length - (urlLimit - 6 - builderCount)) / urlLimit);
  expect(ids).toEqual(Array.from({ length: expectedChunks }, (_, id) => id));
  for (const size of sizes) expect(size).toBeLessThanOrEqual(urlLimit);
  expect(times.size).toBe(verifiedUrls.length);
  for (const url of verifiedUrls) expect(times.get(url)).toBe(1);
  // A chunk past the end is empty rather than repeating another.
  expect(await sitemapChunk(ids.length, SITE, urlLimit)).toEqual([]);
});

test('/sitemap.xml names every chunk', async () => {
  const xml = await (await sitemapIndex()).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toEqual((await sitemapChunkIds()).map((id) => `${SITE}/sitemap/${id}.xml`));
});
