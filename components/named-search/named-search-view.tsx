import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { FirstViewEnd } from '@/components/common/first-view-end';
import { EmptyResults } from '@/components/search/empty-state';
import { ResultsList } from '@/components/search/results-list';
import { ResultsSearchBar } from '@/components/search/results-search-bar';
import { ResultsTools } from '@/components/search/results-tools';
import { SearchPendingSkeleton } from '@/components/search/search-pending-skeleton';
import { searchFormParts } from '@/components/search/search-form-parts';
import { societiesFoundText } from '@/lib/search/describe';
import { namedSearchHeading, namedSearchParams, namedSearchPath, type NamedSearchKind } from '@/lib/search/named';
import { buildSearchHref, stateFromSearchParams } from '@/lib/search/query';
import type { ZoneOption } from '@/lib/search/zones';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { searchWords } from '@/lib/search/words';
import { OWN_PLACE_NAMES, type PlaceName } from '@/lib/search/types';
import { builderPath } from '@/lib/slugs';
import type { SocietySearchPage } from '@/server/search/service';

/**
 * A named search page (/bangalore/locality/whitefield): the /search layout with its own heading, and the
 * results of exactly the search its query URL asks for. Rendered once and cached (app/bangalore/...).
 */
export function NamedSearchView({
  kind,
  name,
  slug,
  result,
  zones,
  placeName = OWN_PLACE_NAMES,
}: {
  kind: NamedSearchKind;
  name: string;
  slug: string;
  result: SocietySearchPage;
  /** With the names the page's language shows (zonesIn, server/search/place-names.ts). */
  zones: ZoneOption[];
  /** Places as the page's language names them. */
  placeName?: PlaceName;
}) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  const words = searchWords(t);
  const params = namedSearchParams(kind, name, result.page);
  // The page is cached and indexed as it is: another order is the same search on /search (noindex there).
  const firstPage = { ...params, page: 1 };
  return (
    <div className="mx-auto max-w-3xl px-4 pb-10 pt-4 short:pt-2">
      <ResultsSearchBar initial={stateFromSearchParams(params)} zones={zones} builderNames={{}} parts={searchFormParts('results')} />

      {/* Tighter on a short screen (320x640): the first result card fits whole above the bottom navigation. */}
      <header className="mb-4 mt-6 short:mb-3 short:mt-3">
        <h1 className="text-xl font-bold leading-tight text-foreground short:text-lg">{namedSearchHeading(kind, namedPlace(kind, name, placeName), words)}</h1>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="results-count">
          {societiesFoundText(result.total, result.matched, words)}
        </p>
        <ResultsTools
          total={result.total}
          sort="name"
          listing="rent"
          hrefs={{
            name: namedSearchPath(kind, slug, 1),
            price: buildSearchHref({ ...firstPage, sort: 'price' }),
            newest: buildSearchHref({ ...firstPage, sort: 'newest' }),
          }}
          savedQuery={buildSearchHref(firstPage).replace(/^\/search\??/, '')}
        />
        {result.matched > result.total ? (
          <p className="mt-1 text-xs text-muted-foreground">{t('results.narrow')}</p>
        ) : null}
        {kind === 'builder' ? (
          <p className="mt-2 text-sm">
            <Link href={localePath(locale, builderPath({ name }))} className="font-medium text-primary underline-offset-4 hover:underline">
              {t('words.named.builderProfile', { name })}
            </Link>
          </p>
        ) : null}
      </header>
      {/* As on /search: the first frame waits for the search bar and heading (a frame cut inside the bar moved its
          clear button, Lighthouse CLS 0.0008 on the locality page). */}
      <FirstViewEnd id="named-search-first-view-end" />

      {result.total === 0 ? (
        <EmptyResults />
      ) : (
        <ResultsList result={result} hrefFor={(page) => namedSearchPath(kind, slug, page)} placeName={placeName} />
      )}
      <SearchPendingSkeleton />
    </div>
  );
}

/** The name of a named search's place as the page shows it (a builder's name stays as it is). */
export function namedPlace(kind: NamedSearchKind, name: string, placeName: PlaceName): string {
  if (kind === 'builder') return name;
  return placeName(kind === 'locality' ? 'location' : kind === 'sub-locality' ? 'sub_location' : 'zone', name);
}
