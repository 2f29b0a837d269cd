'use client';

import { isChipSelected, QUICK_CHIPS, type QuickChip } from '@/lib/search/filters';
import type { SearchState } from '@/lib/search/types';
import { cn } from '@/lib/utils';
import { FilterToggle } from './filter-toggle';

/** Quick chips (spec 2): four builders, three statuses and Luxury; chosen chips are highlighted. */
export function QuickChips({
  state,
  onToggle,
  className,
  chipClassName,
}: {
  state: SearchState;
  onToggle: (chip: QuickChip) => void;
  className?: string;
  chipClassName?: string;
}) {
  return (
    <div role="group" aria-label="Quick filters" className={cn('flex flex-wrap gap-2', className)}>
      {QUICK_CHIPS.map((chip) => (
        <FilterToggle
          key={`${chip.kind}-${chip.value}`}
          label={chip.label}
          pressed={isChipSelected(state, chip)}
          onToggle={() => onToggle(chip)}
          className={chipClassName}
          testId={`chip-${chip.label}`}
        />
      ))}
    </div>
  );
}
