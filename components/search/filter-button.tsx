'use client';

import type { ReactNode } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import type { SearchFormClasses } from './search-form-types';

/**
 * The Filter button of the search card, with the count of chosen filters. Its classes and icon come from the
 * server (search-form-parts.tsx): Button's class merging would ship tailwind-merge with the search form.
 */
export function FilterButton({
  count,
  onClick,
  classes,
  icon,
}: {
  count: number;
  onClick: () => void;
  classes: Pick<SearchFormClasses, 'filter' | 'filterChosen'>;
  icon: ReactNode;
}) {
  const t = useCopy('search');
  return (
    <button
      type="button"
      data-slot="button"
      onClick={onClick}
      data-testid="filter-button"
      aria-label={count ? t('filterButton.ariaChosen', { count }) : t('filterButton.aria')}
      className={count ? classes.filterChosen : classes.filter}
    >
      {icon}
      {t('filterButton.label')}
      {count ? (
        <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
          {count}
        </span>
      ) : null}
    </button>
  );
}
