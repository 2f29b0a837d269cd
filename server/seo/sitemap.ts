import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';
import { planSitemapChunks } from '@/lib/sitemap-index';
import { builderPath, societyPath } from '@/lib/slugs';
import { getDb } from '@/server/db/client';
import { builders, gated_societies } from '@/server/db/schema';
import { namedSearchPath } from '@/lib/search/named';
import { campaignPath, listLiveCampaignSlugs } from '@/server/leads/campaigns';
import { cachedNamedSearchDirectory, type NamedSearchEntry } from '@/server/search/named-searches';
import { SITEMAP_CACHE_TAG, SOCIETY_PAGE_REVALIDATE_SECONDS } from '@/server/societies/service';

// What the sitemaps list: verified societies (slug URLs) and builders, with their last change. app/sitemap/[file]/route.ts
// serves the chunks at /sitemap/{id}.xml, app/sitemap.xml/route.ts the index naming every chunk, and
// app/robots.ts names the index.

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
    // The id breaks ties, so that consecutive chunks (offset pages) never repeat or skip a society.
    .orderBy(asc(gated_societies.name), asc(gated_societies.id))
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

/** A sitemap file may list at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** Public pages worth indexing; signed-in areas (/profile, /shortlisted, ...) are left out on purpose. */
export const STATIC_SITEMAP_PATHS = ['/', '/about', '/contact', '/brands', '/open-house', '/property-owner'] as const;

/**
 * The named search pages worth a crawler's visit (lib/search/named.ts): every locality, sub locality, builder
 * and zone with at least one verified society of its own. Pages with none are `noindex` and left out.
 */
export function sitemapNamedSearches(entries: readonly NamedSearchEntry[]): NamedSearchEntry[] {
  return entries.filter((entry) => entry.societies > 0);
}

async function layout(urlLimit: number) {
  const [builderRows, societyCount, campaignSlugs, namedSearches] = await Promise.all([
    getCachedSitemapBuilders(),
    getCachedSitemapSocietyCount(),
    // A festival page is listed only while its campaign takes leads.
    listLiveCampaignSlugs().catch(() => [] as string[]),
    cachedNamedSearchDirectory().then((directory) => sitemapNamedSearches(directory.entries)),
  ]);
  const staticPaths = [...STATIC_SITEMAP_PATHS, ...campaignSlugs.map(campaignPath)];
  // Named searches ride in the first chunk with the builders (hundreds to a few thousand, not tens of thousands).
  const plan = planSitemapChunks({ staticPages: staticPaths.length, builders: builderRows.length + namedSearches.length, societies: societyCount }, urlLimit);
  return { builders: builderRows, namedSearches, plan, staticPaths };
}

/** The ids of every chunk (0, 1, ...). */
export async function sitemapChunkIds(urlLimit = SITEMAP_URL_LIMIT): Promise<number[]> {
  const { plan } = await layout(urlLimit);
  return Array.from({ length: plan.chunks }, (_, id) => id);
}

/** The entries of one chunk; an id outside the plan gives an empty chunk. */
export async function sitemapChunk(id: number, site: string, urlLimit = SITEMAP_URL_LIMIT): Promise<MetadataRoute.Sitemap> {
  const base = site.replace(/\/$/, '');
  const { builders: builderRows, namedSearches, plan, staticPaths } = await layout(urlLimit);
  const entries: MetadataRoute.Sitemap = [];

  if (id === 0) {
    const now = new Date();
    for (const path of staticPaths) {
      const campaign = path.startsWith('/summitt/');
      entries.push({ url: `${base}${path === '/' ? '' : path}`, lastModified: now, changeFrequency: campaign ? 'daily' : 'weekly', priority: path === '/' ? 1 : campaign ? 0.7 : 0.5 });
    }
    for (const builder of builderRows) {
      entries.push({ url: `${base}${builderPath(builder)}`, lastModified: builder.updatedAt, changeFrequency: 'weekly', priority: 0.6 });
    }
    for (const named of namedSearches) {
      entries.push({
        url: `${base}${namedSearchPath(named.kind, named.slug)}`,
        lastModified: named.updatedAt ? new Date(named.updatedAt) : now,
        changeFrequency: 'daily',
        priority: named.kind === 'locality' || named.kind === 'zone' ? 0.7 : 0.6,
      });
    }
  }

  const { offset, limit } = plan.societyRange(id);
  const societies = limit > 0 ? await getCachedSitemapSocieties(offset, limit) : [];
  for (const society of societies) {
    entries.push({ url: `${base}${societyPath(society)}`, lastModified: society.updatedAt, changeFrequency: 'daily', priority: 0.8 });
  }
  return entries;
}

/** The URL of a chunk (app/sitemap/[file]/route.ts). */
export function sitemapChunkUrl(site: string, id: number): string {
  return `${site.replace(/\/$/, '')}/sitemap/${id}.xml`;
}
