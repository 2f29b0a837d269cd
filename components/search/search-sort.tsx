'use client';

import { ArrowDownUp } from 'lucide-react';
import { usePendingPush } from './use-pending-push';

// The order of /search's results: by name (the default), lowest rent or price first, newest listing
// first. Each choice is its own URL, built on the server, so this island carries no search rules. The labels
// are short (the icon and the label read to screen readers say it is an order) so the select and 'Save search'
// share one row on a 320 px phone.

export type SearchSortValue = 'name' | 'price' | 'newest';

/** `labels` and `label` (the select's name for screen readers) come from the server, in the page's language. */
export function SearchSort({
  value,
  labels,
  label,
  hrefs,
}: {
  value: SearchSortValue;
  labels: Record<SearchSortValue, string>;
  label: string;
  hrefs: Record<SearchSortValue, string>;
}) {
  const push = usePendingPush('search');
  return (
    <label className="relative inline-flex h-11 min-w-0 items-center rounded-md border border-input bg-background">
      <ArrowDownUp aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-muted-foreground" />
      <span className="sr-only">{label}</span>
      <select
        className="h-full min-w-0 appearance-none rounded-md bg-transparent pl-9 pr-3 text-sm font-medium"
        value={value}
        onChange={(event) => push(hrefs[event.target.value as SearchSortValue])}
        data-testid="search-sort"
      >
        {(Object.keys(labels) as SearchSortValue[]).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </select>
    </label>
  );
}
