import { sitemapIndexXml } from '@/lib/sitemap-index';
import { getEnv } from '@/server/env';
import { sitemapChunkIds, sitemapChunkUrl } from '@/server/seo/sitemap';

// /sitemap.xml, the address crawlers and Search Console try first: a sitemap index naming every chunk that
// app/sitemap/[file]/route.ts serves at /sitemap/{id}.xml. Cached like the chunks and refreshed with them.
export const revalidate = 3600;

export async function GET(): Promise<Response> {
  const site = getEnv().SITE_URL;
  const urls = (await sitemapChunkIds()).map((id) => sitemapChunkUrl(site, id));
  return new Response(sitemapIndexXml(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
