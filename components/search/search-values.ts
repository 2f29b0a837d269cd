import type { Messages } from '@/lib/i18n/english';
import { SEARCH_VALUE_KEYS } from '@/lib/search/words';

/** A catalogue value the search offers (a project type, status, category, rule or amenity key). */
export type SearchValue = keyof Messages['search']['values'];

/**
 * A filter value as the page's language reads it: `t` is the 'search' namespace's (useCopy or getTranslations);
 * a value the messages do not know (a category only the data has) shows as it is.
 */
export function searchValue(t: (key: `values.${SearchValue}`) => string, value: string, fallback: string = value): string {
  return isSearchValue(value) ? t(`values.${value}`) : fallback;
}

function isSearchValue(value: string): value is SearchValue {
  return SEARCH_VALUE_KEYS.has(value);
}
