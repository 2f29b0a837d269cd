// Server components read their texts with next-intl; Jest cannot load next-intl (ES modules only, and its server
// half needs the react-server condition), so jest.config.mjs maps `next-intl` and `next-intl/server` to this
// module: the English messages (or the language chosen with setTestLocale), through the same `fill` the browser uses.
import { fill, type FillValues } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/server/i18n/messages';

let current: Locale = 'en';

/** The language the mocked hooks read until the next call. */
export function setTestLocale(locale: Locale): void {
  current = locale;
}

export function useLocale(): Locale {
  return current;
}

function read(path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messagesFor(current));
}

type Translator = ((key: string, values?: FillValues) => string) & { raw: (key: string) => unknown };

function translator(namespace: string): Translator {
  const message = (key: string, values?: FillValues) => {
    const found = read(`${namespace}.${key}`);
    if (typeof found !== 'string') throw new Error(`No message ${namespace}.${key}`);
    return fill(found, values);
  };
  return Object.assign(message, { raw: (key: string) => read(`${namespace}.${key}`) });
}

export const useTranslations = translator;

// The same messages for `next-intl/server`.
export const getLocale = async (): Promise<Locale> => current;
// A page's own language is not taken over: a test chooses it with setTestLocale.
export const setRequestLocale = (_locale: Locale): void => {};
export const getMessages = async () => messagesFor(current);
export const getTranslations = async (namespace: string) => translator(namespace);
