import type { MetadataRoute } from 'next';
import { getEnv } from '@/server/env';
import { generateSitemaps } from './sitemap';

export const revalidate = 3600;

/** Signed-in areas and machine endpoints: nothing there is useful in search results. */
const DISALLOWED_PATHS = ['/api/', '/auth/', '/dev/', '/profile', '/shortlisted', '/society-visits/', '/tenant-profile'];

export default async function robots(): Promise<MetadataRoute.Robots> {
  const site = getEnv().SITE_URL.replace(/\/$/, '');
  const sitemaps = await generateSitemaps();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS }],
    sitemap: sitemaps.map(({ id }) => `${site}/sitemap/${id}.xml`),
  };
}
