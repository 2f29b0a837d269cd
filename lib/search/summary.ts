// The natural-language summary the search box shows once filters are chosen (discovery-and-login.md
// section 2): 'Find <status> <category> <types> projects of <builders> in <zone>'. Amenities and any text
// typed before a filter was chosen are kept visible too, because they narrow the search.
import { FEATURE_LABELS } from '@/lib/amenities';
import { FILTER_BUILDERS } from '@/lib/catalog';
import { chosenStatuses } from './filters';
import type { SearchState } from './types';

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
  if (state.selectedZone) parts.push(`in ${state.selectedZone}`);

  const text = state.searchQuery.trim();
  if (text) parts.push(`matching “${text}”`);
  return parts.join(' ');
}
