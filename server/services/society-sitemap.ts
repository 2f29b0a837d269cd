import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/server/db/client';
import { builders, gated_societies } from '@/server/db/schema';
import { SITEMAP_CACHE_TAG, SOCIETY_PAGE_REVALIDATE_SECONDS } from './societies';

// What app/sitemap.ts lists: verified societies (slug URLs) and builders, with their last change.

export interface SitemapEntry {
  name: string;
  updatedAt: Date;
}

/** Verified societies in a stable order, a page at a time (a sitemap file holds at most 50,000 URLs). */
export async function listSocietiesForSitemap(offset: number, limit: number): Promise<SitemapEntry[]> {
  return getDb()
    .select({ name: gated_societies.name, updatedAt: gated_societies.updated_at })
    .from(gated_societies)
    .where(eq(gated_societies.status, 'verified'))
    .orderBy(asc(gated_societies.name))
    .offset(offset)
    .limit(limit);
}

export async function countSitemapSocieties(): Promise<number> {
  const [row] = await getDb()
    .select({ count: sql<number>`count(*)::int` })
    .from(gated_societies)
    .where(eq(gated_societies.status, 'verified'));
  return row?.count ?? 0;
}

export async function listBuildersForSitemap(): Promise<SitemapEntry[]> {
  return getDb().select({ name: builders.name, updatedAt: builders.updated_at }).from(builders).orderBy(asc(builders.name));
}

// The sitemap's reads through the data cache (dates survive as ISO strings there), refreshed hourly or
// with the society pages by /api/revalidate.
const sitemapCache = { tags: [SITEMAP_CACHE_TAG], revalidate: SOCIETY_PAGE_REVALIDATE_SECONDS };

export const getCachedSitemapSocietyCount = unstable_cache(countSitemapSocieties, ['sitemap-society-count'], sitemapCache);

export async function getCachedSitemapSocieties(offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await unstable_cache(() => listSocietiesForSitemap(offset, limit), ['sitemap-societies', String(offset), String(limit)], sitemapCache)();
  return rows.map((row) => ({ name: row.name, updatedAt: new Date(row.updatedAt) }));
}

export async function getCachedSitemapBuilders(): Promise<SitemapEntry[]> {
  const rows = await unstable_cache(listBuildersForSitemap, ['sitemap-builders'], sitemapCache)();
  return rows.map((row) => ({ name: row.name, updatedAt: new Date(row.updatedAt) }));
}
