// The natural-language summary the search box shows once filters are chosen (discovery-and-login.md
// section 2): 'Find <status> <category> <types> projects of <builders> in <zone>'. Amenities and any text
// typed before a filter was chosen are kept visible too, because they narrow the search.
import { FEATURE_LABELS } from '@/lib/amenities';
import { RULE_FILTER_LABELS, type RuleFilter } from '@/lib/societies/rule-filters';
import { FILTER_BUILDERS } from '@/lib/catalog';
import { formatAmount } from '@/lib/amounts';
import { chosenStatuses } from './filters';
import type { HomeFilter, SearchState } from './types';
import { compose, joinWords, valueWord, type Translate } from './words';

export { joinWords };

export function defaultBuilderName(id: string): string | undefined {
  return FILTER_BUILDERS.find((builder) => builder.id === id)?.name;
}

/** An amenity's label in the page's language (the filter panel's amenities), else its English label. */
export function amenityLabel(key: string, t: Translate): string {
  return valueWord(t, key, (FEATURE_LABELS as Record<string, string>)[key] ?? key.replace(/_/g, ' '));
}

export interface SummaryOptions {
  /** Names builder ids; the filter builders are known without it. */
  builderName?: (id: string) => string | undefined;
  /** A zone's name as the page shows it (its Kannada or Hindi name); the zone's own name without it. */
  zoneName?: (zone: string) => string;
  /** The 'search' messages of the page's language (lib/search/english-words.ts for English). */
  t: Translate;
}

export function buildSummarySentence(state: SearchState, options: SummaryOptions): string {
  const nameOf = options.builderName ?? defaultBuilderName;
  const { t } = options;
  const values = (list: readonly string[]) => joinWords(list.map((value) => valueWord(t, value)), 'or', t);
  const builders = state.selectedBuilders.map((id) => nameOf(id)).filter((name): name is string => Boolean(name));
  const homes = homesPhrase(state.homes, t);
  const text = state.searchQuery.trim();
  return compose(t, 'words.summary.sentence', {
    statuses: values(chosenStatuses(state)),
    categories: values(state.selectedCategories),
    types: values(state.projectTypes),
    builders: builders.length ? t('words.summary.builders', { names: joinWords(builders, 'and', t) }) : null,
    amenities: state.amenities.length ? t('words.summary.amenities', { names: joinWords(state.amenities.map((key) => amenityLabel(key, t)), 'and', t) }) : null,
    homes: homes ? t(state.amenities.length ? 'words.summary.homesAnd' : 'words.summary.homesWith', { homes }) : null,
    rules: rulesPhrase(state.rules, t),
    zone: state.selectedZone ? t('words.in', { place: options.zoneName?.(state.selectedZone) ?? state.selectedZone }) : null,
    text: text ? t('words.summary.text', { text }) : null,
  });
}

/** 'that allow bachelors and pets': the rules for tenants a society must state to match (the URL keys are the nouns). */
export function rulesPhrase(rules: readonly string[] | undefined, t: Translate): string | null {
  const known = (rules ?? []).filter((rule): rule is RuleFilter => rule in RULE_FILTER_LABELS);
  return known.length ? t('words.rules', { rules: joinWords(known.map((rule) => t(`words.ruleNames.${rule}`)), 'and', t) }) : null;
}

function budgetPhrase(min: number | null, max: number | null, t: Translate): string | null {
  if (min !== null && max !== null) {
    return min === max ? t('words.homes.at', { amount: formatAmount(min) }) : t('words.homes.range', { min: formatAmount(min), max: formatAmount(max) });
  }
  if (max !== null) return t('words.homes.under', { amount: formatAmount(max) });
  if (min !== null) return t('words.homes.over', { amount: formatAmount(min) });
  return null;
}

/** 'a 3 BHK for rent under ₹50 K', 'a home for sale from ₹1 Cr to ₹2 Cr', '2 or 5+ BHK'; null without one. */
export function homesPhrase(homes: HomeFilter, t: Translate): string | null {
  const { minBudget: min, maxBudget: max, bhk } = homes;
  if (min === null && max === null && !bhk.length) return null;
  const bedrooms = bhk.length
    ? t('words.homes.bedrooms', { counts: joinWords(bhk.map((count) => (count >= 5 ? '5+' : String(count))), 'or', t) })
    : t('words.homes.home');
  return compose(t, homes.listing === 'rent' ? 'words.homes.rent' : 'words.homes.sale', { bedrooms, budget: budgetPhrase(min, max, t) });
}
