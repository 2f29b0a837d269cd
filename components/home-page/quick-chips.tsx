'use client';

import { clsx } from 'clsx';
import { isChipSelected, QUICK_CHIPS, type QuickChip } from '@/lib/search/filters';
import type { SearchState } from '@/lib/search/types';
import { FilterToggle } from '@/components/search/filter-toggle';
import { useCopy } from '@/components/i18n/copy-scope';
import { searchValue } from '@/components/search/search-values';

/** Quick chips (spec 2): four builders, three statuses and Luxury; chosen chips are highlighted. */
export function QuickChips({
  state,
  onToggle,
  className,
  chipShape,
}: {
  state: SearchState;
  onToggle: (chip: QuickChip) => void;
  className?: string;
  /** Padding and corners of each chip (FilterToggle's `shape`). */
  chipShape?: string;
}) {
  const t = useCopy('home');
  const value = useCopy('search');
  return (
    <div role="group" aria-label={t('quickFilters.title')} className={clsx('flex flex-wrap', className ?? 'gap-2')}>
      {QUICK_CHIPS.map((chip) => (
        <FilterToggle
          key={`${chip.kind}-${chip.value}`}
          // Builders keep their brand names; a status or category reads in the page's language.
          label={chip.kind === 'builder' ? chip.label : searchValue(value, chip.value)}
          pressed={isChipSelected(state, chip)}
          onToggle={() => onToggle(chip)}
          shape={chipShape}
          testId={`chip-${chip.label}`}
        />
      ))}
    </div>
  );
}
