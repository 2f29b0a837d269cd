import { sitemapXml } from '@/lib/sitemap-index';
import { getEnv } from '@/server/env';
import { sitemapChunk, sitemapChunkIds } from '@/server/seo/sitemap';

// The sitemap chunks at /sitemap/{id}.xml, at most 50,000 URLs each (server/seo/sitemap.ts);
// /sitemap.xml (app/sitemap.xml/route.ts) is the index naming them all, and robots.txt names the index.
// A route handler rather than app/sitemap.ts with generateSitemaps(): that file also claims /sitemap.xml, which
// the index serves ("Duplicate page detected" at every start). Chunks added after the build (a big import) are
// rendered on their first request.
export const revalidate = 3600;

const CHUNK_FILE = /^(\d{1,6})\.xml$/;

export async function generateStaticParams(): Promise<{ file: string }[]> {
  return (await sitemapChunkIds()).map((id) => ({ file: `${id}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const id = Number(CHUNK_FILE.exec((await params).file)?.[1] ?? NaN);
  if (!Number.isInteger(id) || !(await sitemapChunkIds()).includes(id)) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const xml = sitemapXml(await sitemapChunk(id, getEnv().SITE_URL));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
