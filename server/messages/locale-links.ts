import 'server-only';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getEnv } from '@/server/env';

// Links in a message lead to the page in the recipient's language (docs/i18n.md "Messages in the recipient's
// language"): English keeps today's URLs, Kannada and Hindi get their prefix. Links elsewhere pass as they are.

/** A page of this site as an absolute URL in a language: `pageUrl('kn', '/society/x')` is `<site>/kn/society/x`. */
export function pageUrl(locale: Locale, path: string): string {
  return `${getEnv().SITE_URL.replace(/\/$/, '')}${localePath(locale, path)}`;
}

/** An absolute URL of this site made in English (by another domain) moved to the language. */
export function inLanguage(locale: Locale, url: string): string {
  const site = getEnv().SITE_URL.replace(/\/$/, '');
  if (locale === 'en' || !(url === site || url.startsWith(`${site}/`) || url.startsWith(`${site}?`))) return url;
  return `${site}${localePath(locale, url.slice(site.length) || '/')}`;
}
