// Components that read their texts with `useCopy` render in a test inside the scope their server parent gives them.
import type { ReactElement } from 'react';
import { CopyScope } from '@/components/i18n/copy-scope';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor, type Namespace } from '@/server/i18n/messages';

export function withCopy(ui: ReactElement, namespaces: Namespace[], locale: Locale = 'en'): ReactElement {
  const all = messagesFor(locale);
  const messages = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
  return <CopyScope copy={{ locale, messages }}>{ui}</CopyScope>;
}
