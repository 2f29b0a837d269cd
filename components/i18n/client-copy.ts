// What a server component hands its client island (`<CopyScope copy={await clientCopy('booking')}>`): the page's
// language and just the namespaces named, read from next-intl's messages for this render.
import 'server-only';
import { getLocale, getMessages } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import type { Messages, Namespace } from '@/lib/i18n/english';
import type { ClientCopy } from './copy-scope';

export async function clientCopy(...namespaces: Namespace[]): Promise<ClientCopy> {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const messages: Partial<Messages> = {};
  for (const namespace of namespaces) Object.assign(messages, { [namespace]: (all as Messages)[namespace] });
  return { locale: isLocale(locale) ? locale : DEFAULT_LOCALE, messages };
}
