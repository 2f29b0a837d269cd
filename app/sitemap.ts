import type { MetadataRoute } from 'next';
import { getEnv } from '@/server/env';
import { sitemapChunk, sitemapChunkIds } from '@/server/services/society-sitemap';

// The sitemap chunks at /sitemap/{id}.xml, at most 50,000 URLs each (server/services/society-sitemap.ts);
// /sitemap.xml (app/sitemap.xml/route.ts) is the index naming them all, and robots.txt names the index.
export const revalidate = 3600;

export async function generateSitemaps(): Promise<{ id: number }[]> {
  return (await sitemapChunkIds()).map((id) => ({ id }));
}

export default async function sitemap({ id }: { id: number | string }): Promise<MetadataRoute.Sitemap> {
  return sitemapChunk(Number(id), getEnv().SITE_URL);
}
