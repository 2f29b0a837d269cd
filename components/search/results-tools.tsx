import { WithCopy } from '@/components/i18n/with-copy';
import { SaveSearchLink } from '@/components/saved-searches/save-search-link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { SearchSort, type SearchSortValue } from './search-sort';

/**
 * The order and 'Save search' under a results heading, the same on /search and the named pages. Each order is
 * a URL the server wrote (a named page's 'Name' is the page itself, the other orders its /search query), so the
 * cached page holds no per-visitor state; whether someone is signed in is decided in the browser on tap. The button
 * is the only island here: it gets only its own small namespace.
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
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  if (total === 0) return null;
  const labels: Record<SearchSortValue, string> = {
    name: t('sort.name'),
    price: listing === 'rent' ? t('sort.lowestRent') : t('sort.lowestPrice'),
    newest: t('sort.newest'),
  };
  const localHrefs: Record<SearchSortValue, string> = {
    name: localePath(locale, hrefs.name),
    price: localePath(locale, hrefs.price),
    newest: localePath(locale, hrefs.newest),
  };
  return (
    <div className="mt-3 flex items-center gap-2" data-testid="results-tools">
      {total > 1 ? <SearchSort value={sort} labels={labels} label={t('sort.label')} hrefs={localHrefs} /> : null}
      <div className="shrink-0">
        <WithCopy namespaces={['saveSearch']}>
          <SaveSearchLink query={savedQuery} />
        </WithCopy>
      </div>
    </div>
  );
}
