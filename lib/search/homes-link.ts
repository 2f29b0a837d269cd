// The homes a search asked for carry on to the society: a /search by budget or bedrooms links each society's card
// with the properties page's own filter parameters (`?rent_max=40000&bhk=2`), and the society page's 'View
// Properties' passes them on, so the society's homes open filtered to what was searched. The society page is one
// cached page for everyone (its render never sees the query, lib/cached-pages.ts): the link is completed in the
// browser from the page's URL. Pure and small: the society page's island loads this module.
import type { HomeFilter } from './types';
import { LISTING_FILTER_KEYS, PROPERTIES_KEYS } from './url-keys';

/** The keys of the properties page a society page's URL may hand on: its filters, its sort and its tab. */
const CARRIED_KEYS: readonly string[] = [...LISTING_FILTER_KEYS, PROPERTIES_KEYS.tab];

/**
 * The properties page's query for a search's budget and bedrooms ('' without either): rent budgets as
 * `rent_min`/`rent_max`, sale budgets as `price_min`/`price_max` with the Buy tab, bedrooms as `bhk`.
 */
export function propertiesQueryForHomes(homes: HomeFilter): string {
  const query = new URLSearchParams();
  const sale = homes.listing === 'sale';
  if (homes.minBudget === null && homes.maxBudget === null && !homes.bhk.length) return '';
  if (homes.minBudget !== null) query.set(sale ? PROPERTIES_KEYS.priceMin : PROPERTIES_KEYS.rentMin, String(homes.minBudget));
  if (homes.maxBudget !== null) query.set(sale ? PROPERTIES_KEYS.priceMax : PROPERTIES_KEYS.rentMax, String(homes.maxBudget));
  if (homes.bhk.length) query.set(PROPERTIES_KEYS.bhk, [...new Set(homes.bhk)].sort((a, b) => a - b).join(','));
  // Rent is the properties page's default tab.
  if (sale) query.set(PROPERTIES_KEYS.tab, 'buy');
  return query.toString();
}

/** A path with a query appended ('' leaves it as it is). */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/**
 * Of a society page's query string, the part its 'View Properties' hands on: only the properties page's
 * keys, in the order the properties page writes them (anything else, such as `returnTo`, stays behind).
 */
export function carriedPropertiesQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of CARRIED_KEYS) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  return kept.toString();
}
