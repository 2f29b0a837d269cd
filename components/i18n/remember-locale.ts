import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembered for the middleware: the next English URL this browser opens comes in the chosen language. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export function hasChosenLocale(): boolean {
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${LOCALE_COOKIE}=`));
}
