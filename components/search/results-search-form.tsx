'use client';

import { useState } from 'react';
import type { SearchState } from '@/lib/search/types';
import type { ZoneOption } from '@/lib/search/zones';
import { useCopy } from '@/components/i18n/copy-scope';
import { FilterButton } from './filter-button';
import { LazyFilterPanel } from './lazy-filter-panel';
import { SearchBox } from './search-box';
import type { SearchFormParts } from './search-form-types';
import { useSearchController } from './use-search-controller';
import { ZoneSelect } from './zone-select';

/**
 * The search form on /search (inside ResultsSearchBar, which hands it its messages): starts from the URL being shown (the box keeps the query), and searches again
 * with the same rules as the home. The page gives it a key per URL, so it starts over after each search.
 */
export function ResultsSearchForm({
  initial,
  zones,
  builderNames,
  parts,
}: {
  initial: SearchState;
  zones: ZoneOption[];
  /** Names of builder ids in the URL that are not in the filter list (a builder page's link). */
  builderNames: Record<string, string>;
  /** Classes and icons made by the server: searchFormParts('results'). */
  parts: SearchFormParts;
}) {
  const t = useCopy('search');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const controller = useSearchController(initial, {
    builderName: (id) => builderNames[id],
    zoneName: (zone) => zones.find((option) => option.name === zone)?.label ?? zone,
  });
  const { state } = controller;
  const { classes, icons } = parts;

  return (
    <form
      role="search"
      aria-label={t('card.formLabel')}
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
          placeholder={t('results.placeholder')}
          icons={icons}
          singleLineSummary
        />
        <button type="submit" data-slot="button" className={classes.submit} aria-label={t('results.submit')} data-testid="search-submit">
          {icons.submit}
        </button>
      </div>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <ZoneSelect zones={zones} value={state.selectedZone} onChange={controller.setZone} icons={icons} />
        <FilterButton count={controller.filterCount} onClick={() => setFiltersOpen(true)} classes={classes} icon={icons.filter} />
      </div>
      <LazyFilterPanel open={filtersOpen} onOpenChange={setFiltersOpen} controller={controller} onApply={controller.submit} />
    </form>
  );
}
