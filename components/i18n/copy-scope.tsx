'use client';
// The browser's side of the messages: an island's server parent hands it the namespaces it reads
// (`clientCopy`, components/i18n/client-copy.ts) and its client components read them with `useCopy`. Plain strings
// with `{name}` placeholders (lib/i18n/fill.ts), so no message-format runtime joins the first view's JavaScript.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { fill, type FillValues } from '@/lib/i18n/fill';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import type { Messages, Namespace } from '@/lib/i18n/english';

export interface ClientCopy {
  locale: Locale;
  messages: Partial<Messages>;
}

const CopyContext = createContext<ClientCopy>({ locale: DEFAULT_LOCALE, messages: {} });

/** Adds the given namespaces (and the language) to those of any scope around it. */
export function CopyScope({ copy, children }: { copy: ClientCopy; children: ReactNode }) {
  const outer = useContext(CopyContext);
  const value = useMemo(() => ({ locale: copy.locale, messages: { ...outer.messages, ...copy.messages } }), [outer, copy]);
  return <CopyContext.Provider value={value}>{children}</CopyContext.Provider>;
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** `t('group.key', values)` over one namespace handed down by a scope; a missing key reads as the key itself. */
export function useCopy<N extends Namespace>(namespace: N): (key: Leaves<Messages[N]>, values?: FillValues) => string {
  const { messages } = useContext(CopyContext);
  return (key, values) => {
    const found = (key as string).split('.').reduce<unknown>((node: unknown, part: string) => (node as Record<string, unknown> | undefined)?.[part], messages[namespace]);
    return typeof found === 'string' ? fill(found, values) : `${namespace}.${key}`;
  };
}

/** The page's language, and its paths: `href('/society/x')` is '/kn/society/x' on a Kannada page. */
export function useLocalePath(): { locale: Locale; href: (path: string) => string } {
  const { locale } = useContext(CopyContext);
  return { locale, href: (path: string) => localePath(locale, path) };
}
