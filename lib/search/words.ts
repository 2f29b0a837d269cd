// The words lib/search builds its headings, sentences, chips and card lines from, in the page's language. Pure: a
// function here takes the page's translate function for the 'search' namespace (next-intl's getTranslations on the
// server, useCopy in the browser), never next-intl itself. The English copy for callers without a page's language is
// lib/search/english-words.ts, a module of its own so that the browser's first view does not load it.
import type { Messages } from '@/lib/i18n/english';
import type { FillValues } from '@/lib/i18n/fill';

/** A message of the 'search' namespace by its key ('words.count.one'), its `{name}` placeholders filled. */
export type Translate = (key: string, values?: FillValues) => string;

/**
 * A page's translate function as lib/search reads it: next-intl's and useCopy's are typed by their keys, these
 * functions build their keys, so the one cast lives here.
 */
export function searchWords(t: (key: never, values?: never) => string): Translate {
  return t as unknown as Translate;
}

// Stands for an empty slot while a message is filled, then goes with the space beside it.
const EMPTY_SLOT = '\uE000';

/**
 * A message whose slots are whole phrases that may be absent ('Gated societies {rules} {builders} {zone}'): each
 * empty slot is dropped with its space, so English reads exactly as the words joined by single spaces, and each
 * language orders the phrases its own way.
 */
export function compose(t: Translate, key: string, slots: Readonly<Record<string, string | null | undefined>>): string {
  const values = Object.fromEntries(Object.entries(slots).map(([name, value]) => [name, value ? value : EMPTY_SLOT]));
  return t(key, values)
    .split(' ')
    .filter((token) => token !== EMPTY_SLOT)
    .join(' ')
    .replaceAll(EMPTY_SLOT, '');
}

/**
 * The values the search's filters offer (types, statuses, categories, rules), each named by the messages' `values`
 * (the type checks each; a unit test that none is missing). A list of its own, not the English copy's keys: this module is in the browser's
 * first view and the English copy is not.
 */
export const SEARCH_VALUE_KEYS: ReadonlySet<string> = new Set<string>(['Apartment', 'Villa', 'Under Construction', 'Ready to Move-in', 'New Launch', 'Luxury', 'Ultra Luxury', 'Premium', 'Value', 'bachelors', 'pets', 'power_backup_24_7', 'ev_charging', 'pipeline_gas', 'gym', 'swimming_pool', 'kids_play_area', 'pet_parks', 'service_lift', 'badminton_court', 'lawn_tennis_court'] satisfies (keyof Messages['search']['values'])[]);

/** A filter value in the page's language; one the messages do not know (a value only the data has) as `fallback`. */
export function valueWord(t: Translate, value: string, fallback: string = value): string {
  return SEARCH_VALUE_KEYS.has(value) ? t(`values.${value}`) : fallback;
}

/** 'a', 'a or b', 'a, b or c', with the language's own 'or' and 'and'. */
export function joinWords(words: readonly string[], conjunction: 'and' | 'or', t: Translate): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${t(`words.${conjunction}`)} ${words[words.length - 1]}`;
}
