// The texts of a tenant's messages in the recipient's language (docs/i18n.md "Messages in the recipient's
// language"): `locale` travels in each message's data (English when absent, as in every message queued before),
// and the words are the `notifications.tenant` messages. E-mails are rendered on the server only.
import { Fragment, type ReactNode } from 'react';
import type { FillValues } from '@/lib/i18n/fill';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor, type Translate } from '@/server/i18n/translator';

export type { Locale };

/** One part of the tenant messages ('visitConfirmation', 'frame') in a language. */
export function emailCopy(locale: Locale | undefined, part: string): Translate {
  return translatorFor(locale ?? DEFAULT_LOCALE, `notifications.tenant.${part}`);
}

/**
 * A message whose placeholders hold markup (a link, a bold figure): the text around them stays text, so the
 * English HTML reads exactly as the JSX it replaces did. Plain values go in through `{name}` as usual.
 */
export function richCopy(t: Translate, key: string, parts: Record<string, ReactNode>, values?: FillValues): ReactNode[] {
  const message = t(key, values);
  return message.split(/\{(\w+)\}/).map((piece, index) => (
    <Fragment key={index}>{index % 2 === 1 && piece in parts ? parts[piece] : piece}</Fragment>
  ));
}
