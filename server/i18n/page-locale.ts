// The language of a page or layout under app/[locale], set for next-intl before anything of it renders. A cached
// page must call this (its layout and its generateMetadata too): next-intl would otherwise read the request's
// headers for the language, which makes the page dynamic.
import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

export type LocaleParams = Promise<{ locale: string }>;

/** Takes a page's own params (their type names its other segments; the [locale] segment is always among them). */
export async function pageLocale(params: Promise<object> | undefined): Promise<Locale> {
  const { locale } = ((await params) ?? {}) as { locale?: unknown };
  const chosen = isLocale(locale) ? locale : DEFAULT_LOCALE;
  setRequestLocale(chosen);
  return chosen;
}
