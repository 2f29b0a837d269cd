// The language of this render, for a server component that builds links (`localePath(await currentLocale(), …)`).
import 'server-only';
import { getLocale } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

export async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
