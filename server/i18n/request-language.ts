// The language of an API request, for the words of its answer: the page that made it, told by its Referer's path
// prefix (/kn/..., /hi/...; any other path of this site is English), else the language the person chose (the
// `ghomes-locale` cookie), else English. Never Accept-Language: a page in English answers in English whatever
// the browser prefers, as the pages themselves do (docs/i18n.md). A Referer of another site says nothing: the
// caller names this site's origins (server/http/site-origins.ts, which the handler passes in).
import 'server-only';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, splitLocalePath, type Locale } from '@/lib/i18n/locales';

export function requestLanguage(request: Request, siteOrigins: ReadonlySet<string>): Locale {
  return refererLanguage(request.headers.get('referer'), siteOrigins) ?? cookieLanguage(request.headers.get('cookie')) ?? DEFAULT_LOCALE;
}

function refererLanguage(referer: string | null, siteOrigins: ReadonlySet<string>): Locale | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!siteOrigins.has(url.origin)) return undefined;
  return splitLocalePath(url.pathname).locale;
}

function cookieLanguage(header: string | null): Locale | undefined {
  if (!header) return undefined;
  for (const pair of header.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === LOCALE_COOKIE && isLocale(pair.slice(at + 1))) return pair.slice(at + 1) as Locale;
  }
  return undefined;
}
