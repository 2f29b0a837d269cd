// The query-parameter names of /search and of a society's properties page, defined once: the code that writes
// these URLs and the code that reads them take the names from here. (The /search schema in
// lib/validation/search.ts names the same keys as its object's fields, which TypeScript checks against
// SearchParams.) No imports: the browser, the middleware and the server all load this module.

/** /search's parameters that hold a list, comma-joined in the URL (`rules`: the societies' stated rules for tenants,
 * 'bachelors' and 'pets', lib/societies/rule-filters.ts). */
export const SEARCH_LIST_KEYS = ['builders', 'statuses', 'categories', 'projectTypes', 'projectStatuses', 'amenities', 'rules'] as const;

/** /search's other parameters. */
export const SEARCH_KEYS = {
  type: 'type',
  q: 'q',
  zone: 'zone',
  listing: 'listing',
  minBudget: 'minBudget',
  maxBudget: 'maxBudget',
  bhk: 'bhk',
  sort: 'sort',
  page: 'page',
} as const;

/** The keys a named search's /search URL may carry: a type with its text, or a zone; either with a page. */
export const NAMED_SEARCH_KEYS = {
  text: [SEARCH_KEYS.type, SEARCH_KEYS.q, SEARCH_KEYS.page],
  zone: [SEARCH_KEYS.type, SEARCH_KEYS.zone, SEARCH_KEYS.page],
} as const;

/** Next's router cache buster on a client navigation's request: it never changes what a page shows. */
export const NEXT_CACHE_BUSTER_KEY = '_rsc';

/** A society's properties page: its filters and sort (read in the browser), and the Rent/Buy tab. */
export const PROPERTIES_KEYS = {
  rentMin: 'rent_min',
  rentMax: 'rent_max',
  priceMin: 'price_min',
  priceMax: 'price_max',
  bhk: 'bhk',
  furnishing: 'furnishing',
  available: 'available',
  sort: 'sort',
  tab: 'tab',
} as const;

/** The properties page's filter and sort keys, in the order its URL writes them. */
export const LISTING_FILTER_KEYS = [
  PROPERTIES_KEYS.rentMin,
  PROPERTIES_KEYS.rentMax,
  PROPERTIES_KEYS.priceMin,
  PROPERTIES_KEYS.priceMax,
  PROPERTIES_KEYS.bhk,
  PROPERTIES_KEYS.furnishing,
  PROPERTIES_KEYS.available,
  PROPERTIES_KEYS.sort,
] as const;
