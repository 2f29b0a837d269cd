'use client';

import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { BUTTON_CLASSES } from '@/components/common/button-classes';
import { filterToLoosen, matchesListing, sortListings, withoutGroup, type FilterableListing, type ListingFilters } from '@/lib/listings/filters';
import { indiaDate } from '@/lib/time/india';
import { applyListingFilters, useListingFilters } from './use-listing-filters';

// One tab's cards, filtered and sorted by the URL's filters. The cards are rendered on the server
// (the page is cached for everyone) and arrive here with the facts the filters read; nothing is fetched.

export interface FilterableCard {
  id: string;
  facts: FilterableListing;
  card: React.ReactNode;
}

export function useFilteredCards(items: readonly FilterableCard[]) {
  const filters = useListingFilters();
  return useMemo(() => {
    const today = indiaDate(new Date());
    const kept = items.filter((item) => matchesListing(item.facts, filters, today));
    return { filters, today, cards: sortListings(kept, filters.sort, (item) => item.facts) };
  }, [items, filters]);
}

export function FilteredListings({ kind, items }: { kind: 'rent' | 'sale'; items: FilterableCard[] }) {
  const { filters, today, cards } = useFilteredCards(items);
  if (cards.length === 0) return <NoMatch kind={kind} items={items} filters={filters} today={today} />;
  return (
    <>
      {cards.map((item) => (
        <div key={item.id}>{item.card}</div>
      ))}
    </>
  );
}

/** An empty result says which filter to loosen: the one whose removal shows the most homes. */
function NoMatch({ kind, items, filters, today }: { kind: 'rent' | 'sale'; items: FilterableCard[]; filters: ListingFilters; today: string }) {
  const t = useCopy('listings');
  const tf = useCopy('facts');
  const loosen = filterToLoosen(
    items.map((item) => item.facts),
    filters,
    kind,
    today,
    tf,
  );
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center" data-testid="filters-no-match">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-semibold text-foreground">{kind === 'rent' ? t('noMatch.rent') : t('noMatch.sale')}</p>
      {loosen ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t(loosen.count === 1 ? 'noMatch.withoutOne' : 'noMatch.withoutOther', { label: loosen.label, count: loosen.count })}
          </p>
          <button type="button" className={BUTTON_CLASSES.noMatch} onClick={() => void applyListingFilters(withoutGroup(filters, loosen.group, kind))}>
            {t('noMatch.remove', { label: loosen.label })}
          </button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('noMatch.noSingle')}</p>
          <button type="button" className={BUTTON_CLASSES.noMatch} onClick={() => void applyListingFilters({ ...filters, rent: { min: undefined, max: undefined }, sale: { min: undefined, max: undefined }, bhk: [], furnishing: [], available: undefined })}>
            {t('noMatch.clear')}
          </button>
        </>
      )}
    </div>
  );
}
