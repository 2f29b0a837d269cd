import type { ReactNode } from 'react';
import type { SuggestionType } from '@/lib/search/types';

// What the server hands the search form island: resolved classes and rendered icons
// (components/search/search-form-parts.tsx makes them).

export interface SearchFormParts {
  classes: SearchFormClasses;
  icons: SearchFormIcons;
}

export interface SearchFormIcons {
  /** The magnifier inside the box (the summary mode's sits higher, on its first line). */
  search: ReactNode;
  summarySearch: ReactNode;
  /** In the 'clear' action of the summary, and the box's clear-text button. */
  clearSummary: ReactNode;
  clearText: ReactNode;
  /** The submit button's own icon. */
  submit: ReactNode;
  filter: ReactNode;
  zone: ReactNode;
  zoneChevron: ReactNode;
  /** Before each suggestion, by its kind. */
  kinds: Record<SuggestionType, ReactNode>;
}

export interface SearchFormClasses {
  /** The 'Search Properties' (or icon) submit button. */
  submit: string;
  /** The Filter button with no filter chosen, and with some. */
  filter: string;
  filterChosen: string;
}

export type SearchBoxIcons = Pick<SearchFormIcons, 'search' | 'summarySearch' | 'clearSummary' | 'clearText' | 'kinds'>;
