'use client';

import { clsx } from 'clsx';
import { useState } from 'react';
import type { ZoneOption } from '@/lib/search/zones';
import { useCopy } from '@/components/i18n/copy-scope';
import { FilterButton } from './filter-button';
import { LazyFilterPanel } from './lazy-filter-panel';
import { SearchBox } from './search-box';
import type { SearchFormParts } from './search-form-types';
import type { SearchController } from './use-search-controller';
import { ZoneSelect } from './zone-select';

/**
 * The search card (spec 2): the editable box with autocomplete, the zone dropdown, the Filter button with its
 * count, and 'Search Properties'. Both home designs use it; `layout` only changes how it is arranged. `parts`:
 * classes and icons made by the server (searchFormParts), so the island carries no class merging or icons.
 */
export function SearchCard({
  controller,
  zones,
  parts,
  layout = 'stacked',
  animatedPlaceholder = true,
  submitLabel,
  className,
}: {
  controller: SearchController;
  zones: readonly ZoneOption[];
  parts: SearchFormParts;
  layout?: 'stacked' | 'classic';
  animatedPlaceholder?: boolean;
  /** 'Search Properties' unless given. */
  submitLabel?: string;
  className?: string;
}) {
  const t = useCopy('search');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { state } = controller;
  const { classes, icons } = parts;
  const filterButton = <FilterButton count={controller.filterCount} onClick={() => setFiltersOpen(true)} classes={classes} icon={icons.filter} />;
  const submit = (
    <button type="submit" data-slot="button" className={classes.submit} data-testid="search-submit">
      {icons.submit}
      {submitLabel ?? t('card.submit')}
    </button>
  );

  return (
    <form
      role="search"
      aria-label={t('card.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        controller.submit();
      }}
      className={clsx('space-y-3', className)}
    >
      <SearchBox
        value={state.searchQuery}
        onValueChange={controller.setQuery}
        onPick={controller.pickSuggestion}
        summary={controller.summary}
        onLeaveSummary={controller.leaveSummary}
        animatedPlaceholder={animatedPlaceholder}
        icons={icons}
      />
      <div className={layout === 'classic' ? 'grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto]' : 'grid grid-cols-[1fr_auto] gap-2'}>
        <ZoneSelect zones={zones} value={state.selectedZone} onChange={controller.setZone} icons={icons} />
        {layout === 'classic' ? null : filterButton}
      </div>
      {layout === 'classic' ? (
        // Side by side from 360 px; on a 320 px phone 'Search Properties' does not fit beside Filter.
        <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-[auto_1fr]">
          {filterButton}
          {submit}
        </div>
      ) : (
        submit
      )}
      <LazyFilterPanel open={filtersOpen} onOpenChange={setFiltersOpen} controller={controller} onApply={controller.submit} />
    </form>
  );
}
