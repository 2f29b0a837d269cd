'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import {
  clearFilters,
  countChosenFilters,
  hasChosenFilters,
  toggleChip,
  toggleStatus,
  toggleValue,
  type QuickChip,
} from '@/lib/search/filters';
import { searchHrefFromState, suggestionHref } from '@/lib/search/href';
import { buildSummarySentence } from '@/lib/search/summary';
import { EMPTY_SEARCH_STATE, type HomeFilter, type SearchState, type Suggestion } from '@/lib/search/types';
import { usePendingPush } from './use-pending-push';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { searchWords } from '@/lib/search/words';

export type SearchMode = 'manual' | 'summary';
export type FilterList = 'projectTypes' | 'selectedCategories' | 'amenities' | 'rules' | 'selectedBuilders';

export interface SearchController {
  state: SearchState;
  mode: SearchMode;
  /** The sentence the box shows in summary mode, null in manual mode. */
  summary: string | null;
  filterCount: number;
  setQuery(text: string): void;
  setZone(zone: string | null): void;
  toggleChip(chip: QuickChip): void;
  toggleStatus(status: string): void;
  toggleFilter(list: FilterList, value: string): void;
  /** Budget and bedrooms of the homes a society must have. */
  setHomes(homes: HomeFilter): void;
  clearAllFilters(): void;
  leaveSummary(): void;
  pickSuggestion(suggestion: Suggestion): void;
  submit(): void;
}

/**
 * The search box's modes (discovery-and-login.md section 4): manual typing versus the summary sentence.
 * Choosing any filter switches to summary mode (the sentence regenerates from the state); clicking the
 * summary or 'clear' returns to manual typing with every filter and the text cleared. Emptying the text stays
 * in manual mode. Removing the last filter returns to manual mode with the typed text.
 */
export interface SearchControllerOptions {
  builderName?: (id: string) => string | undefined;
  /** A zone's name as the page shows it (ZoneOption.label); its own name without it. */
  zoneName?: (zone: string) => string;
}

export function useSearchController(initial: Partial<SearchState> = {}, options: SearchControllerOptions = {}): SearchController {
  const router = useRouter();
  const pendingPush = usePendingPush('search');
  // Results open in the page's language (/kn/search...).
  const { href: localHref } = useLocalePath();
  const pushSearch = (path: string) => pendingPush(localHref(path));
  const [state, setState] = useState<SearchState>(() => ({ ...EMPTY_SEARCH_STATE, ...initial }));
  const [summaryChosen, setSummaryChosen] = useState(() => hasChosenFilters({ ...EMPTY_SEARCH_STATE, ...initial }));
  const { builderName, zoneName } = options;
  const copy = useCopy('search');
  // The page's 'search' copy (every page with a search form hands it down): no English fallback here, which would
  // bring the whole English copy into the home's first view.
  const words = searchWords(copy);

  const mode: SearchMode = summaryChosen && hasChosenFilters(state) ? 'summary' : 'manual';
  const summary = useMemo(() => (mode === 'summary' ? buildSummarySentence(state, { builderName, zoneName, t: words }) : null), [builderName, zoneName, words, mode, state]);

  const choose = useCallback((update: (current: SearchState) => SearchState) => {
    setState(update);
    setSummaryChosen(true);
  }, []);

  return {
    state,
    mode,
    summary,
    filterCount: countChosenFilters(state),
    setQuery: (text) => {
      setSummaryChosen(false);
      setState((current) => ({ ...current, searchQuery: text }));
    },
    setZone: (zone) => setState((current) => ({ ...current, selectedZone: zone })),
    toggleChip: (chip) => choose((current) => toggleChip(current, chip)),
    toggleStatus: (status) => choose((current) => toggleStatus(current, status, 'panel')),
    toggleFilter: (list, value) => choose((current) => ({ ...current, [list]: toggleValue(current[list], value) })),
    setHomes: (homes) => choose((current) => ({ ...current, homes })),
    clearAllFilters: () => setState((current) => clearFilters(current)),
    leaveSummary: () => {
      setSummaryChosen(false);
      setState((current) => ({ ...clearFilters(current), searchQuery: '' }));
    },
    pickSuggestion: (suggestion) => {
      // A place picked for the rest of a sentence: the whole sentence is searched, its filters kept.
      if (suggestion.sentence) {
        const sentence = suggestion.sentence;
        setState((current) => ({ ...current, searchQuery: sentence }));
        // A picked place is where to look, whatever zone the dropdown showed.
        const zone = suggestion.type === 'Builder' ? state.selectedZone : null;
        pushSearch(searchHrefFromState({ ...state, selectedZone: zone, searchQuery: sentence }));
        return;
      }
      setState((current) => ({ ...current, searchQuery: suggestion.name }));
      const href = suggestionHref(suggestion);
      // A locality, zone or builder opens a page of results: its skeleton shows while it comes.
      if (href.startsWith('/search') || href.startsWith('/bangalore/')) pushSearch(href);
      else router.push(localHref(href));
    },
    submit: () => pushSearch(searchHrefFromState(state)),
  };
}
