'use client';

import { ArrowDownUp, SlidersHorizontal, X } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { SaveSearchButton } from '@/components/saved-searches/save-search-button';
import { useCopy } from '@/components/i18n/copy-scope';
import { BUTTON_CLASSES } from '@/components/common/button-classes';
import { activeFilterLabels, LISTING_SORTS, sortLabel, withoutGroup, type FilterableListing, type ListingSort } from '@/lib/listings/filters';
import { useTab } from './properties-tabs';
import { applyListingFilters, useListingFilters } from './use-listing-filters';

// 'Filters' and 'Sort' above the properties page's list, with a chip per active filter that removes
// it. The sheet loads on first use, so the cached page's first JavaScript does not grow by it.
const ListingFilterSheet = dynamic(() => import('./filter-sheet').then((module) => module.ListingFilterSheet), { ssr: false });

export function ListingFilterBar({ societyId, listings }: { societyId: string; listings: { rent: FilterableListing[]; buy: FilterableListing[] } }) {
  const t = useCopy('listings');
  const tf = useCopy('facts');
  const tab = useTab();
  const kind = tab === 'rent' ? 'rent' : 'sale';
  const filters = useListingFilters();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const active = activeFilterLabels(filters, kind, tf);
  const sorts = LISTING_SORTS.filter((sort) => kind === 'rent' || sort !== 'soonest');

  return (
    <div className="space-y-2" data-testid="listing-filter-bar">
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={BUTTON_CLASSES.filters}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          data-testid="open-listing-filters"
        >
          <SlidersHorizontal aria-hidden="true" />
          {t('filterBar.filters')}
          {active.length > 0 && <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">{active.length}</span>}
        </button>
        <label className="relative flex h-11 min-w-0 flex-1 items-center rounded-md border border-input bg-background">
          <ArrowDownUp aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-muted-foreground" />
          <span className="sr-only">{t('filterBar.sortBy')}</span>
          <select
            className="h-full w-full min-w-0 appearance-none truncate rounded-md bg-transparent pl-9 pr-3 text-sm font-medium"
            value={filters.sort && sorts.includes(filters.sort) ? filters.sort : ''}
            onChange={(event) => void applyListingFilters({ ...filters, sort: (event.target.value || undefined) as ListingSort | undefined })}
            data-testid="listing-sort"
          >
            <option value="">{t('filterBar.recommended')}</option>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabel(sort, tf)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {active.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <ul className="contents" aria-label={t('filterBar.activeFilters')}>
            {active.map(({ group, label }) => (
              <li key={group}>
                <button
                  type="button"
                  onClick={() => void applyListingFilters(withoutGroup(filters, group, kind))}
                  aria-label={t('filterBar.removeFilter', { label })}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-primary/40 bg-primary/5 px-3 text-sm font-medium text-primary"
                >
                  {label}
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          {/* These filters, kept: new homes that match come in the daily digest. */}
          <SaveSearchButton compact payload={() => ({ kind: 'properties', society_id: societyId, query: window.location.search })} />
        </div>
      )}
      {wanted && (
        <ListingFilterSheet
          open={open}
          onOpenChange={setOpen}
          kind={kind}
          filters={filters}
          listings={tab === 'rent' ? listings.rent : listings.buy}
          onApply={(next) => {
            setOpen(false);
            void applyListingFilters(next, { afterSheet: true });
          }}
        />
      )}
    </div>
  );
}
