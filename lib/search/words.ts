// The words lib/search builds its headings, sentences, chips and card lines from, in the page's language. Pure: a
// function here takes the page's translate function for the 'search' namespace (next-intl's getTranslations on the
// server, useCopy in the browser), never next-intl itself. Without one they read English: the copy below, which a unit
// test keeps equal to lib/i18n/messages/en/search.json (so the browser's first view does not load that whole file).
import { fill, type FillValues } from '@/lib/i18n/fill';

/** A message of the 'search' namespace by its key ('words.count.one'), its `{name}` placeholders filled. */
export type Translate = (key: string, values?: FillValues) => string;

export const ENGLISH_WORDS = { words: {
  "or": "or",
  "and": "and",
  "in": "in {place}",
  "rules": "that allow {rules}",
  "ruleNames": {
    "bachelors": "bachelors",
    "pets": "pets"
  },
  "homes": {
    "rent": "a {bedrooms} for rent {budget}",
    "sale": "a {bedrooms} for sale {budget}",
    "bedrooms": "{counts} BHK",
    "home": "home",
    "at": "at {amount}",
    "range": "from {min} to {max}",
    "under": "under {amount}",
    "over": "over {amount}"
  },
  "summary": {
    "sentence": "Find {statuses} {categories} {types} projects {builders} {amenities} {homes} {rules} {zone} {text}",
    "builders": "of {names}",
    "amenities": "with {names}",
    "homesWith": "with {homes}",
    "homesAnd": "and {homes}",
    "text": "matching “{text}”"
  },
  "heading": {
    "societies": "Gated societies {rules} {builders} {zone}",
    "kinds": "{kinds} gated societies {rules} {builders} {zone}",
    "by": "by {names}",
    "matching": "Societies {rules} matching “{text}”",
    "all": "All gated societies {rules}",
    "withHomes": "{heading} with {homes}"
  },
  "count": {
    "one": "{count} society found",
    "other": "{count} societies found",
    "first": "Showing the first {count} of {matched} societies"
  },
  "description": {
    "none": "{heading}: none found yet. Search Bangalore's gated communities by name, location or builder.",
    "found": "{heading}: {total} found, with photos, builders, project status and prices of homes for rent and sale in Bangalore."
  },
  "chips": {
    "bhk": "{count} BHK",
    "rentAt": "Rent {amount}",
    "rentRange": "Rent {min} to {max}",
    "rentUnder": "Rent under {amount}",
    "rentOver": "Rent over {amount}",
    "priceAt": "Price {amount}",
    "priceRange": "Price {min} to {max}",
    "priceUnder": "Price under {amount}",
    "priceOver": "Price over {amount}"
  },
  "loosen": {
    "one": "Without ‘{label}’ there is 1 society.",
    "other": "Without ‘{label}’ there are {count} societies."
  },
  "ruleNotes": {
    "societyPets": "The society allows pets",
    "societyBachelors": "The society allows bachelors",
    "homesPetsOne": "1 home here allows pets",
    "homesPetsOther": "{count} homes here allow pets",
    "homesBachelorsOne": "1 home here welcomes bachelors",
    "homesBachelorsOther": "{count} homes here welcome bachelors"
  },
  "card": {
    "from": "From {amount}",
    "fromFor": "From {amount} for {bhk}",
    "rentMonth": "Rent / month",
    "buy": "Buy"
  },
  "zones": {
    "allShort": "All zones"
  },
  "named": {
    "builderHeading": "Gated societies by {name} in Bangalore",
    "placeHeading": "Gated societies in {name}, Bangalore",
    "paged": "{heading} (page {page})",
    "byBuilder": "by {name}",
    "inPlace": "in {name}, Bangalore",
    "none": "Gated societies {where}: none listed yet. Search Bangalore's gated communities by name, location or builder.",
    "countOne": "{count} verified gated society {where}",
    "countOther": "{count} verified gated societies {where}",
    "described": "{counted}: photos, {others}, project status and prices of homes for rent and sale {inKind}.",
    "othersBuilder": "locations",
    "othersPlace": "builders",
    "inKind": {
      "locality": "in this locality",
      "sub-locality": "in this neighbourhood",
      "builder": "in this builder",
      "zone": "in this zone"
    },
    "builderProfile": "{name}: builder profile"
  }
}, values: {
  "Apartment": "Apartment",
  "Villa": "Villa",
  "Under Construction": "Under Construction",
  "Ready to Move-in": "Ready to Move-in",
  "New Launch": "New Launch",
  "Luxury": "Luxury",
  "Ultra Luxury": "Ultra Luxury",
  "Premium": "Premium",
  "Value": "Value",
  "bachelors": "Bachelors allowed",
  "pets": "Pets allowed",
  "power_backup_24_7": "24/7 Power Backup",
  "ev_charging": "EV Charging",
  "pipeline_gas": "Pipeline Gas",
  "gym": "Gym",
  "swimming_pool": "Swimming Pool",
  "kids_play_area": "Kids Play Area",
  "pet_parks": "Pet Park",
  "service_lift": "Service Lift",
  "badminton_court": "Badminton Court",
  "lawn_tennis_court": "Lawn Tennis Court"
} } as const;

function lookup(key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ENGLISH_WORDS);
  if (typeof found !== 'string') throw new Error(`No English search message ${key}`);
  return found;
}

/** The English messages, for callers without a page's language (tests, English e-mails). */
export const englishWords: Translate = (key, values) => fill(lookup(key), values);

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

/** The values the search's filters offer (types, statuses, categories, rules, amenity keys); the messages name each. */
export const SEARCH_VALUE_KEYS: ReadonlySet<string> = new Set(Object.keys(ENGLISH_WORDS.values));

/** A filter value in the page's language; one the messages do not know (a value only the data has) as `fallback`. */
export function valueWord(t: Translate, value: string, fallback: string = value): string {
  return SEARCH_VALUE_KEYS.has(value) ? t(`values.${value}`) : fallback;
}

/** 'a', 'a or b', 'a, b or c', with the language's own 'or' and 'and'. */
export function joinWords(words: readonly string[], conjunction: 'and' | 'or', t: Translate = englishWords): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${t(`words.${conjunction}`)} ${words[words.length - 1]}`;
}
