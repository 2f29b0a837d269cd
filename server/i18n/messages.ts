// Every language's messages, one JSON file per namespace in lib/i18n/messages/<locale>/. Server-only: a page in
// one language sends the browser only the namespaces its islands read (components/i18n/client-copy.ts), never
// this catalogue. A new namespace is a file in each language's folder and a line in each object below.
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import enCommon from '@/lib/i18n/messages/en/common.json';
import hiCommon from '@/lib/i18n/messages/hi/common.json';
import knCommon from '@/lib/i18n/messages/kn/common.json';

export const ENGLISH_MESSAGES = {
  common: enCommon,
};

export type Messages = typeof ENGLISH_MESSAGES;
export type Namespace = keyof Messages;

/** Kannada and Hindi are held to English's shape by the type (and, for missing or empty keys, by a unit test). */
const CATALOGUE: Readonly<Record<Locale, Messages>> = {
  en: ENGLISH_MESSAGES,
  kn: { common: knCommon },
  hi: { common: hiCommon },
};

export function messagesFor(locale: Locale): Messages {
  return CATALOGUE[locale];
}
