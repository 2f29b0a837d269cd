// Server components read their texts through next-intl/server; in a Jest render (jsdom) they read the same message
// files through this stand-in: `jest.mock('next-intl/server', () => jest.requireActual('@/tests/helpers/next-intl-server').nextIntlServer)`.
// `fill` reads every message as next-intl does (tests/node/i18n-messages.test.ts holds the two to that).
import { fill, type FillValues } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/server/i18n/messages';

let testLocale: Locale = 'en';

/** The language the stand-in renders in, until the next call. */
export function renderInLocale(locale: Locale): void {
  testLocale = locale;
}

function lookup(path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messagesFor(testLocale));
}

export const nextIntlServer = {
  getLocale: async () => testLocale,
  setRequestLocale: () => {},
  getMessages: async () => messagesFor(testLocale),
  getTranslations: async (namespace?: string) => (key: string, values?: FillValues) => {
    const found = lookup(namespace ? `${namespace}.${key}` : key);
    if (typeof found !== 'string') throw new Error(`No message ${namespace}.${key}`);
    return fill(found, values);
  },
};
