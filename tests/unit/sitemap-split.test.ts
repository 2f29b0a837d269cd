/** @jest-environment node */
// Above 50,000 URLs the sitemap splits into several chunks (a sitemap file may list at most 50,000 URLs), and
// /sitemap.xml is an index naming each of them.
import { planSitemapChunks, sitemapIndexXml, sitemapXml } from '@/lib/sitemap-index';

const LIMIT = 50_000;

test('splits 120,000 societies, 40 builders and 6 static pages into three chunks, each society in exactly one', () => {
  const counts = { staticPages: 6, builders: 40, societies: 120_000 };
  const plan = planSitemapChunks(counts, LIMIT);
  expect(plan.chunks).toBe(3);
  const seen = new Uint8Array(counts.societies);
  for (let id = 0; id < plan.chunks; id += 1) {
    const { offset, limit } = plan.societyRange(id);
    const rows = Math.max(0, Math.min(limit, counts.societies - offset));
    const urls = rows + (id === 0 ? counts.staticPages + counts.builders : 0);
    expect(urls).toBeLessThanOrEqual(LIMIT);
    for (let row = offset; row < offset + rows; row += 1) seen[row]! += 1;
  }
  expect(seen.every((times) => times === 1)).toBe(true);
  // The first chunk is full, the last holds the rest.
  expect(plan.societyRange(0)).toEqual({ offset: 0, limit: LIMIT - 46 });
  expect(plan.societyRange(3)).toEqual({ offset: 0, limit: 0 });
  expect(plan.societyRange(-1)).toEqual({ offset: 0, limit: 0 });
  expect(plan.societyRange(1.5)).toEqual({ offset: 0, limit: 0 });
});

test('one chunk while everything fits, one more at the 50,001st URL', () => {
  expect(planSitemapChunks({ staticPages: 6, builders: 0, societies: 0 }, LIMIT).chunks).toBe(1);
  expect(planSitemapChunks({ staticPages: 6, builders: 44, societies: 49_950 }, LIMIT).chunks).toBe(1);
  expect(planSitemapChunks({ staticPages: 6, builders: 44, societies: 49_951 }, LIMIT).chunks).toBe(2);
});

test('the index names every chunk by its absolute URL, escaped', () => {
  const xml = sitemapIndexXml(['https://ghomes.example/sitemap/0.xml', 'https://ghomes.example/sitemap/1.xml?a=1&b=2']);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  expect(xml).toContain('<loc>https://ghomes.example/sitemap/0.xml</loc>');
  expect(xml).toContain('<loc>https://ghomes.example/sitemap/1.xml?a=1&amp;b=2</loc>');
  expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
});

test('a sitemap file lists each URL with its date, frequency and priority, escaped', () => {
  const xml = sitemapXml([
    { url: 'https://ghomes.example/society/A&B-Homes', lastModified: new Date('2026-01-02T03:04:05Z'), changeFrequency: 'daily', priority: 0.8 },
    { url: 'https://ghomes.example/about' },
  ]);
  expect(xml).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      '<url>\n<loc>https://ghomes.example/society/A&amp;B-Homes</loc>\n<lastmod>2026-01-02T03:04:05.000Z</lastmod>\n<changefreq>daily</changefreq>\n<priority>0.8</priority>\n' +
      alternates('/society/A&amp;B-Homes') +
      '</url>\n' +
      '<url>\n<loc>https://ghomes.example/about</loc>\n' +
      alternates('/about') +
      '</url>\n</urlset>\n',
  );
});

/** Each entry's language alternates: English, Kannada and Hindi, and English as the default. */
function alternates(path: string): string {
  const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="https://ghomes.example${href}"/>\n`;
  return link('en-IN', path) + link('kn-IN', `/kn${path}`) + link('hi-IN', `/hi${path}`) + link('x-default', path);
}
