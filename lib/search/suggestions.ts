// Autocomplete rules (discovery-and-login.md section 5): a blank query has no suggestions; each source
// gives at most 5 prefix matches; the merged list is de-duplicated by name and holds at most 8.
import { SEARCH_LIMITS, SUGGESTION_TYPES, type Suggestion, type SuggestionType } from './types';

/** Spec order of the sources: societies, locations, sub locations, builders. */
export const SUGGESTION_SOURCE_ORDER: readonly SuggestionType[] = SUGGESTION_TYPES;

export function normalizeSuggestionQuery(query: string | null | undefined): string {
  return (query ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.queryMaxLength);
}

/** Escapes LIKE's wildcards (and the escape character itself) so typed text matches literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Merges the per-source lists in source order: each source cut to 5, names compared without regard to
 * letter case or spacing (the first one wins), 8 in total.
 */
export function mergeSuggestions(
  sources: Partial<Record<SuggestionType, readonly Suggestion[]>>,
  limits: { perSource?: number; total?: number } = {},
): Suggestion[] {
  const perSource = limits.perSource ?? SEARCH_LIMITS.suggestionsPerSource;
  const total = limits.total ?? SEARCH_LIMITS.suggestionsTotal;
  const seen = new Set<string>();
  const merged: Suggestion[] = [];
  for (const type of SUGGESTION_SOURCE_ORDER) {
    for (const suggestion of (sources[type] ?? []).slice(0, perSource)) {
      const key = suggestion.name.replace(/\s+/g, ' ').trim().toLowerCase();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      merged.push(suggestion);
      if (merged.length >= total) return merged;
    }
  }
  return merged;
}

/** Groups rows of a single UNION query (type, id, name) by source, keeping their order. */
export function groupSuggestionRows(rows: readonly { type: string; id: string | null; name: string }[]) {
  const grouped: Partial<Record<SuggestionType, Suggestion[]>> = {};
  for (const row of rows) {
    if (!(SUGGESTION_TYPES as readonly string[]).includes(row.type)) continue;
    const type = row.type as SuggestionType;
    (grouped[type] ??= []).push({ name: row.name, type, id: row.id });
  }
  return grouped;
}
