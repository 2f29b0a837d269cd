'use client';

import { clsx } from 'clsx';
import type { SearchBoxIcons } from './search-form-types';
import { useCopy } from '@/components/i18n/copy-scope';

interface SearchSummaryBoxProps {
  summary: string;
  /** The part of the summary typed out so far. */
  typedSummary: string;
  icons: SearchBoxIcons;
  singleLineSummary: boolean;
  className?: string;
  /** The summary or its 'clear' action was tapped. */
  onLeave: () => void;
}

/** The search box in summary mode: the summary sentence typed out, and its 'clear' action. */
export function SearchSummaryBox({ summary, typedSummary, icons, singleLineSummary, className, onLeave }: SearchSummaryBoxProps) {
  const t = useCopy('search');
  return (
    <div className={clsx('relative', className)}>
      {icons.summarySearch}
      <button
        type="button"
        onClick={onLeave}
        data-testid="search-summary"
        aria-label={t('summary.hint', { summary })}
        className={clsx(
          'flex min-h-12 w-full items-start rounded-xl border border-primary/40 bg-primary/5 py-3 pl-11 pr-20 text-left text-[15px] font-medium leading-snug text-foreground',
          // Below 360 px the one-line summary keeps the room the word 'clear' took (the button shows only its ×).
          singleLineSummary && 'max-[359px]:pr-12',
        )}
      >
        {/* The whole sentence, invisible, holds the final height while the visible copy types over it, so
            the results below never move (no layout shift). */}
        <span aria-hidden="true" className={clsx('grid', singleLineSummary && 'min-w-0 flex-1')}>
          <span className={clsx('invisible col-start-1 row-start-1', singleLineSummary && 'truncate')} data-testid="search-summary-reserved">
            {summary}
          </span>
          <span className={clsx('col-start-1 row-start-1', singleLineSummary && 'truncate')} data-testid="search-summary-typed">
            {typedSummary}
            {typedSummary.length < summary.length ? <span className="ml-px inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-primary" /> : null}
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={onLeave}
        className="absolute right-0.5 top-0.5 inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2.5 text-xs font-semibold text-primary hover:bg-primary/10"
      >
        {icons.clearSummary}
        <span className={singleLineSummary ? 'max-[359px]:sr-only' : undefined}>{t('summary.clear')}</span>
      </button>
    </div>
  );
}
