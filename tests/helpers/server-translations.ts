// Server components read their texts with next-intl's `useTranslations`; Jest cannot load next-intl (ES modules
// only), so a test that renders one mocks the module with this: the English messages (or a chosen language's),
// through the same `fill` the browser uses. `jest.mock('next-intl', () => jest.requireActual('@/tests/helpers/server-translations'))`
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

/** The same messages for `next-intl/server`: `jest.mock('next-intl/server', () => jest.requireActual('@/tests/helpers/server-translations').nextIntlServer)`. */
export const nextIntlServer = {
  getLocale: async () => current,
  setRequestLocale: () => {},
  getMessages: async () => messagesFor(current),
  getTranslations: async (namespace: string) => translator(namespace),
};
