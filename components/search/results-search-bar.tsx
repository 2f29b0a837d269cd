'use client';

import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SearchState } from '@/lib/search/types';
import type { ZoneOption } from '@/lib/search/zones';
import { FilterButton } from './filter-button';
import { LazyFilterPanel } from './lazy-filter-panel';
import { SearchBox } from './search-box';
import { useSearchController } from './use-search-controller';
import { ZoneSelect } from './zone-select';

/**
 * The search form on /search: starts from the URL being shown (the box keeps the query), and searches again
 * with the same rules as the home. The page gives it a key per URL, so it starts over after each search.
 */
export function ResultsSearchBar({
  initial,
  zones,
  builderNames,
}: {
  initial: SearchState;
  zones: ZoneOption[];
  /** Names of builder ids in the URL that are not in the filter list (a builder page's link). */
  builderNames: Record<string, string>;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const controller = useSearchController(initial, { builderName: (id) => builderNames[id] });
  const { state } = controller;

  return (
    <form
      role="search"
      aria-label="Search gated societies"
      onSubmit={(event) => {
        event.preventDefault();
        controller.submit();
      }}
      className="space-y-2"
    >
      <div className="flex items-start gap-2">
        <SearchBox
          className="min-w-0 flex-1"
          value={state.searchQuery}
          onValueChange={controller.setQuery}
          onPick={controller.pickSuggestion}
          summary={controller.summary}
          onLeaveSummary={controller.leaveSummary}
          placeholder="Name, location or builder"
        />
        <Button type="submit" size="icon" className="size-12 shrink-0 rounded-xl" aria-label="Search" data-testid="search-submit">
          <Search aria-hidden="true" className="!size-5" />
        </Button>
      </div>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <ZoneSelect zones={zones} value={state.selectedZone} onChange={controller.setZone} />
        <FilterButton count={controller.filterCount} onClick={() => setFiltersOpen(true)} />
      </div>
      <LazyFilterPanel open={filtersOpen} onOpenChange={setFiltersOpen} controller={controller} onApply={controller.submit} />
    </form>
  );
}
