'use client';

import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ZoneOption } from '@/lib/search/zones';
import { cn } from '@/lib/utils';
import { FilterButton } from './filter-button';
import { LazyFilterPanel } from './lazy-filter-panel';
import { SearchBox } from './search-box';
import type { SearchController } from './use-search-controller';
import { ZoneSelect } from './zone-select';

/**
 * The search card (spec 2): the editable box with autocomplete, the zone dropdown, the Filter button with its
 * count, and 'Search Properties'. Both home designs use it; `layout` only changes how it is arranged.
 */
export function SearchCard({
  controller,
  zones,
  layout = 'stacked',
  animatedPlaceholder = true,
  submitLabel = 'Search Properties',
  className,
}: {
  controller: SearchController;
  zones: readonly ZoneOption[];
  layout?: 'stacked' | 'classic';
  animatedPlaceholder?: boolean;
  submitLabel?: string;
  className?: string;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { state } = controller;

  return (
    <form
      role="search"
      aria-label="Search gated societies"
      onSubmit={(event) => {
        event.preventDefault();
        controller.submit();
      }}
      className={cn('space-y-3', className)}
    >
      <SearchBox
        value={state.searchQuery}
        onValueChange={controller.setQuery}
        onPick={controller.pickSuggestion}
        summary={controller.summary}
        onLeaveSummary={controller.leaveSummary}
        animatedPlaceholder={animatedPlaceholder}
      />
      <div className={cn('grid gap-2', layout === 'classic' ? 'grid-cols-1 sm:grid-cols-[1fr_auto]' : 'grid-cols-[1fr_auto]')}>
        <ZoneSelect zones={zones} value={state.selectedZone} onChange={controller.setZone} />
        {layout === 'classic' ? null : <FilterButton count={controller.filterCount} onClick={() => setFiltersOpen(true)} />}
      </div>
      {layout === 'classic' ? (
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <FilterButton count={controller.filterCount} onClick={() => setFiltersOpen(true)} />
          <Button type="submit" size="lg" className="h-11 rounded-xl" data-testid="search-submit">
            <Search aria-hidden="true" />
            {submitLabel}
          </Button>
        </div>
      ) : (
        <Button type="submit" size="lg" className="w-full rounded-xl text-base shadow-md shadow-primary/20" data-testid="search-submit">
          <Search aria-hidden="true" />
          {submitLabel}
        </Button>
      )}
      <LazyFilterPanel open={filtersOpen} onOpenChange={setFiltersOpen} controller={controller} onApply={controller.submit} />
    </form>
  );
}
