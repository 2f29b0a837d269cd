'use client';

import { useMemo } from 'react';
import { matchesListing, type FilterableListing } from '@/lib/listings/filters';
import { indiaDate } from '@/lib/time/india';
import { PropertiesTabs } from './properties-tabs';
import { useListingFilters } from './use-listing-filters';

/** Rent(n)/Buy(n) with the counts of what the URL's filters keep. */
export function FilteredPropertiesTabs({ listings }: { listings: { rent: FilterableListing[]; buy: FilterableListing[] } }) {
  const filters = useListingFilters();
  const counts = useMemo(() => {
    const today = indiaDate(new Date());
    const count = (list: FilterableListing[]) => list.filter((listing) => matchesListing(listing, filters, today)).length;
    return { rent: count(listings.rent), buy: count(listings.buy) };
  }, [listings, filters]);
  return <PropertiesTabs counts={counts} />;
}
