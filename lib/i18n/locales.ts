// The site's languages and where each one's pages live. English is the default and keeps the spec's URLs; Kannada
// and Hindi pages carry their code as the first path segment (/kn/society/..., /hi/...). Pure: the middleware,
// the pages and the browser all read it.

export const LOCALES = ['en', 'kn', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The languages with a path prefix of their own. */
export const PREFIXED_LOCALES: readonly Locale[] = ['kn', 'hi'];

/** Remembers a person's choice of language (the switch sets it; the profile keeps it for a signed-in person). */
export const LOCALE_COOKIE = 'ghomes-locale';

/** The `lang` of each language's documents and the `hreflang` of its alternates. */
export const HTML_LANG: Readonly<Record<Locale, string>> = { en: 'en-IN', kn: 'kn-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A path's language and the path without its prefix: '/kn/society/x' is kn and '/society/x'; '/about' is en.
 *  '/en/...' is English too: the path an English page renders at (a prerendered page's router reads it). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|kn|hi)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

/** The path of a page in a language: English keeps it as it is, the others get their prefix. Absolute URLs, API
 *  paths and anchors pass unchanged. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/api/')) return path;
  if (splitLocalePath(path).locale !== DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : path.startsWith('/?') || path.startsWith('/#') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The language a browser prefers among ours (its Accept-Language, as navigator.languages lists it), when that is
 *  not the page's: a suggestion to offer, never a redirect. Null when the browser names none of ours first. */
export function suggestedLocale(browserLanguages: readonly string[], pageLocale: Locale): Locale | null {
  const preferred = browserLanguages.map((tag) => tag.toLowerCase().split('-')[0]).find(isLocale);
  return preferred && preferred !== pageLocale ? preferred : null;
}
