import type { Messages } from '@/lib/i18n/english';

/** A catalogue value the search offers (a project type, status, category, rule or amenity key). */
export type SearchValue = keyof Messages['search']['values'];

/**
 * A filter value as the page's language reads it: `t` is the 'search' namespace's (useCopy or getTranslations);
 * a value the messages do not know (a category only the data has) shows as it is.
 */
export function searchValue(t: (key: `values.${SearchValue}`) => string, value: string, fallback: string = value): string {
  return isSearchValue(value) ? t(`values.${value}`) : fallback;
}

// The English messages list the values; their keys are the same in every language (the parity test).
const KNOWN = new Set<string>([
  'Apartment', 'Villa', 'Under Construction', 'Ready to Move-in', 'New Launch', 'Luxury', 'Ultra Luxury', 'Premium', 'Value', 'bachelors', 'pets',
  'power_backup_24_7', 'ev_charging', 'pipeline_gas', 'gym', 'swimming_pool', 'kids_play_area', 'pet_parks', 'service_lift',
  'badminton_court', 'lawn_tennis_court',
] satisfies SearchValue[]);

function isSearchValue(value: string): value is SearchValue {
  return KNOWN.has(value);
}
