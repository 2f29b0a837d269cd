import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NamedSearchView } from '@/components/named-search/named-search-view';
import { isNamedSearchKind, NAMED_SEARCH_MAX_PAGE, namedSearchDescription, namedSearchPath, namedSearchTitle } from '@/lib/search/named';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale } from '@/server/i18n/page-locale';
import { cachedNamedSearchDirectory, findBySlug, namedSearchPageData } from '@/server/search/named-searches';
import { cachedZones } from '@/server/search/zones';
import { getTranslations } from 'next-intl/server';
import { namedPlace } from '@/components/named-search/named-search-view';
import { searchWords } from '@/lib/search/words';
import { placeNamesFor, zonesIn } from '@/server/search/place-names';

// What the two routes of a named search share (page 1 at /bangalore/{kind}/{slug}, later pages at .../page/{n}).

export interface NamedSearchRouteParams {
  kind: string;
  slug: string;
  page?: string;
}

/** The page number of the path: 1 without one; 2..5 written as digits; anything else is not a page. */
function pageOf(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  if (!/^[2-9]$/.test(raw)) return null;
  const page = Number(raw);
  return page <= NAMED_SEARCH_MAX_PAGE ? page : null;
}

async function load(params: NamedSearchRouteParams) {
  const page = pageOf(params.page);
  if (!isNamedSearchKind(params.kind) || page === null) return null;
  const entry = findBySlug(await cachedNamedSearchDirectory(), params.kind, params.slug);
  if (!entry) return null;
  return { entry, result: await namedSearchPageData(entry, page) };
}

export async function namedSearchMetadata(params: NamedSearchRouteParams & { locale?: string }): Promise<Metadata> {
  const locale = await pageLocale(Promise.resolve(params));
  const data = await load(params);
  if (!data) return { title: 'Page Not Found', robots: { index: false } };
  const { entry, result } = data;
  const [t, placeName] = await Promise.all([getTranslations('search'), placeNamesFor(locale)]);
  const words = searchWords(t);
  const name = namedPlace(entry.kind, entry.name, placeName);
  return pageMetadata({
    locale,
    title: namedSearchTitle(entry.kind, name, result.page, words),
    description: namedSearchDescription(entry.kind, name, result.matched, words),
    // A page past the end shows the last one: its canonical is that page.
    path: namedSearchPath(entry.kind, entry.slug, result.page),
    noIndex: result.total === 0,
  });
}

export async function NamedSearchRoute({ params }: { params: NamedSearchRouteParams & { locale?: string } }) {
  const locale = await pageLocale(Promise.resolve(params));
  const [data, zones, placeName] = await Promise.all([load(params), cachedZones(), placeNamesFor(locale)]);
  if (!data) notFound();
  return (
    <NamedSearchView
      kind={data.entry.kind}
      name={data.entry.name}
      slug={data.entry.slug}
      result={data.result}
      zones={zonesIn(zones, placeName)}
      placeName={placeName}
    />
  );
}
