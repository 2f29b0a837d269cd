// A /search whose text holds filters ('2 bhk under 35k in hebbal'): the same search as the filter panel would
// write it, the filters in their own parameters and only the rest as `q`. Pure: the middleware's redirect
// (server/search/understood-query.ts) and the tests share it.
import type { SearchParams } from '@/lib/validation/search';
import { normalizedSearchHref } from './cache-key';
import { parseSearchQuery, type UnderstoodQuery } from './parse-query';

const union = (current: readonly string[], added: readonly string[]) => [...new Set([...current, ...added])];

/**
 * The panel's search for `params` with `understood` read out of its text: lists joined, a budget, bedrooms, zone
 * and order said in the text taking the place of the URL's. The text of a Location, Sub Location or Builder
 * search is a name picked from the suggestions and is never read.
 */
export function mergeUnderstood(params: SearchParams, understood: UnderstoodQuery): SearchParams {
  const statuses = understood.projectStatuses.filter((status) => !params.statuses.includes(status));
  const saidBudget = understood.minBudget !== null || understood.maxBudget !== null;
  let minBudget = saidBudget ? understood.minBudget : params.minBudget;
  let maxBudget = saidBudget ? understood.maxBudget : params.maxBudget;
  if (minBudget !== null && maxBudget !== null && minBudget > maxBudget) [minBudget, maxBudget] = [maxBudget, minBudget];
  return {
    ...params,
    type: 'filtered',
    q: understood.text,
    zone: understood.zone ?? params.zone,
    builders: union(params.builders, understood.builders),
    categories: union(params.categories, understood.categories),
    projectTypes: union(params.projectTypes, understood.projectTypes),
    projectStatuses: union(params.projectStatuses, statuses),
    amenities: union(params.amenities, understood.amenities),
    rules: union(params.rules, understood.rules),
    listing: understood.listing ?? params.listing,
    minBudget,
    maxBudget,
    bhk: [...new Set([...params.bhk, ...understood.bhk])].sort(),
    sort: understood.sort ?? params.sort,
    page: 1,
  };
}

/** Whether a search's text is read for filters at all: the panel's and a typed search's, not a picked name's. */
export function readsTextForFilters(params: SearchParams): boolean {
  return Boolean(params.q) && (params.type === 'filtered' || params.type === 'general');
}

/**
 * The canonical href of the search the text asks for, or null when the text holds nothing to read (or the
 * search is already that one). Each step takes words out of `q`, so following it never loops.
 */
export function understoodSearchHref(params: SearchParams): string | null {
  if (!readsTextForFilters(params)) return null;
  const understood = parseSearchQuery(params.q);
  if (!understood.understood) return null;
  const href = normalizedSearchHref(mergeUnderstood(params, understood));
  return href === normalizedSearchHref(params) ? null : href;
}
