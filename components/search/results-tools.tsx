import { SaveSearchLink } from '@/components/saved-searches/save-search-link';
import { SearchSort, type SearchSortValue } from './search-sort';

/**
 * The order and 'Save search' under a results heading, the same on /search and the named pages. Each order is
 * a URL the server wrote (a named page's 'Name' is the page itself, the other orders its /search query), so the
 * cached page holds no per-visitor state; whether someone is signed in is decided in the browser on tap.
 */
export function ResultsTools({
  total,
  sort,
  listing,
  hrefs,
  savedQuery,
}: {
  total: number;
  sort: SearchSortValue;
  listing: 'rent' | 'sale';
  hrefs: Record<SearchSortValue, string>;
  /** The search's canonical /search query, without the leading '?'. */
  savedQuery: string;
}) {
  if (total === 0) return null;
  return (
    <div className="mt-3 flex items-center gap-2" data-testid="results-tools">
      {total > 1 ? <SearchSort value={sort} listing={listing} hrefs={hrefs} /> : null}
      <div className="shrink-0">
        <SaveSearchLink query={savedQuery} />
      </div>
    </div>
  );
}
