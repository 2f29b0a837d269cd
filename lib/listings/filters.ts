// Filters and sort of a society's homes: budget, BHK, furnishing, availability and order, kept in the
// URL of /society/{id}/properties so a filtered list can be shared and the back button undoes a change. Pure:
// the properties page filters in the browser (the page itself stays one cached HTML for everyone), and the
// server (saved searches) reads the same parameters with the same rules.
import { formatAmount } from '@/lib/amounts';
import { FURNISHING } from '@/lib/catalog';
import { AVAILABILITY, AVAILABILITY_LABELS, BHK_CHOICES, LISTING_SORTS, type Availability, type Bhk, type ListingSort } from './filter-choices';
import { LISTING_FILTER_KEYS, PROPERTIES_KEYS as KEY } from '@/lib/search/url-keys';
import type { FactsTranslate } from '@/lib/societies/facts-copy';
import { storedLabel } from '@/lib/societies/stored-values';

export * from './filter-choices';

/**
 * The BHK a configuration counts as: '1 RK' and '1 BHK' are 1, '2.5 BHK' is 2, '5 BHK' and 'Penthouse' are 5
 * ('5+'). Null for a home without a configuration (no BHK filter keeps it).
 */
export function bhkOf(bedroom: string | null | undefined): Bhk | null {
  if (!bedroom) return null;
  if (/penthouse/i.test(bedroom)) return 5;
  const match = /^(\d+)/.exec(bedroom.trim());
  if (!match) return null;
  const count = Number(match[1]);
  if (count < 1) return null;
  return (Math.min(count, 5) as Bhk);
}

/** The configuration names of a BHK choice, as the fixed list of configurations spells them (for SQL). */
export const BHK_CONFIGURATIONS: Record<Bhk, readonly string[]> = {
  1: ['1 RK', '1 BHK'],
  2: ['2 BHK', '2.5 BHK'],
  3: ['3 BHK', '3.5 BHK'],
  4: ['4 BHK'],
  5: ['5 BHK', 'Penthouse'],
};

const MAX_AMOUNT = 1e12;

// Parsed by hand, not with zod: this module runs in the browser on the cached properties page, whose JavaScript
// carries no zod (docs/bundles.md). Lenient, as every shared URL: a value that is not understood is dropped.

type Query = Record<string, unknown>;

const first = (value: unknown): string | undefined => {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one : undefined;
};

function amount(value: unknown): number | undefined {
  const text = first(value)?.trim();
  if (!text || !/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 && number <= MAX_AMOUNT ? number : undefined;
}

function list<T extends string | number>(value: unknown, allowed: readonly T[], parse: (part: string) => T | undefined): T[] {
  const chosen = new Set<T>();
  for (const part of (first(value) ?? '').split(',')) {
    const parsed = parse(part.trim());
    if (parsed !== undefined) chosen.add(parsed);
  }
  return allowed.filter((item) => chosen.has(item));
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const text = first(value);
  return allowed.find((item) => item === text);
}

const furnishingByKey = new Map<string, (typeof FURNISHING)[number]>(FURNISHING.map((value) => [value.toLowerCase(), value]));

export interface Budget {
  min?: number;
  max?: number;
}

export interface ListingFilters {
  rent: Budget;
  sale: Budget;
  bhk: Bhk[];
  furnishing: (typeof FURNISHING)[number][];
  available: Availability | undefined;
  sort: ListingSort | undefined;
}

/** A min above the max is read as the range the person meant (the two swapped). */
function range(min: number | undefined, max: number | undefined): Budget {
  return min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max };
}

/** Reads filters from a query string (`?bhk=2&rent_max=40000`) or its parsed parameters. */
export function parseListingFilters(search: string | URLSearchParams | Query): ListingFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: Query = params instanceof URLSearchParams ? Object.fromEntries(params.entries()) : params;
  return {
    rent: range(amount(query[KEY.rentMin]), amount(query[KEY.rentMax])),
    sale: range(amount(query[KEY.priceMin]), amount(query[KEY.priceMax])),
    bhk: list<Bhk>(query[KEY.bhk], BHK_CHOICES, (part) => (/^[1-5]\+?$/.test(part) ? (Number(part[0]) as Bhk) : undefined)),
    furnishing: list(query[KEY.furnishing], FURNISHING, (part) => furnishingByKey.get(part.toLowerCase())),
    available: oneOf(query[KEY.available], AVAILABILITY),
    sort: oneOf(query[KEY.sort], LISTING_SORTS),
  };
}

export const NO_FILTERS: ListingFilters = parseListingFilters('');

/** The filter parameters written back in one canonical order (other parameters, like `tab`, are kept by the caller). */
export function listingFilterEntries(filters: ListingFilters): [string, string][] {
  const entries: [string, string][] = [];
  const push = (key: string, value: number | string | undefined) => value !== undefined && value !== '' && entries.push([key, String(value)]);
  push(KEY.rentMin, filters.rent.min);
  push(KEY.rentMax, filters.rent.max);
  push(KEY.priceMin, filters.sale.min);
  push(KEY.priceMax, filters.sale.max);
  if (filters.bhk.length) push(KEY.bhk, filters.bhk.join(','));
  if (filters.furnishing.length) push(KEY.furnishing, filters.furnishing.join(','));
  push(KEY.available, filters.available);
  push(KEY.sort, filters.sort);
  return entries;
}

export { LISTING_FILTER_KEYS };

/** What the filters and the sort read of one listing. */
export interface FilterableListing {
  kind: 'rent' | 'sale';
  /** Rent per month, or the sale price (null: 'Price on request'). */
  amount: number | null;
  bedroom: string | null;
  furnishing: string | null;
  immediate: boolean;
  /** yyyy-MM-dd, or null. */
  availableFrom: string | null;
  /** When it became Active (ISO), for 'Newest first'. */
  listedAt: string | null;
}

/** yyyy-MM-dd `days` after the India-time date `today`. */
function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function matchesAvailability(listing: FilterableListing, available: Availability, today: string): boolean {
  // Sale listings carry no move-in date: availability narrows rent homes only.
  if (listing.kind === 'sale') return true;
  const date = listing.immediate ? today : listing.availableFrom?.slice(0, 10);
  if (!date) return false;
  const limit = addDays(today, 30);
  if (available === 'now') return date <= today;
  if (available === 'within-30-days') return date <= limit;
  return date > limit;
}

export type FilterGroup = 'budget' | 'bhk' | 'furnishing' | 'available';

function budgetOf(filters: ListingFilters, kind: 'rent' | 'sale'): Budget {
  return kind === 'rent' ? filters.rent : filters.sale;
}

/** Whether a listing passes every filter (minus the groups left out, for the 'loosen' hint). Bounds are inclusive. */
export function matchesListing(listing: FilterableListing, filters: ListingFilters, today: string, leaveOut?: FilterGroup): boolean {
  const budget = budgetOf(filters, listing.kind);
  if (leaveOut !== 'budget' && (budget.min !== undefined || budget.max !== undefined)) {
    if (listing.amount === null) return false;
    if (budget.min !== undefined && listing.amount < budget.min) return false;
    if (budget.max !== undefined && listing.amount > budget.max) return false;
  }
  if (leaveOut !== 'bhk' && filters.bhk.length) {
    const bhk = bhkOf(listing.bedroom);
    if (bhk === null || !filters.bhk.includes(bhk)) return false;
  }
  if (leaveOut !== 'furnishing' && filters.furnishing.length && !filters.furnishing.includes(listing.furnishing as (typeof FURNISHING)[number])) return false;
  if (leaveOut !== 'available' && filters.available && !matchesAvailability(listing, filters.available, today)) return false;
  return true;
}

const byAmount = (direction: 1 | -1) => (a: FilterableListing, b: FilterableListing) => {
  // 'Price on request' goes last either way.
  if (a.amount === null || b.amount === null) return (a.amount === null ? 1 : 0) - (b.amount === null ? 1 : 0);
  return (a.amount - b.amount) * direction;
};

function availabilityKey(listing: FilterableListing): string {
  if (listing.immediate) return '0000-00-00';
  return listing.availableFrom?.slice(0, 10) ?? '9999-99-99';
}

/**
 * Items in the chosen order; without a sort, or for 'soonest' on sale homes (no dates), the server's order
 * (bedrooms, then price) stays. Stable: equal items keep the server's order.
 */
export function sortListings<T>(items: readonly T[], sort: ListingSort | undefined, facts: (item: T) => FilterableListing): T[] {
  const list = [...items];
  if (!sort) return list;
  const compare: Record<ListingSort, (a: FilterableListing, b: FilterableListing) => number> = {
    'price-asc': byAmount(1),
    'price-desc': byAmount(-1),
    newest: (a, b) => (b.listedAt ?? '').localeCompare(a.listedAt ?? ''),
    soonest: (a, b) => availabilityKey(a).localeCompare(availabilityKey(b)),
  };
  return list.sort((a, b) => compare[sort](facts(a), facts(b)));
}

export function hasFilters(filters: ListingFilters, kind?: 'rent' | 'sale'): boolean {
  const budgets = kind ? [budgetOf(filters, kind)] : [filters.rent, filters.sale];
  return budgets.some((budget) => budget.min !== undefined || budget.max !== undefined) || filters.bhk.length > 0 || filters.furnishing.length > 0 || Boolean(filters.available);
}

/** 'Under ₹40 K', 'Over ₹20 K', '₹20 K – ₹40 K', '₹40 K' (min = max); null without a budget. */
export function budgetLabel(budget: Budget, t?: FactsTranslate): string | null {
  const { min, max } = budget;
  if (min !== undefined && max !== undefined) {
    if (min === max) return formatAmount(min);
    return t ? t('filters.range', { min: formatAmount(min), max: formatAmount(max) }) : `${formatAmount(min)} – ${formatAmount(max)}`;
  }
  if (max !== undefined) return t ? t('filters.under', { amount: formatAmount(max) }) : `Under ${formatAmount(max)}`;
  if (min !== undefined) return t ? t('filters.over', { amount: formatAmount(min) }) : `Over ${formatAmount(min)}`;
  return null;
}

/** 'A or B', 'A, B or C' (the last two joined by the language's 'or'). */
function orList(names: readonly string[], t?: FactsTranslate): string {
  if (names.length <= 1) return names[0] ?? '';
  const first = names.slice(0, -1).join(', ');
  return t ? t('filters.or', { first, last: names.at(-1)! }) : `${first} or ${names.at(-1)}`;
}

/** '2 BHK', '2 or 3 BHK', '5+ BHK'. */
export function bhkListLabel(choices: readonly Bhk[], t?: FactsTranslate): string | null {
  if (!choices.length) return null;
  const names = choices.map((bhk) => (bhk === 5 ? '5+' : String(bhk)));
  return t ? t('filters.bhk', { list: orList(names, t) }) : `${orList(names)} BHK`;
}

/** 'Semi-Furnished or Fully Furnished': every choice joined by 'or', each in the page's language with `t`. */
function furnishingListLabel(choices: readonly string[], t?: FactsTranslate): string {
  if (!t) return choices.join(' or ');
  return choices.map((value) => storedLabel('furnishing', value, t)).reduce((first, last) => t('filters.or', { first, last }));
}

/** Each active filter group of one tab with its label, in the order the sheet shows them (in the page's language with `t`). */
export function activeFilterLabels(filters: ListingFilters, kind: 'rent' | 'sale', t?: FactsTranslate): { group: FilterGroup; label: string }[] {
  const labels: { group: FilterGroup; label: string }[] = [];
  const budget = budgetLabel(budgetOf(filters, kind), t);
  if (budget) labels.push({ group: 'budget', label: budget });
  const bhk = bhkListLabel(filters.bhk, t);
  if (bhk) labels.push({ group: 'bhk', label: bhk });
  if (filters.furnishing.length) labels.push({ group: 'furnishing', label: furnishingListLabel(filters.furnishing, t) });
  if (filters.available && kind === 'rent') {
    labels.push({ group: 'available', label: t ? t(`filters.availableChip.${filters.available}`) : `Available ${AVAILABILITY_LABELS[filters.available].toLowerCase()}` });
  }
  return labels;
}

/** Filters without one group (the 'loosen' action). */
export function withoutGroup(filters: ListingFilters, group: FilterGroup, kind: 'rent' | 'sale'): ListingFilters {
  switch (group) {
    case 'budget':
      return kind === 'rent' ? { ...filters, rent: { min: undefined, max: undefined } } : { ...filters, sale: { min: undefined, max: undefined } };
    case 'bhk':
      return { ...filters, bhk: [] };
    case 'furnishing':
      return { ...filters, furnishing: [] };
    case 'available':
      return { ...filters, available: undefined };
  }
}

/**
 * For an empty result: the one filter whose removal shows the most homes, with how many it would show. Null
 * when no single filter is to blame (then every filter has to go: 'Clear filters').
 */
export function filterToLoosen(listings: readonly FilterableListing[], filters: ListingFilters, kind: 'rent' | 'sale', today: string, t?: FactsTranslate): { group: FilterGroup; label: string; count: number } | null {
  let best: { group: FilterGroup; label: string; count: number } | null = null;
  for (const { group, label } of activeFilterLabels(filters, kind, t)) {
    const count = listings.filter((listing) => matchesListing(listing, filters, today, group)).length;
    if (count > 0 && (!best || count > best.count)) best = { group, label, count };
  }
  return best;
}

/**
 * A properties page URL carrying filters or a sort: answered with `X-Robots-Tag: noindex` by the middleware, so
 * only the plain page (its canonical URL) is indexed, as filtered searches are.
 */
export function isFilteredPropertiesUrl(url: URL): boolean {
  return /^\/society\/[^/]+\/properties\/?$/.test(url.pathname) && LISTING_FILTER_KEYS.some((key) => url.searchParams.has(key));
}
