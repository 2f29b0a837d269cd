import type { MetadataRoute } from 'next';
import { builderPath, societyPath } from '@/lib/slugs';
import { getEnv } from '@/server/env';
import { campaignPath, listLiveCampaignSlugs } from '@/server/services/campaigns';
import { getCachedSitemapBuilders, getCachedSitemapSocieties, getCachedSitemapSocietyCount } from '@/server/services/society-sitemap';

// Sitemaps at /sitemap/{id}.xml (robots.txt lists them all). A sitemap file holds at most 50,000 URLs, so the
// first file carries the static pages, the builders and the first societies, and each further file the
// next 50,000 societies. Builders are assumed to fit in the first file (there are hundreds, not tens of
// thousands).
export const revalidate = 3600;

const SITEMAP_URL_LIMIT = 50_000;

/** Public pages worth indexing; signed-in areas (/profile, /shortlisted, ...) are left out on purpose. */
const STATIC_PATHS = ['/', '/about', '/contact', '/brands', '/open-house', '/property-owner'] as const;

async function layout() {
  const [builders, societyCount, campaignSlugs] = await Promise.all([getCachedSitemapBuilders(), getCachedSitemapSocietyCount(), listLiveCampaignSlugs()]);
  // A festival page is listed only while its campaign takes leads.
  const campaignPaths = campaignSlugs.map(campaignPath);
  const firstFileSocieties = Math.max(0, SITEMAP_URL_LIMIT - STATIC_PATHS.length - campaignPaths.length - builders.length);
  const files = 1 + Math.ceil(Math.max(0, societyCount - firstFileSocieties) / SITEMAP_URL_LIMIT);
  return { builders, campaignPaths, firstFileSocieties, files };
}

export async function generateSitemaps(): Promise<{ id: number }[]> {
  const { files } = await layout();
  return Array.from({ length: files }, (_, id) => ({ id }));
}

export default async function sitemap({ id }: { id: number | string }): Promise<MetadataRoute.Sitemap> {
  const index = Number(id);
  const site = getEnv().SITE_URL.replace(/\/$/, '');
  const { builders, campaignPaths, firstFileSocieties } = await layout();
  const entries: MetadataRoute.Sitemap = [];

  if (index === 0) {
    const now = new Date();
    for (const path of STATIC_PATHS) {
      entries.push({ url: `${site}${path === '/' ? '' : path}`, lastModified: now, changeFrequency: 'weekly', priority: path === '/' ? 1 : 0.5 });
    }
    for (const path of campaignPaths) entries.push({ url: `${site}${path}`, lastModified: now, changeFrequency: 'daily', priority: 0.7 });
    for (const builder of builders) {
      entries.push({ url: `${site}${builderPath(builder)}`, lastModified: builder.updatedAt, changeFrequency: 'weekly', priority: 0.6 });
    }
  }

  const offset = index === 0 ? 0 : firstFileSocieties + (index - 1) * SITEMAP_URL_LIMIT;
  const limit = index === 0 ? firstFileSocieties : SITEMAP_URL_LIMIT;
  const societies = Number.isInteger(index) && index >= 0 && limit > 0 ? await getCachedSitemapSocieties(offset, limit) : [];
  for (const society of societies) {
    entries.push({ url: `${site}${societyPath(society)}`, lastModified: society.updatedAt, changeFrequency: 'daily', priority: 0.8 });
  }
  return entries;
}
