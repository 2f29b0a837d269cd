// Texts in a chosen language outside a page: e-mails, WhatsApp texts and push notifications, rendered in a job for
// their recipient (docs/i18n.md "Messages in the recipient's language"). The same `{name}` placeholders as the
// browser's copy; a missing key is a thrown error, never an English fallback, and the message parity test keeps
// every key in every language.
import 'server-only';
import { fill, type FillValues } from '@/lib/i18n/fill';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { messagesFor, type Namespace } from './messages';

export type Translate = ((key: string, values?: FillValues) => string) & { raw: (key: string) => unknown };

function read(locale: Locale, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messagesFor(locale));
}

/** A namespace, or a part of one ('society.header'). */
export type MessageScope = Namespace | `${Namespace}.${string}`;

export function translatorFor(locale: Locale, namespace: MessageScope): Translate {
  const translate = (key: string, values?: FillValues) => {
    const found = read(locale, `${namespace}.${key}`);
    if (typeof found !== 'string') throw new Error(`No message ${namespace}.${key} in ${locale}`);
    return fill(found, values);
  };
  return Object.assign(translate, { raw: (key: string) => read(locale, `${namespace}.${key}`) });
}

/** A stored language (profiles.language, owners.language; NULL until chosen) as a locale: English by default. */
export function recipientLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
