'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { whenPageIdle } from '@/components/common/when-page-idle';
import { localePath, splitLocalePath, suggestedLocale, type Locale } from '@/lib/i18n/locales';
import { hasChosenLocale, rememberLocale } from './remember-locale';

/** The offer in the language it offers (a Kannada reader reads the Kannada offer on an English page). */
export interface SuggestionCopy {
  suggestion: string;
  suggestionAction: string;
  dismiss: string;
}

/**
 * A first visit from a browser that prefers another of our languages is offered the page in it, once the page has
 * loaded; it is never redirected (a crawler reads the page it asked for). A choice either way is remembered like
 * the switch's, and the offer does not come again. Fixed above the bottom navigation, so it moves nothing.
 */
export function LanguageSuggestion({ locale, offers }: { locale: Locale; offers: Readonly<Record<Locale, SuggestionCopy>> }) {
  const { path } = splitLocalePath(usePathname() ?? '/');
  const [suggested, setSuggested] = useState<Locale | null>(null);
  useEffect(
    () => whenPageIdle(() => setSuggested(hasChosenLocale() ? null : suggestedLocale(navigator.languages ?? [navigator.language], locale)), { timeoutMs: 5000, fallbackMs: 2000 }),
    [locale],
  );
  if (!suggested) return null;
  const copy = offers[suggested];
  return (
    <aside lang={suggested} aria-label={copy.suggestion} className="fixed inset-x-3 bottom-20 z-40 mx-auto flex max-w-md flex-wrap items-center gap-2 rounded-xl border border-border bg-background p-3 shadow-lg md:bottom-4">
      <p className="min-w-40 flex-1 text-sm text-foreground">{copy.suggestion}</p>
      <div className="flex shrink-0 gap-2">
        <button type="button" onClick={() => {
            rememberLocale(locale);
            setSuggested(null);
          }} className="min-h-11 rounded-lg px-3 text-sm text-muted-foreground hover:bg-muted">
          {copy.dismiss}
        </button>
        <a href={localePath(suggested, path)} hrefLang={suggested} onClick={() => rememberLocale(suggested)} className="inline-flex min-h-11 items-center rounded-lg bg-primary px-3 text-sm font-semibold text-primary-foreground">
          {copy.suggestionAction}
        </a>
      </div>
    </aside>
  );
}
