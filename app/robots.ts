import type { MetadataRoute } from 'next';
import { getEnv } from '@/server/env';

export const revalidate = 3600;

/** Signed-in areas and machine endpoints: nothing there is useful in search results. */
const DISALLOWED_PATHS = ['/api/', '/auth/', '/dev/', '/profile', '/report-broker/', '/shortlisted', '/society-visits/', '/tenant-profile'];

/** robots.txt names the sitemap index (/sitemap.xml), which names every chunk. */
export default function robots(): MetadataRoute.Robots {
  const site = getEnv().SITE_URL.replace(/\/$/, '');
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS }],
    sitemap: `${site}/sitemap.xml`,
  };
}
