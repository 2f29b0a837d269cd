'use client';

import { clsx } from 'clsx';
import { isChipSelected, QUICK_CHIPS, type QuickChip } from '@/lib/search/filters';
import type { SearchState } from '@/lib/search/types';
import { FilterToggle } from '@/components/search/filter-toggle';

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
  return (
    <div role="group" aria-label="Quick filters" className={clsx('flex flex-wrap', className ?? 'gap-2')}>
      {QUICK_CHIPS.map((chip) => (
        <FilterToggle
          key={`${chip.kind}-${chip.value}`}
          label={chip.label}
          pressed={isChipSelected(state, chip)}
          onToggle={() => onToggle(chip)}
          shape={chipShape}
          testId={`chip-${chip.label}`}
        />
      ))}
    </div>
  );
}
