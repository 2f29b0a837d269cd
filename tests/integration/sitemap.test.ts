// The sitemap routes (app/sitemap/[file]/route.ts, app/sitemap.xml/route.ts) and app/robots.ts on the seeded demo data. Next's data cache only exists inside a Next
// server, so unstable_cache is a pass-through here.
import { eq } from 'drizzle-orm';
import robots from '@/app/robots';
import { GET as sitemapChunkRoute, generateStaticParams } from '@/app/sitemap/[file]/route';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { namedSearchPath } from '@/lib/search/named';
import { builderPath, societyPath } from '@/lib/slugs';
import { listNamedSearches } from '@/server/search/named-searches';
import { getDb } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { builders, gated_societies } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { useTestDatabase } from '../helpers/test-db';

/** The chunk's entries as crawlers get them: url, lastmod (a date), from the served XML. */
async function sitemap({ id }: { id: number | string }): Promise<{ url: string; lastModified: Date }[]> {
  const response = await sitemapChunkRoute(new Request(`${SITE}/sitemap/${id}.xml`), { params: Promise.resolve({ file: `${id}.xml` }) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  const xml = await response.text();
  return [...xml.matchAll(/<url>\n<loc>([^<]+)<\/loc>\n<lastmod>([^<]+)<\/lastmod>/g)].map((match) => ({
    url: match[1]!.replace(/&amp;/g, '&').replace(/&apos;/g, "'"),
    lastModified: new Date(match[2]!),
  }));
}

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

const SITE = 'https://ghomes.example';
process.env.SITE_URL = SITE;
resetEnvCacheForTests();
const db = useTestDatabase();

beforeAll(async () => {
  process.env.SITE_URL = SITE;
  resetEnvCacheForTests();
  await seedDatabase(db.url(), { writeFiles: false });
});

test('one sitemap file holds the demo data; another chunk number is a 404', async () => {
  expect(await generateStaticParams()).toEqual([{ file: '0.xml' }]);
  for (const file of ['1.xml', 'x.xml', '0.json']) {
    const response = await sitemapChunkRoute(new Request(`${SITE}/sitemap/${file}`), { params: Promise.resolve({ file }) });
    expect(response.status).toBe(404);
  }
});

test('lists home, the static pages, every verified society (slug URL) and every builder, with dates', async () => {
  const entries = await sitemap({ id: '0' });
  const urls = new Set(entries.map((entry) => entry.url));
  expect(urls.size).toBe(entries.length);
  for (const path of ['', '/about', '/contact']) expect(urls).toContain(`${SITE}${path}`);

  const societies = await getDb().select({ name: gated_societies.name, status: gated_societies.status }).from(gated_societies);
  const verified = societies.filter((society) => society.status === 'verified');
  expect(verified.length).toBeGreaterThanOrEqual(90);
  for (const society of verified) expect(urls).toContain(`${SITE}${societyPath(society)}`);
  for (const society of societies.filter((row) => row.status !== 'verified')) expect(urls).not.toContain(`${SITE}${societyPath(society)}`);
  // Names with a hyphen and with a spaced dash use the round-tripping slug.
  expect(urls).toContain(`${SITE}/society/Sobha-Silicon--Oasis`);
  expect(urls).toContain(`${SITE}/society/Brigade-Orchards---Aspen-Block`);

  const allBuilders = await getDb().select({ name: builders.name }).from(builders);
  for (const builder of allBuilders) expect(urls).toContain(`${SITE}${builderPath(builder)}`);

  expect(entries.every((entry) => entry.lastModified instanceof Date && !Number.isNaN(entry.lastModified.getTime()))).toBe(true);
  // Signed-in areas are not in the sitemap.
  expect([...urls].some((url) => /\/(profile|shortlisted|tenant-profile|api)\b/.test(url))).toBe(false);
});

test('lists every locality, sub-locality, builder and zone search page that has societies, and none that has none', async () => {
  const urls = new Set((await sitemap({ id: 0 })).map((entry) => entry.url));
  const named = await listNamedSearches();
  for (const kind of ['locality', 'sub-locality', 'builder', 'zone'] as const) {
    const withSocieties = named.filter((entry) => entry.kind === kind && entry.societies > 0);
    expect(withSocieties.length).toBeGreaterThan(0);
    for (const entry of withSocieties) expect(urls).toContain(`${SITE}${namedSearchPath(kind, entry.slug)}`);
  }
  for (const entry of named.filter((row) => row.societies === 0)) expect(urls).not.toContain(`${SITE}${namedSearchPath(entry.kind, entry.slug)}`);
  expect(urls).toContain(`${SITE}/bangalore/locality/whitefield`);
  expect(urls).toContain(`${SITE}/bangalore/zone/bengaluru-south`);
});

test('a renamed or added society shows up on the next generation', async () => {
  const [first] = await getDb().select().from(gated_societies).where(eq(gated_societies.status, 'verified')).limit(1);
  await getDb().update(gated_societies).set({ name: 'Renamed Test Society - East' }).where(eq(gated_societies.id, first!.id));
  const urls = (await sitemap({ id: 0 })).map((entry) => entry.url);
  expect(urls).toContain(`${SITE}/society/Renamed-Test-Society---East`);
});

test('robots allows crawling, keeps out signed-in areas and the API, and names the sitemap index', async () => {
  const result = robots();
  const rules = Array.isArray(result.rules) ? result.rules[0]! : result.rules;
  expect(rules.userAgent).toBe('*');
  expect(rules.allow).toBe('/');
  expect(rules.disallow).toEqual(expect.arrayContaining(['/api/', '/profile', '/shortlisted', '/tenant-profile']));
  expect(result.sitemap).toBe(`${SITE}/sitemap.xml`);
});

test('/sitemap.xml is a sitemap index naming the chunk', async () => {
  const response = await sitemapIndex();
  expect(response.headers.get('content-type')).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([`${SITE}/sitemap/0.xml`]);
});
