// The natural-language summary the search box shows once filters are chosen (discovery-and-login.md
// section 2): 'Find <status> <category> <types> projects of <builders> in <zone>'. Amenities and any text
// typed before a filter was chosen are kept visible too, because they narrow the search.
import { FEATURE_LABELS } from '@/lib/amenities';
import { RULE_FILTER_LABELS, type RuleFilter } from '@/lib/societies/rule-filters';
import { FILTER_BUILDERS } from '@/lib/catalog';
import { formatAmount } from '@/lib/amounts';
import { chosenStatuses } from './filters';
import type { HomeFilter, SearchState } from './types';

/** 'a', 'a or b', 'a, b or c'. */
export function joinWords(words: readonly string[], conjunction: 'and' | 'or'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

export function defaultBuilderName(id: string): string | undefined {
  return FILTER_BUILDERS.find((builder) => builder.id === id)?.name;
}

export function amenityLabel(key: string): string {
  return (FEATURE_LABELS as Record<string, string>)[key] ?? key.replace(/_/g, ' ');
}

export interface SummaryOptions {
  /** Names builder ids; the filter builders are known without it. */
  builderName?: (id: string) => string | undefined;
}

export function buildSummarySentence(state: SearchState, options: SummaryOptions = {}): string {
  const nameOf = options.builderName ?? defaultBuilderName;
  const parts: string[] = ['Find'];

  const statuses = chosenStatuses(state);
  if (statuses.length) parts.push(joinWords(statuses, 'or'));
  if (state.selectedCategories.length) parts.push(joinWords(state.selectedCategories, 'or'));
  if (state.projectTypes.length) parts.push(joinWords(state.projectTypes, 'or'));
  parts.push('projects');

  const builders = state.selectedBuilders.map((id) => nameOf(id)).filter((name): name is string => Boolean(name));
  if (builders.length) parts.push(`of ${joinWords(builders, 'and')}`);
  if (state.amenities.length) parts.push(`with ${joinWords(state.amenities.map(amenityLabel), 'and')}`);
  const homes = homesPhrase(state.homes);
  if (homes) parts.push(`${state.amenities.length ? 'and' : 'with'} ${homes}`);
  const rules = rulesPhrase(state.rules);
  if (rules) parts.push(rules);
  if (state.selectedZone) parts.push(`in ${state.selectedZone}`);

  const text = state.searchQuery.trim();
  if (text) parts.push(`matching “${text}”`);
  return parts.join(' ');
}

/** 'that allow bachelors and pets': the rules for tenants a society must state to match (the URL keys are the nouns). */
export function rulesPhrase(rules: readonly string[] | undefined): string | null {
  const known = (rules ?? []).filter((rule): rule is RuleFilter => rule in RULE_FILTER_LABELS);
  return known.length ? `that allow ${joinWords(known, 'and')}` : null;
}

/** 'a 3 BHK for rent under ₹50 K', 'a home for sale from ₹1 Cr to ₹2 Cr', '2 or 5+ BHK'; null without one. */
export function homesPhrase(homes: HomeFilter): string | null {
  const { minBudget: min, maxBudget: max, bhk } = homes;
  if (min === null && max === null && !bhk.length) return null;
  const bedrooms = bhk.length ? `${joinWords(bhk.map((count) => (count >= 5 ? '5+' : String(count))), 'or')} BHK` : 'home';
  const budget =
    min !== null && max !== null
      ? min === max
        ? ` at ${formatAmount(min)}`
        : ` from ${formatAmount(min)} to ${formatAmount(max)}`
      : max !== null
        ? ` under ${formatAmount(max)}`
        : min !== null
          ? ` over ${formatAmount(min)}`
          : '';
  return `a ${bedrooms} for ${homes.listing === 'rent' ? 'rent' : 'sale'}${budget}`;
}
