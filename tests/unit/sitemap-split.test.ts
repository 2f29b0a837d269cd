/** @jest-environment node */
// Above 50,000 URLs the sitemap splits into several files (a sitemap file may list at most 50,000 URLs).
import sitemap, { generateSitemaps } from '@/app/sitemap';

const SOCIETIES = 120_000;
const BUILDERS = 40;

jest.mock('@/server/env', () => ({ getEnv: () => ({ SITE_URL: 'https://ghomes.example' }) }));
jest.mock('@/server/services/society-sitemap', () => ({
  getCachedSitemapSocietyCount: async () => SOCIETIES,
  getCachedSitemapBuilders: async () => Array.from({ length: BUILDERS }, (_, index) => ({ name: `Builder ${index}`, updatedAt: new Date(0) })),
  getCachedSitemapSocieties: async (offset: number, limit: number) =>
    Array.from({ length: Math.max(0, Math.min(limit, SOCIETIES - offset)) }, (_, index) => ({
      name: `Society ${offset + index}`,
      updatedAt: new Date(0),
    })),
}));

jest.mock('@/server/services/campaigns', () => ({
  listLiveCampaignSlugs: async () => ['ganesha'],
  campaignPath: (slug: string) => `/summitt/${slug}`,
}));

test('splits 120,000 societies, 40 builders and the static pages into three files of at most 50,000 URLs', async () => {
  const files = await generateSitemaps();
  expect(files).toEqual([{ id: 0 }, { id: 1 }, { id: 2 }]);
  const contents = await Promise.all(files.map(({ id }) => sitemap({ id: String(id) })));
  for (const entries of contents) expect(entries.length).toBeLessThanOrEqual(50_000);
  const societyUrls = contents.flat().filter((entry) => entry.url.includes('/society/'));
  expect(societyUrls).toHaveLength(SOCIETIES);
  expect(new Set(societyUrls.map((entry) => entry.url)).size).toBe(SOCIETIES);
  expect(contents[0]!.length).toBe(50_000);
  expect(contents.flat().filter((entry) => entry.url.includes('/builder/'))).toHaveLength(BUILDERS);
  // A live campaign's page is in the first file.
  expect(contents[0]!.map((entry) => entry.url)).toContain('https://ghomes.example/summitt/ganesha');
});
