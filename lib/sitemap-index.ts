// The sitemap index format (sitemaps.org): a list of sitemap files, each named by its absolute URL.

import { HTML_LANG, LOCALES, localePath } from '@/lib/i18n/locales';
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `<sitemap>\n<loc>${escapeXml(url)}</loc>\n</sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

export interface SitemapChunkPlan {
  /** How many chunks the URLs need (at least one). */
  chunks: number;
  /** The societies of chunk `id`: rows offset..offset+limit of the stable society order. */
  societyRange: (id: number) => { offset: number; limit: number };
}

/**
 * How the URLs split into chunks of at most `urlLimit`: the first carries the static pages, the builders and
 * the first societies, each further one the next `urlLimit` societies. Builders are assumed to fit in the first
 * chunk (there are hundreds, not tens of thousands).
 */
export function planSitemapChunks(counts: { staticPages: number; builders: number; societies: number }, urlLimit: number): SitemapChunkPlan {
  const firstChunkSocieties = Math.max(0, urlLimit - counts.staticPages - counts.builders);
  const chunks = 1 + Math.ceil(Math.max(0, counts.societies - firstChunkSocieties) / urlLimit);
  return {
    chunks,
    societyRange: (id) =>
      !Number.isInteger(id) || id < 0 || id >= chunks
        ? { offset: 0, limit: 0 }
        : id === 0
          ? { offset: 0, limit: firstChunkSocieties }
          : { offset: firstChunkSocieties + (id - 1) * urlLimit, limit: urlLimit },
  };
}

export interface SitemapUrl {
  url: string;
  lastModified?: string | Date;
  changeFrequency?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
}

/** A sitemap file (sitemaps.org urlset), as Next writes one for app/sitemap.ts. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((entry) => {
    const lines = [`<loc>${escapeXml(entry.url)}</loc>`];
    if (entry.lastModified) lines.push(`<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>`);
    if (entry.changeFrequency) lines.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) lines.push(`<priority>${entry.priority}</priority>`);
    lines.push(...languageLinks(entry.url));
    return `<url>\n${lines.join('\n')}\n</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Every page of the sitemap is in each language: its alternates, English the default (as in each page's head). */
function languageLinks(url: string): string[] {
  const page = new URL(url);
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(new URL(path + page.search, page.origin).toString())}"/>`;
  return [...LOCALES.map((locale) => link(HTML_LANG[locale], localePath(locale, page.pathname))), link('x-default', page.pathname)];
}
