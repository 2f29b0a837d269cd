// Server components read their texts with next-intl; Jest cannot load next-intl (ES modules only, and its server
// half needs the react-server condition), so jest.config.mjs maps `next-intl` and `next-intl/server` to this
// module: the English messages (or the language chosen with setTestLocale), through the same `fill` the browser uses.
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/server/i18n/messages';
import { translatorFor, type MessageScope } from '@/server/i18n/translator';

let current: Locale = 'en';

/** The language the mocked hooks read until the next call. */
export function setTestLocale(locale: Locale): void {
  current = locale;
}

export function useLocale(): Locale {
  return current;
}

const translator = (namespace: MessageScope) => translatorFor(current, namespace);

export const useTranslations = translator;

// The same messages for `next-intl/server`.
export const getLocale = async (): Promise<Locale> => current;
// A page's own language is not taken over: a test chooses it with setTestLocale.
export const setRequestLocale = (_locale: Locale): void => {};
export const getMessages = async () => messagesFor(current);
export const getTranslations = async (namespace: MessageScope) => translator(namespace);
