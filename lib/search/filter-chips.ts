// The chips under a /search heading: one per chosen filter, each a link to the same search without it. They are
// how a search that came from a sentence shows what was understood ('2 BHK', 'Rent under ₹35 K'), and the same
// for a search made with the panel. Pure: links only, so the cached results page holds no per-visitor state.
import { formatAmount } from '@/lib/amounts';
import type { SearchParams } from '@/lib/validation/search';
import { uniqueValues } from './filters';
import { buildSearchHref } from './href';
import { amenityLabel, defaultBuilderName } from './summary';
import { englishWords } from './english-words';
import { valueWord, type Translate } from './words';

export interface FilterChip {
  /** Unique on the page (a test id and React key). */
  key: string;
  label: string;
  /** The search without this filter, page 1. */
  href: string;
}

type ChipParams = Pick<SearchParams, 'type' | 'statuses' | 'projectStatuses' | 'categories' | 'projectTypes' | 'amenities' | 'rules' | 'builders' | 'listing' | 'minBudget' | 'maxBudget' | 'bhk'>;

/** 'Rent under ₹35 K', 'Price ₹50 L to ₹1 Cr', 'Rent over ₹20 K'; null without a budget. */
export function budgetLabel(params: Pick<SearchParams, 'listing' | 'minBudget' | 'maxBudget'>, t: Translate = englishWords): string | null {
  const { minBudget: min, maxBudget: max } = params;
  const kind = params.listing === 'sale' ? 'price' : 'rent';
  if (min !== null && max !== null) {
    return min === max ? t(`words.chips.${kind}At`, { amount: formatAmount(min) }) : t(`words.chips.${kind}Range`, { min: formatAmount(min), max: formatAmount(max) });
  }
  if (max !== null) return t(`words.chips.${kind}Under`, { amount: formatAmount(max) });
  if (min !== null) return t(`words.chips.${kind}Over`, { amount: formatAmount(min) });
  return null;
}

/** Every chosen filter of a /search, in the order the panel lists them. Text, zone and order have their own controls. */
export function searchFilterChips(params: SearchParams, builderName: (id: string) => string | undefined = defaultBuilderName, t: Translate = englishWords): FilterChip[] {
  // Only a filtered search reads the lists (lib/search/href.ts): other kinds carry budget and bedrooms alone.
  const lists = params.type === 'filtered';
  const without = (change: Partial<ChipParams>) => buildSearchHref({ ...params, ...change, page: 1 });
  const chips: FilterChip[] = [];
  const budget = budgetLabel(params, t);
  if (budget) chips.push({ key: 'budget', label: budget, href: without({ minBudget: null, maxBudget: null }) });
  for (const count of params.bhk) {
    chips.push({ key: `bhk-${count}`, label: t('words.chips.bhk', { count: count >= 5 ? '5+' : String(count) }), href: without({ bhk: params.bhk.filter((other) => other !== count) }) });
  }
  if (!lists) return chips;
  for (const type of params.projectTypes) chips.push({ key: `type-${type}`, label: valueWord(t, type), href: without({ projectTypes: params.projectTypes.filter((other) => other !== type) }) });
  for (const status of uniqueValues([...params.statuses, ...params.projectStatuses])) {
    chips.push({
      key: `status-${status}`,
      label: valueWord(t, status),
      href: without({ statuses: params.statuses.filter((other) => other !== status), projectStatuses: params.projectStatuses.filter((other) => other !== status) }),
    });
  }
  for (const category of params.categories) chips.push({ key: `category-${category}`, label: valueWord(t, category), href: without({ categories: params.categories.filter((other) => other !== category) }) });
  for (const key of params.amenities) chips.push({ key: `amenity-${key}`, label: amenityLabel(key, t), href: without({ amenities: params.amenities.filter((other) => other !== key) }) });
  for (const rule of params.rules) {
    chips.push({ key: `rule-${rule}`, label: valueWord(t, rule), href: without({ rules: params.rules.filter((other) => other !== rule) }) });
  }
  for (const id of params.builders) {
    const name = builderName(id);
    if (name) chips.push({ key: `builder-${id}`, label: name, href: without({ builders: params.builders.filter((other) => other !== id) }) });
  }
  return chips;
}
