import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { EmptyResults, SearchFailed, WiderSearchNotice } from '@/components/search/empty-state';
import { ResultsList } from '@/components/search/results-list';
import { FirstViewEnd } from '@/components/common/first-view-end';
import { ResultsSearchBar } from '@/components/search/results-search-bar';
import { searchFormParts } from '@/components/search/search-form-parts';
import { SearchPendingSkeleton } from '@/components/search/search-pending-skeleton';
import { ResultsTools } from '@/components/search/results-tools';
import { ActiveFilters } from '@/components/search/active-filters';
import { FILTER_BUILDERS } from '@/lib/catalog';
import { searchDescription, searchHeading, societiesFoundText } from '@/lib/search/describe';
import { searchFilterChips } from '@/lib/search/filter-chips';
import { filterToLoosen, loosenText } from '@/lib/search/loosen';
import { hasHomeFilter } from '@/lib/search/href';
import { defaultBuilderName } from '@/lib/search/summary';
import { buildSearchHref, parseSearchParams, stateFromSearchParams, type RawSearchParams } from '@/lib/search/query';
import { pageMetadata } from '@/server/seo/page-head';
import { builderNamesByIds } from '@/server/builders/service';
import { propertiesQueryForHomes } from '@/lib/search/homes-link';
import type { RuleMatch } from '@/lib/search/rule-notes';
import { countSocietiesListed, searchSocieties, type SocietySearchPage } from '@/server/search/service';
import { ruleMatchesBySociety } from '@/server/search/rule-homes';
import { cachedZones } from '@/server/search/zones';
import { searchFallbacks } from '@/server/search/fallbacks';
import { societyPath } from '@/lib/slugs';
import type { EmptyResultsHelp } from '@/components/search/empty-state';
import { logger } from '@/server/log/logger';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';
import { placeNamesFor, zonesIn } from '@/server/search/place-names';
import { searchWords } from '@/lib/search/words';
import type { PlaceName } from '@/lib/search/types';

interface SearchPageProps {
  searchParams: Promise<RawSearchParams>;
}

/** One search per request, shared by the metadata and the page (keyed by the canonical URL). */
const runSearch = cache(async (href: string): Promise<SocietySearchPage | null> => {
  try {
    return await searchSocieties(parseSearchParams(new URL(href, 'http://local').searchParams));
  } catch (error) {
    logger('search').error({ err: error }, 'society search failed');
    return null;
  }
});

/** How many societies a search without one filter lists: only the number, for the empty state's hint (null on failure). */
async function countListed(href: string): Promise<number | null> {
  try {
    return await countSocietiesListed(parseSearchParams(new URL(href, 'http://local').searchParams));
  } catch (error) {
    logger('search').error({ err: error }, 'society count failed');
    return null;
  }
}

/**
 * How each society shown matched the search's rules for tenants, for its card ('3 homes here allow pets'). A
 * failure leaves the cards without the line: the results themselves are already found.
 */
async function ruleMatchesOf(rules: readonly string[], result: SocietySearchPage | null): Promise<Map<string, RuleMatch[]>> {
  if (!result || !rules.length || !result.results.length) return new Map();
  try {
    return await ruleMatchesBySociety(rules, result.results.map((society) => society.id));
  } catch (error) {
    logger('search').error({ err: error }, 'rule matches failed');
    return new Map();
  }
}

/** Names of the builder ids in the URL that the filter list does not know (a builder page's link), once per request. */
const otherBuilderNames = cache(async (joinedIds: string): Promise<Record<string, string>> => {
  const ids = joinedIds.split(',').filter((id) => id && !FILTER_BUILDERS.some((builder) => builder.id === id));
  return builderNamesByIds(ids).catch(() => ({}));
});

function builderNameIn(names: Record<string, string>) {
  return (id: string) => names[id] ?? defaultBuilderName(id);
}

export async function generateMetadata({ searchParams, params: segments }: SearchPageProps & { params?: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(segments);
  const params = parseSearchParams(await searchParams);
  const href = buildSearchHref(params);
  const [result, names, placeName, t] = await Promise.all([runSearch(href), otherBuilderNames(params.builders.join(',')), placeNamesFor(locale), getTranslations('search')]);
  const words = { t: searchWords(t), placeName };
  return pageMetadata({
    locale,
    title: searchHeading(params, builderNameIn(names), words),
    description: searchDescription(params, result?.matched ?? 0, builderNameIn(names), words),
    path: buildSearchHref({ ...params, page: result?.page ?? params.page }),
    // An empty or failed result is not a page worth a search engine's index, nor a search narrowed by budget,
    // bedrooms or an order: endless variants of the same societies.
    noIndex: !result || result.total === 0 || hasHomeFilter(params) || params.sort !== null,
  });
}

/** Society search results (societies-and-tenant-area.md 2.2), rendered on the server for search engines. */
export default async function SearchPage({ searchParams, params: segments }: SearchPageProps & { params?: LocaleParams }) {
  const locale = await pageLocale(segments);
  const params = parseSearchParams(await searchParams);
  const href = buildSearchHref(params);
  const t = await getTranslations('search');
  const words = searchWords(t);
  const [result, allZones, builderNames, placeName] = await Promise.all([runSearch(href), cachedZones(), otherBuilderNames(params.builders.join(',')), placeNamesFor(locale)]);
  const zones = zonesIn(allZones, placeName);

  // No dead end: a text search that finds nothing in the chosen zone shows its matches in every zone.
  const zoneOnly = params.type === 'filtered' && params.zone && params.q ? { ...params, zone: null, page: params.page } : null;
  const wider = result && result.total === 0 && zoneOnly ? await runSearch(buildSearchHref(zoneOnly)) : null;
  const widened = wider && wider.total > 0 ? wider : null;
  const shown = widened ?? result;
  const help = shown && shown.total === 0 && params.q ? await emptySearchHelp(params, placeName) : null;
  const chips = searchFilterChips(params, builderNameIn(builderNames), words);
  const loosen = shown && shown.total === 0 ? await filterToLoosen(chips, countListed) : null;
  const ruleMatches = await ruleMatchesOf(params.type === 'filtered' ? params.rules : [], shown);

  return (
    <div className="mx-auto max-w-3xl px-4 pb-10 pt-4 short:pt-2">
      <ResultsSearchBar formKey={href} initial={stateFromSearchParams(params)} zones={zones} builderNames={builderNames} parts={searchFormParts('results')} />

      {/* Tighter on a short screen (320x640): the first result card fits whole above the bottom navigation. */}
      <header className="mb-4 mt-6 short:mb-3 short:mt-3">
        <h1 className="text-xl font-bold leading-tight text-foreground short:text-lg">{searchHeading(params, builderNameIn(builderNames), { t: words, placeName })}</h1>
        {shown ? (
          <>
            {/* The count and, beside it, what was chosen or read from a typed sentence (each chip removes its filter):
                one line, so a 320x640 phone still sees its whole first result. */}
            <div className="mt-1 flex items-center gap-3">
              <p className="shrink-0 text-sm text-muted-foreground" data-testid="results-count" aria-live="polite">
                {societiesFoundText(shown.total, shown.matched, words)}
              </p>
              <ActiveFilters chips={chips} />
            </div>
            {!widened ? (
              <ResultsTools
                total={shown.total}
                sort={params.sort ?? 'name'}
                listing={params.listing}
                hrefs={{
                  name: buildSearchHref({ ...params, sort: null, page: 1 }),
                  price: buildSearchHref({ ...params, sort: 'price', page: 1 }),
                  newest: buildSearchHref({ ...params, sort: 'newest', page: 1 }),
                }}
                savedQuery={href.replace(/^\/search\??/, '')}
              />
            ) : null}
          </>
        ) : null}
        {!shown ? <ActiveFilters chips={chips} /> : null}
        {shown && shown.matched > shown.total ? (
          <p className="mt-1 text-xs text-muted-foreground">{t('results.narrow')}</p>
        ) : null}
      </header>
      {/* The first frame waits for the search bar and this header: a frame cut inside the bar drew the field
          full width, and its clear button moved when the bar's Search button arrived (Lighthouse CLS 0.0008). */}
      <FirstViewEnd id="search-first-view-end" />

      {widened ? (
        <WiderSearchNotice text={params.q} zone={placeName('zone', params.zone as string)} zoneHref={buildSearchHref({ ...params, q: '', page: 1 })} />
      ) : null}

      {!shown ? (
        <SearchFailed retryHref={href} />
      ) : shown.total === 0 ? (
        <EmptyResults
          zone={params.type === 'filtered' && params.zone ? placeName('zone', params.zone) : null}
          widerSearchHref={params.type === 'filtered' && params.zone ? buildSearchHref({ ...params, zone: null, page: 1 }) : null}
          help={help}
          loosen={loosen ? { text: loosenText(loosen, words), label: loosen.chip.label, href: loosen.chip.href } : null}
        />
      ) : (
        <ResultsList
          result={shown}
          hrefFor={(page) => buildSearchHref({ ...params, page })}
          homesQuery={propertiesQueryForHomes(params)}
          ruleMatches={ruleMatches}
          placeName={placeName}
        />
      )}
      {/* Shown while a new search, another order or another page is pending (this page has no loading.tsx). */}
      <SearchPendingSkeleton />
    </div>
  );
}

/** A text search that found nothing: the closest names (each a search for it) and societies of the zone. */
async function emptySearchHelp(params: ReturnType<typeof parseSearchParams>, placeName: PlaceName): Promise<EmptyResultsHelp | null> {
  try {
    const fallbacks = await searchFallbacks(params.q, params.type === 'filtered' ? params.zone : null);
    return {
      didYouMean: fallbacks.didYouMean.map((option) => ({
        label: option.type === 'Location' ? placeName('location', option.name) : option.type === 'Sub Location' ? placeName('sub_location', option.name) : option.name,
        // Every zone, and as a name search: the closest name may be of another kind than a typed search's.
        href: buildSearchHref({ ...params, type: params.type === 'filtered' ? 'filtered' : 'general', q: option.name, zone: null, page: 1 }),
      })),
      nearby: fallbacks.nearby
        ? {
            zone: placeName('zone', fallbacks.nearby.zone),
            societies: fallbacks.nearby.societies.map((society) => ({
              ...society,
              location: society.location ? placeName('location', society.location) : null,
              href: societyPath(society),
            })),
          }
        : null,
    };
  } catch (error) {
    logger('search').error({ err: error }, 'fallbacks failed');
    return null;
  }
}
