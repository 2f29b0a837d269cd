'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { afterSheetHistorySettles } from '@/components/common/use-sheet-back-button';
import { LISTING_FILTER_KEYS, listingFilterEntries, NO_FILTERS, parseListingFilters, type ListingFilters } from '@/lib/listings/filters';
import { notifyLocationChange, subscribeToLocation } from './location-store';

// The properties page's filters live in its URL: shareable, and each change is a history entry, so
// the back button undoes it. The page is one cached HTML for everyone, so the URL is read here, in the browser
// (like the tab); the server snapshot is 'no filters'.

/** Only the filter parameters, so a tab switch (?tab=) does not count as a change. */
function filterQuery(): string {
  const params = new URLSearchParams(window.location.search);
  return LISTING_FILTER_KEYS.map((key) => `${key}=${params.get(key) ?? ''}`).join('&');
}

export function useListingFilters(): ListingFilters {
  const query = useSyncExternalStore(subscribeToLocation, filterQuery, () => '');
  return useMemo(() => (query ? parseListingFilters(window.location.search) : NO_FILTERS), [query]);
}

/** The current URL with these filters instead of its own (other parameters, like the tab, kept). */
export function urlWithFilters(filters: ListingFilters): URL {
  const url = new URL(window.location.href);
  for (const key of LISTING_FILTER_KEYS) url.searchParams.delete(key);
  for (const [key, value] of listingFilterEntries(filters)) url.searchParams.set(key, value);
  return url;
}

/** A new history entry with these filters; `afterSheet`: called as a sheet closes, so wait for its entry to go. */
export async function applyListingFilters(filters: ListingFilters, { afterSheet = false } = {}): Promise<void> {
  if (afterSheet) await afterSheetHistorySettles();
  const url = urlWithFilters(filters);
  if (url.href === window.location.href) return;
  window.history.pushState(window.history.state, '', url);
  notifyLocationChange();
}
