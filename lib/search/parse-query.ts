// Sentences become filters: '2 bhk under 35k in hebbal' is the filter panel's 2 BHK, rent up to ₹35,000, and the
// text 'hebbal'. Deterministic and pure (no model, no outside call): a fixed vocabulary read word by word over
// the normalised text (lib/search/normalise.ts). It reads only what the panel offers (lib/validation/search.ts);
// everything else is left, in the words the person typed, as the text the matching resolves to a place, builder
// or society. The rules, units and how to add a word: docs/search.md "Sentences become filters".
import { FILTER_BUILDERS, FURNISHING } from '@/lib/catalog';
import { normaliseSearchText } from './normalise';
import type { SocietySort } from './types';

type Furnishing = (typeof FURNISHING)[number];

/** What a typed text asked for, in the filter panel's values, and the text left over. */
export interface UnderstoodQuery {
  /** The words not understood, as typed (a place, builder or society name, a typo of one). */
  text: string;
  /** 'rent' or 'sale' when said ('for rent', 'to buy') or when the budget decides it; null otherwise. */
  listing: 'rent' | 'sale' | null;
  minBudget: number | null;
  maxBudget: number | null;
  /** 1-5, where 5 is '5+' (lib/listings/filters.ts). */
  bhk: number[];
  projectTypes: string[];
  projectStatuses: string[];
  categories: string[];
  /** Column names of gated_societies (lib/amenities.ts). */
  amenities: string[];
  /** 'bachelors', 'pets' (lib/societies/rule-filters.ts). */
  rules: string[];
  /** Builder ids of the filter panel's list (lib/catalog.ts FILTER_BUILDERS), only beside another filter. */
  builders: string[];
  /** A zone named with the city ('east bangalore', 'Bengaluru North'). */
  zone: string | null;
  sort: SocietySort | null;
  /**
   * Furnishing asked for. /search has no furnishing filter (only a society's homes page has), so it is read
   * (and taken out of the text, where it would find nothing) but not part of the /search URL.
   */
  furnishing: Furnishing[];
  /** True when anything besides the text was read, or filler words were taken out of it. */
  understood: boolean;
}

const UNITS: Record<string, number> = {
  k: 1e3, thousand: 1e3, thousands: 1e3, thou: 1e3,
  l: 1e5, lac: 1e5, lacs: 1e5, lakh: 1e5, lakhs: 1e5, lak: 1e5, lk: 1e5, lkh: 1e5,
  cr: 1e7, crore: 1e7, crores: 1e7, crs: 1e7, cror: 1e7,
};
const CURRENCY = new Set(['rs', 'inr', '₹', 'rupees', 'rupee']);
const NUMBER_WORDS: Record<string, number> = { one: 1, single: 1, two: 2, double: 2, three: 3, triple: 3, four: 4, five: 5, six: 6, seven: 7 };
const BHK_WORDS = new Set(['bhk', 'bhks', 'bed', 'beds', 'bedroom', 'bedrooms', 'br', 'bk', 'bhkk']);

/** Rent above this per month does not exist in Bangalore's data; a sale below it does not either. */
export const SALE_FROM_AMOUNT = 10 * 1e5;

/** A number typed without a unit or currency is an amount from here up. */
const BARE_AMOUNT_FROM = 5000;

/** Amounts are whole rupees between these (the URL's own bounds, lib/validation/search.ts). */
const MAX_AMOUNT = 1e12;

type Phrase = readonly string[];
const words = (...phrases: string[]): Phrase[] => phrases.map((phrase) => phrase.split(' '));

// Each vocabulary maps phrases (normalised words) to the value they stand for. Longest phrases are tried first
// wherever they start, so 'pet park' is an amenity before 'pet' is a rule, and 'ready to move in' is one status.
const LISTING_WORDS: [Phrase[], 'rent' | 'sale'][] = [
  [words('for rent', 'on rent', 'to rent', 'rent', 'rental', 'rentals', 'renting', 'for lease', 'on lease', 'lease', 'to let', 'let out'), 'rent'],
  [words('for sale', 'on sale', 'to buy', 'buy', 'buying', 'purchase', 'to purchase', 'sale', 'resale', 'to own'), 'sale'],
];
/** Words that say an amount is a month's rent. */
const PER_MONTH = words('per month', 'a month', 'per mon', 'pm', 'monthly', 'month', 'p m', 'mon');
const TYPE_WORDS: [Phrase[], string][] = [
  [words('villa', 'villas', 'independent villa', 'independent villas'), 'Villa'],
  [words('apartment', 'apartments', 'flat', 'flats', 'apt', 'apts', 'appartment', 'appartments'), 'Apartment'],
];
const STATUS_WORDS: [Phrase[], string][] = [
  [words('ready to move in', 'ready to move', 'ready to occupy', 'ready for possession', 'ready possession', 'immediate possession', 'rtm', 'ready'), 'Ready to Move-in'],
  [words('under construction', 'uc', 'ongoing', 'ongoing construction', 'being built'), 'Under Construction'],
  [words('new launch', 'new launches', 'newly launched', 'pre launch', 'prelaunch', 'just launched', 'new project', 'new projects'), 'New Launch'],
];
const CATEGORY_WORDS: [Phrase[], string][] = [
  [words('ultra luxury', 'ultra luxurious', 'ultra premium'), 'Ultra Luxury'],
  [words('luxury', 'luxurious'), 'Luxury'],
];
const AMENITY_WORDS: [Phrase[], string][] = [
  [words('swimming pool', 'swimming pools', 'swimmingpool', 'pool', 'pools', 'swimming'), 'swimming_pool'],
  [words('gym', 'gymnasium', 'fitness centre', 'fitness center', 'gyms'), 'gym'],
  [words('clubhouse', 'club house', 'club'), 'club_house'],
  [words('power backup', 'power back up', '24x7 power backup', '24 7 power backup', 'full power backup', 'backup', 'dg backup'), 'power_backup_24_7'],
  [words('ev charging', 'ev charger', 'ev chargers', 'ev charging points', 'ev point', 'electric vehicle charging', 'ev'), 'ev_charging'],
  [words('pipeline gas', 'piped gas', 'gas pipeline', 'gas line', 'png'), 'pipeline_gas'],
  [words('kids play area', 'kids play', 'play area', 'children play area', 'childrens play area', 'playground', 'kids area', 'play ground'), 'kids_play_area'],
  [words('pet park', 'pet parks', 'dog park'), 'pet_parks'],
  [words('service lift', 'service elevator'), 'service_lift'],
  [words('lift', 'lifts', 'elevator', 'elevators'), 'lift'],
  [words('badminton court', 'badminton'), 'badminton_court'],
  [words('lawn tennis court', 'tennis court', 'lawn tennis', 'tennis'), 'lawn_tennis_court'],
  [words('jogging track', 'walking track', 'jogging', 'running track'), 'walking_jogging_track'],
  [words('basketball court', 'basketball'), 'basketball_court'],
  [words('squash court', 'squash'), 'squash_court'],
  [words('cricket pitch', 'cricket'), 'cricket_pitch'],
];
const RULE_WORDS: [Phrase[], string][] = [
  [words('pet friendly', 'pets friendly', 'pets allowed', 'pet allowed', 'pets ok', 'pet ok', 'allows pets', 'allow pets', 'with pets', 'with pet', 'pets', 'pet', 'dog friendly', 'dogs allowed'), 'pets'],
  [words('bachelors allowed', 'bachelor allowed', 'bachelor friendly', 'bachelors friendly', 'for bachelors', 'for bachelor', 'bachelors', 'bachelor', 'singles', 'students allowed'), 'bachelors'],
];
const FURNISHING_WORDS: [Phrase[], Furnishing][] = [
  [words('semi furnished', 'semifurnished', 'semi furnish', 'partly furnished', 'semi'), 'Semi-Furnished'],
  [words('fully furnished', 'full furnished', 'furnished', 'fully furnish'), 'Fully Furnished'],
  [words('unfurnished', 'un furnished', 'non furnished', 'not furnished', 'bare shell'), 'Unfurnished'],
];
const SORT_WORDS: [Phrase[], SocietySort][] = [
  [words('cheapest', 'lowest rent', 'lowest price', 'low to high', 'cheapest first', 'lowest'), 'price'],
  [words('newest', 'latest', 'newly listed', 'recently listed', 'new listings', 'just listed'), 'newest'],
];
const ZONE_DIRECTIONS: Record<string, string> = {
  east: 'Bengaluru East', west: 'Bengaluru West', north: 'Bengaluru North', south: 'Bengaluru South', central: 'Bengaluru Central',
};
const CITY_WORDS = new Set(['bangalore', 'bengaluru', 'blr', 'bengalooru', 'banglore', 'bangaluru', 'bengalore', 'bangalor', 'bglr']);
/** Words that carry no filter and name no place: dropped next to something understood, or at either end. */
const FILLER = new Set([
  'in', 'near', 'at', 'around', 'nearby', 'close', 'to', 'by', 'from', 'with', 'and', 'or', 'for', 'a', 'an', 'the', 'of', 'on',
  'home', 'homes', 'house', 'houses', 'property', 'properties', 'society', 'societies', 'gated', 'community', 'communities',
  'project', 'projects', 'unit', 'units', 'me', 'show', 'find', 'search', 'looking', 'look', 'want', 'need', 'i', 'am', 'is',
  'available', 'any', 'some', 'good', 'best', 'nice', 'all', 'within', 'area', 'locality', 'place', 'places', 'options', 'option',
  'budget', 'price', 'rupees', 'rs', 'inr', '₹', 'only', 'also', 'which', 'that', 'has', 'have', 'having', 'allowed', 'friendly',
  'builder', 'builders', 'listing', 'listings', 'residential', 'residence', 'please', 'pls', 'plz',
]);
const MAX_WORDS = words('under', 'below', 'less than', 'lesser than', 'upto', 'up to', 'max', 'maximum', 'max budget', 'not more than', 'no more than', 'at most', 'within', 'till', 'cheaper than', 'budget', 'budget of', 'budget is', 'around', 'about', 'approx', 'approximately', 'roughly', 'under rs', 'below rs', 'lt', 'lessthan', 'bellow');
const MIN_WORDS = words('above', 'over', 'more than', 'greater than', 'min', 'minimum', 'at least', 'atleast', 'starting', 'starting from', 'starting at', 'starts at', 'from', 'gt', 'morethan', 'upwards of');
const RANGE_START = words('between', 'from', 'in between', 'range');
const RANGE_JOIN = words('to', 'and', 'till', 'upto', 'up to', 'or');

interface Token {
  /** A normalised word, or part of one ('2bhk' is '2' and 'bhk'). */
  word: string;
  /** Index of the typed word it came from. */
  source: number;
}

interface Amount {
  value: number;
  /** Written with a unit or a currency sign, or large enough to be one: '35k', '₹40000', '40,000'. */
  certain: boolean;
  /** A unit was typed (so it can carry to a bare first bound: '20 to 30k'). */
  unit: number | null;
  length: number;
}

/** Splits the text into typed words and their normalised parts: '₹35k,' is '₹', '35', 'k'. */
function tokenise(text: string): { typed: string[]; tokens: Token[] } {
  const prepared = text
    // '20-30k', '2–3 bhk': a range, which normalising would split into two unrelated numbers.
    .replace(/(\d(?:\.\d+)?\s*(?:k|l|lac|lacs|lakh|lakhs|cr|crore|crores)?)\s*[-–—~]\s*(?=(?:rs\.?|₹)?\s*\d)/gi, '$1 to ')
    // '3,4 bhk', '2/3 bhk', '2&3bhk': a list of bedrooms, not 34 bedrooms.
    .replace(/(\d)\s*[,/&]\s*(?=\d\s*-?\s*(?:bhk|bed|rk|b\b))/gi, '$1 or ')
    // '5+ bhk', '50k+': and more.
    .replace(/(\d[\d,.]*\s*[a-z]*)\s*\+/gi, '$1 plus ')
    .replace(/</g, ' under ')
    .replace(/>/g, ' above ')
    .replace(/\//g, ' ');
  const typed = prepared.split(/\s+/).filter(Boolean);
  const tokens: Token[] = [];
  typed.forEach((word, source) => {
    for (const part of normaliseSearchText(word).split(' ')) {
      if (!part) continue;
      // A number glued to its unit or word: 'rs40000', '1.2cr', '2bhk', '35k'.
      const glued = /^(rs|inr|₹)?(\d+(?:\.\d+)?)([a-z]+)?$/.exec(part);
      if (glued) {
        for (const piece of [glued[1], glued[2], glued[3]]) if (piece) tokens.push({ word: piece, source });
      } else {
        tokens.push({ word: part, source });
      }
    }
  });
  return { typed, tokens };
}

class Reader {
  readonly used: boolean[];
  /** Positions taken by filler words (they count as understood only beside something else). */
  readonly filler: boolean[];
  constructor(readonly tokens: Token[]) {
    this.used = tokens.map(() => false);
    this.filler = tokens.map(() => false);
  }
  word(at: number): string | undefined {
    return this.used[at] ? undefined : this.tokens[at]?.word;
  }
  /** The phrase of `phrases` that starts at `at`, longest first: its length, or 0. */
  phraseAt(at: number, phrases: readonly Phrase[]): number {
    let best = 0;
    for (const phrase of phrases) {
      if (phrase.length > best && phrase.every((part, i) => this.word(at + i) === part)) best = phrase.length;
    }
    return best;
  }
  take(at: number, length: number) {
    for (let i = at; i < at + length; i += 1) this.used[i] = true;
  }
}

function numberAt(reader: Reader, at: number): number | null {
  const word = reader.word(at);
  if (word === undefined || !/^\d+(?:\.\d+)?$/.test(word)) return null;
  return Number(word);
}

/** '35k', '₹ 40000', '1.2 cr', 'rs 50 lakhs', '40000 rupees' at `at`, or null. */
function amountAt(reader: Reader, at: number): Amount | null {
  let position = at;
  let currency = false;
  if (CURRENCY.has(reader.word(position) ?? '')) {
    currency = true;
    position += 1;
  }
  const number = numberAt(reader, position);
  if (number === null) return null;
  position += 1;
  const unit = UNITS[reader.word(position) ?? ''] ?? null;
  if (unit !== null) position += 1;
  if (CURRENCY.has(reader.word(position) ?? '')) {
    currency = true;
    position += 1;
  }
  const value = Math.round(number * (unit ?? 1));
  if (value < 1 || value > MAX_AMOUNT) return null;
  // A bare number is an amount only from ₹5,000 up (no rent is lower; a year such as 2027 is not a budget),
  // and never a Bangalore PIN code (560001-562999).
  const pin = unit === null && !currency && /^56[0-2]\d{3}$/.test(String(number));
  const certain = unit !== null || currency || (value >= BARE_AMOUNT_FROM && !pin);
  return { value, certain, unit, length: position - at };
}

interface Budget {
  min: number | null;
  max: number | null;
}

/** The amount after a lower or upper bound word, a range ('between 20k and 30k', '20k to 30k') or a bare amount. */
function budgetAt(reader: Reader, at: number): { budget: Budget; length: number } | null {
  const start = reader.phraseAt(at, RANGE_START);
  const range = rangeAt(reader, at + start);
  if (range) return { budget: range.budget, length: start + range.length };
  for (const [phrases, bound] of [[MAX_WORDS, 'max'], [MIN_WORDS, 'min']] as const) {
    const lead = reader.phraseAt(at, phrases);
    if (!lead) continue;
    const amount = amountAt(reader, at + lead);
    // 'under 5' is not a budget: a bound takes an amount with a unit, a currency or from ₹5,000.
    if (!amount || !amount.certain) continue;
    return { budget: bound === 'max' ? { min: null, max: amount.value } : { min: amount.value, max: null }, length: lead + amount.length };
  }
  const amount = amountAt(reader, at);
  if (!amount || !amount.certain) return null;
  // '50k plus', '1 cr and above', '40k or more', '35k max', '20k onwards'.
  const after = at + amount.length;
  const more = reader.phraseAt(after, words('plus', 'and above', 'or above', 'or more', 'and more', 'onwards', 'upwards', 'above', 'min', 'minimum'));
  if (more) return { budget: { min: amount.value, max: null }, length: amount.length + more };
  const less = reader.phraseAt(after, words('max', 'maximum', 'or less', 'and below', 'or below', 'and under'));
  return { budget: { min: null, max: amount.value }, length: amount.length + less };
}

function rangeAt(reader: Reader, at: number): { budget: Budget; length: number } | null {
  const low = amountAt(reader, at);
  if (!low) return null;
  const join = reader.phraseAt(at + low.length, RANGE_JOIN);
  if (!join) return null;
  const high = amountAt(reader, at + low.length + join);
  if (!high) return null;
  // '20 to 30k': the unit of the second bound carries to a bare first one.
  const lowValue = low.unit === null && high.unit !== null ? Math.round((low.value * high.unit)) : low.value;
  if (lowValue > MAX_AMOUNT || (!low.certain && !high.certain && high.unit === null)) return null;
  const [min, max] = lowValue <= high.value ? [lowValue, high.value] : [high.value, lowValue];
  return { budget: { min, max }, length: low.length + join + high.length };
}

/** '2 bhk', '2bhk', 'two bedroom', '2 or 3 bhk', '2 to 4 bhk', '3+ bhk', '1 rk', 'studio' at `at`. */
function bhkAt(reader: Reader, at: number): { bhk: number[]; length: number } | null {
  const word = reader.word(at);
  if (word === 'rk' || word === 'studio') return { bhk: [1], length: 1 };
  const first = bedroomCount(reader, at);
  if (first === null) return null;
  let position = at + 1;
  const counts = [first];
  let upTo = false;
  let andMore = false;
  // A list or range of counts before the word: '2 or 3', '2, 3 and 4', '2 to 4'.
  for (;;) {
    const join = reader.word(position);
    const next = bedroomCount(reader, position + 1);
    if ((join === 'or' || join === 'and' || join === 'to') && next !== null) {
      if (join === 'to') upTo = true;
      counts.push(next);
      position += 2;
    } else break;
  }
  if (reader.word(position) === 'plus') {
    andMore = true;
    position += 1;
  }
  const unit = reader.word(position);
  if (unit === 'rk') return counts.length === 1 && first === 1 ? { bhk: [1], length: position + 1 - at } : null;
  if (!unit || !BHK_WORDS.has(unit)) return null;
  position += 1;
  // '2 bhk flat' reads on; '2 b h k' is rare enough to leave.
  const bhk = new Set<number>();
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  if (upTo) for (let count = low; count <= high; count += 1) bhk.add(Math.min(count, 5));
  else for (const count of counts) bhk.add(Math.min(count, 5));
  if (andMore) for (let count = high; count <= 5; count += 1) bhk.add(count);
  return { bhk: [...bhk].sort(), length: position - at };
}

function bedroomCount(reader: Reader, at: number): number | null {
  const word = reader.word(at);
  if (word === undefined) return null;
  const count = /^\d+(?:\.5)?$/.test(word) ? Math.floor(Number(word)) : NUMBER_WORDS[word];
  return count !== undefined && count >= 1 && count <= 9 ? count : null;
}

function lookup<T>(reader: Reader, at: number, vocabulary: readonly [Phrase[], T][]): { value: T; length: number } | null {
  let best: { value: T; length: number } | null = null;
  for (const [phrases, value] of vocabulary) {
    const length = reader.phraseAt(at, phrases);
    if (length && (!best || length > best.length)) best = { value, length };
  }
  return best;
}

/** 'east bangalore', 'bangalore east', 'bengaluru north', 'south blr' at `at`. */
function zoneAt(reader: Reader, at: number): { zone: string; length: number } | null {
  const first = reader.word(at) ?? '';
  const second = reader.word(at + 1) ?? '';
  if (ZONE_DIRECTIONS[first] && CITY_WORDS.has(second)) return { zone: ZONE_DIRECTIONS[first]!, length: 2 };
  if (CITY_WORDS.has(first) && ZONE_DIRECTIONS[second]) return { zone: ZONE_DIRECTIONS[second]!, length: 2 };
  return null;
}

const BUILDER_PHRASES = FILTER_BUILDERS.map((builder) => ({ id: builder.id, phrase: normaliseSearchText(builder.name).split(' ') }));

/** The filter panel's builder named at `at` ('prestige', 'snn estates'). */
function builderAt(reader: Reader, at: number): { id: string; length: number } | null {
  for (const { id, phrase } of BUILDER_PHRASES) if (reader.phraseAt(at, [phrase])) return { id, length: phrase.length };
  return null;
}

const add = <T>(list: T[], value: T) => {
  if (!list.includes(value)) list.push(value);
};

/**
 * Reads a typed search. Never throws; text it does not understand is returned as it was typed. A name that
 * happens to hold a filter word ('... Sandalwood Villas') is protected by the caller, which knows the names
 * (server/search/understood-query.ts).
 */
export function parseSearchQuery(input: string): UnderstoodQuery {
  const { typed, tokens } = tokenise(input);
  const reader = new Reader(tokens);
  const result: UnderstoodQuery = {
    text: '', listing: null, minBudget: null, maxBudget: null, bhk: [], projectTypes: [], projectStatuses: [], categories: [],
    amenities: [], rules: [], builders: [], zone: null, sort: null, furnishing: [], understood: false,
  };
  let saidListing: 'rent' | 'sale' | null = null;
  let perMonth = false;
  const builderSpans: { at: number; length: number; id: string }[] = [];

  for (let at = 0; at < tokens.length; at += 1) {
    if (reader.used[at]) continue;
    const bhk = bhkAt(reader, at);
    if (bhk) {
      for (const count of bhk.bhk) add(result.bhk, count);
      reader.take(at, bhk.length);
      continue;
    }
    const budget = budgetAt(reader, at);
    if (budget) {
      if (budget.budget.min !== null) result.minBudget = budget.budget.min;
      if (budget.budget.max !== null) result.maxBudget = budget.budget.max;
      reader.take(at, budget.length);
      const month = reader.phraseAt(at + budget.length, PER_MONTH);
      if (month) {
        perMonth = true;
        reader.take(at + budget.length, month);
      }
      continue;
    }
    const zone = zoneAt(reader, at);
    if (zone) {
      result.zone = zone.zone;
      reader.take(at, zone.length);
      continue;
    }
    const listing = lookup(reader, at, LISTING_WORDS);
    const furnishing = lookup(reader, at, FURNISHING_WORDS);
    const matches: { length: number; apply: () => void }[] = [];
    if (listing) matches.push({ length: listing.length, apply: () => (saidListing ??= listing.value) });
    if (furnishing) matches.push({ length: furnishing.length, apply: () => add(result.furnishing, furnishing.value) });
    for (const [vocabulary, list] of [
      [TYPE_WORDS, result.projectTypes],
      [STATUS_WORDS, result.projectStatuses],
      [CATEGORY_WORDS, result.categories],
      [AMENITY_WORDS, result.amenities],
      [RULE_WORDS, result.rules],
    ] as const) {
      const found = lookup(reader, at, vocabulary);
      if (found) matches.push({ length: found.length, apply: () => add(list as string[], found.value) });
    }
    const sort = lookup(reader, at, SORT_WORDS);
    if (sort) matches.push({ length: sort.length, apply: () => (result.sort ??= sort.value) });
    const longest = matches.sort((a, b) => b.length - a.length)[0];
    if (longest) {
      longest.apply();
      reader.take(at, longest.length);
      continue;
    }
    const builder = builderAt(reader, at);
    if (builder) {
      builderSpans.push({ at, ...builder });
      at += builder.length - 1;
      continue;
    }
    if (CITY_WORDS.has(tokens[at]!.word)) {
      reader.take(at, 1);
      reader.filler[at] = true;
    }
  }

  const filters = result.bhk.length + result.projectTypes.length + result.projectStatuses.length + result.categories.length + result.amenities.length + result.rules.length + result.furnishing.length +
    (result.minBudget !== null || result.maxBudget !== null ? 1 : 0) + (result.zone ? 1 : 0) + (result.sort ? 1 : 0) + (saidListing ? 1 : 0);
  // A builder of the panel's list becomes its filter only in a sentence that asked for something else: 'prestige'
  // alone stays a text search, which finds the builder's societies and any society named after it.
  if (filters > 0) {
    for (const span of builderSpans) {
      add(result.builders, span.id);
      reader.take(span.at, span.length);
    }
  }
  dropFillers(reader);

  result.listing = saidListing ?? (perMonth ? 'rent' : listingOfBudget(result.minBudget, result.maxBudget));
  if (result.minBudget !== null && result.maxBudget !== null && result.minBudget > result.maxBudget) {
    [result.minBudget, result.maxBudget] = [result.maxBudget, result.minBudget];
  }
  result.text = leftoverText(typed, tokens, reader);
  result.understood = reader.used.some(Boolean);
  return result;
}

/** Rent or sale from the amount when the sentence does not say: below ₹10 L is a month's rent, from it a price. */
export function listingOfBudget(min: number | null, max: number | null): 'rent' | 'sale' | null {
  const largest = Math.max(min ?? 0, max ?? 0);
  if (!largest) return null;
  return largest >= SALE_FROM_AMOUNT ? 'sale' : 'rent';
}

/**
 * Filler words go when they touch something understood (or another dropped filler) or stand at either end of the
 * text: 'homes in whitefield' is 'whitefield', but 'Song of the South' keeps its 'of the'.
 */
function dropFillers(reader: Reader) {
  const { tokens, used } = reader;
  const isFiller = (at: number) => !used[at] && FILLER.has(tokens[at]!.word);
  let changed = true;
  while (changed) {
    changed = false;
    for (let at = 0; at < tokens.length; at += 1) {
      if (!isFiller(at)) continue;
      const atEdge = !firstFree(reader, 0, at) || !firstFree(reader, at + 1, tokens.length);
      const touches = (at > 0 && used[at - 1]) || (at + 1 < tokens.length && used[at + 1]);
      if (atEdge || touches) {
        used[at] = true;
        reader.filler[at] = true;
        changed = true;
      }
    }
  }
}

/** Whether a word not taken lies in [from, to). */
function firstFree(reader: Reader, from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) if (!reader.used[at]) return true;
  return false;
}

/** The words not understood: as typed when none of a typed word was read, else its unread normalised parts. */
function leftoverText(typed: string[], tokens: Token[], reader: Reader): string {
  const kept: string[] = [];
  typed.forEach((word, source) => {
    const parts = tokens.map((token, at) => ({ token, at })).filter(({ token }) => token.source === source);
    if (!parts.length) return;
    const free = parts.filter(({ at }) => !reader.used[at]);
    if (!free.length) return;
    if (free.length === parts.length) kept.push(word.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}.)]+$/gu, ''));
    else kept.push(free.map(({ token }) => token.word).join(' '));
  });
  return kept.filter(Boolean).join(' ');
}
