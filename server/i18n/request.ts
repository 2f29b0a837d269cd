// next-intl's request configuration (named in next.config.mjs): the language of this render and its messages.
// Every layout and page under app/[locale] calls `setRequestLocale` with its segment first, so a server
// component's `getTranslations` never reads the request's headers and cached pages stay static.
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { INDIA_TIME_ZONE } from '@/lib/time/india';
import { messagesFor } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: messagesFor(locale), timeZone: INDIA_TIME_ZONE };
});
