// /search URLs built from a search (home submit, filter panel, suggestions, builder pages, pagination). No zod
// here: this module runs in the browser on the home and /search, where the schema (lib/validation/search.ts,
// read back by lib/search/query.ts on the server) would add zod to the page's JavaScript.
import type { SearchParams } from '@/lib/validation/search';
import { EMPTY_SEARCH_STATE, type HomeFilter, type SearchState, type Suggestion } from './types';
import { SEARCH_KEYS as KEY, SEARCH_LIST_KEYS } from './url-keys';

/** A budget or bedrooms chosen: the search reads the society's listings. */
export function hasHomeFilter(homes: Pick<HomeFilter, 'minBudget' | 'maxBudget' | 'bhk'>): boolean {
  return homes.minBudget !== null || homes.maxBudget !== null || homes.bhk.length > 0;
}

/**
 * The /search href for a set of parameters. Empty values are left out; lists are comma-joined; page 1 is
 * implied. Key order is fixed so that one search always has one URL (canonical links, caches).
 */
export function buildSearchHref(params: Partial<SearchParams>): string {
  const query = new URLSearchParams();
  const type = params.type ?? 'filtered';
  if (type !== 'general') query.set(KEY.type, type);
  if (params.q) query.set(KEY.q, params.q);
  if (params.zone) query.set(KEY.zone, params.zone);
  for (const key of SEARCH_LIST_KEYS) {
    const values = params[key];
    if (values?.length) query.set(key, values.join(','));
  }
  // Rent is the default kind of home: written only when it is sale (and something reads it).
  const homes = { minBudget: params.minBudget ?? null, maxBudget: params.maxBudget ?? null, bhk: params.bhk ?? [] };
  if (params.listing === 'sale' && (hasHomeFilter(homes) || params.sort === 'price')) query.set(KEY.listing, 'sale');
  if (homes.minBudget !== null) query.set(KEY.minBudget, String(homes.minBudget));
  if (homes.maxBudget !== null) query.set(KEY.maxBudget, String(homes.maxBudget));
  if (homes.bhk.length) query.set(KEY.bhk, [...homes.bhk].sort().join(','));
  if (params.sort) query.set(KEY.sort, params.sort);
  if (params.page && params.page > 1) query.set(KEY.page, String(params.page));
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
}

/** The home search (spec "Navigation out of search"): type=filtered with every chosen list. */
export function searchParamsFromState(state: SearchState): SearchParams {
  return {
    type: 'filtered',
    q: state.searchQuery.trim(),
    zone: state.selectedZone,
    builders: state.selectedBuilders,
    statuses: state.selectedStatuses,
    categories: state.selectedCategories,
    projectTypes: state.projectTypes,
    projectStatuses: state.projectStatuses,
    amenities: state.amenities,
    rules: state.rules,
    listing: state.homes.listing,
    minBudget: state.homes.minBudget,
    maxBudget: state.homes.maxBudget,
    bhk: state.homes.bhk,
    sort: state.sort,
    page: 1,
  };
}

export function searchHrefFromState(state: SearchState): string {
  return buildSearchHref(searchParamsFromState(state));
}

/** The search box and filters of the results page start from the URL they show. */
export function stateFromSearchParams(params: SearchParams): SearchState {
  const homes: HomeFilter = { listing: params.listing, minBudget: params.minBudget, maxBudget: params.maxBudget, bhk: params.bhk };
  if (params.type !== 'filtered') return { ...EMPTY_SEARCH_STATE, searchQuery: params.q, homes, sort: params.sort };
  return {
    searchQuery: params.q,
    selectedZone: params.zone,
    selectedBuilders: params.builders,
    selectedStatuses: params.statuses,
    selectedCategories: params.categories,
    projectTypes: params.projectTypes,
    projectStatuses: params.projectStatuses,
    amenities: params.amenities,
    rules: params.rules,
    homes,
    sort: params.sort,
  };
}

/** Spec: a society goes to /society/{id} (or its encoded name); other kinds to /search?type={kind}&q={name}. */
export function suggestionHref(suggestion: Suggestion): string {
  if (suggestion.type === 'Society') {
    return `/society/${encodeURIComponent(suggestion.id ?? suggestion.name)}`;
  }
  return buildSearchHref({ type: suggestion.type, q: suggestion.name });
}

/** The builder page's status cards (spec 2.13). */
export function builderStatusHref(builderId: string, status: string): string {
  return buildSearchHref({ type: 'filtered', builders: [builderId], projectStatuses: [status] });
}
