import { ArrowLeft, Home } from '@/components/icons/static-icons';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { clientCopy } from '@/components/i18n/client-copy';
import { CopyScope, type ClientCopy } from '@/components/i18n/copy-scope';
import { ListingFilterBar } from '@/components/listings/filter-bar';
import { filterFacts } from '@/components/listings/filter-facts';
import { FilteredListings } from '@/components/listings/filtered-listings';
import { FilteredPropertiesTabs } from '@/components/listings/filtered-tabs';
import { PropertiesStructuredData } from '@/components/listings/properties-structured-data';
import { PropertiesPanel } from '@/components/listings/properties-tabs';
import { PropertyCard, PropertyCardSymbols } from '@/components/listings/property-card';
import { AlertCard } from '@/components/society/alert-card';
import { BookingProvider } from '@/components/visits/booking-provider';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { societyPath } from '@/lib/slugs';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';
import { loadPropertiesPage, type ListingDetail } from '@/server/listings/service';
import { pageLocale } from '@/server/i18n/page-locale';

// /society/{societyId}/properties?tab=rent|buy (spec 2.3). Public and cacheable like the society page (ISR):
// nothing here reads cookies, headers or the query string. Both tabs are in the HTML; the tab and the
// signed-in parts ('Door unlocked', the sign-in dialog, alerts) are decided in the browser after hydration.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): { society: string }[] {
  return [];
}

type Params = Promise<{ society: string }>;

const pathOf = (id: string) => `/society/${id}/properties`;

/**
 * The islands read only the filter words of `facts` (chips, sorts, availability, furnishing); the cards' words are
 * drawn on the server, so the rest of the namespace stays out of the page's payload.
 */
function withFilterFacts(copy: ClientCopy): ClientCopy {
  const facts = copy.messages.facts;
  if (!facts) return copy;
  const filterFacts = { filters: facts.filters, stored: { furnishing: facts.stored.furnishing } };
  return { ...copy, messages: { ...copy.messages, facts: filterFacts as unknown as typeof facts } };
}

type PageTexts = Awaited<ReturnType<typeof getTranslations<'listings.page'>>>;

function describe(t: PageTexts, name: string, rent: number, sale: number, place: string | null): string {
  const where = place ? t('inPlace', { place }) : t('inBangalore');
  return t(rent === 1 ? 'describeOne' : 'describeOther', { rent, sale, name, where });
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('listings.page');
  const data = await loadPropertiesPage((await params).society);
  // Nothing to describe: the layout redirects a society's name to its id URL, or answers the 404.
  if (!data) return {};
  const { society } = data;
  const place = society.subLocation ?? society.location ?? society.zone;
  return pageMetadata({
    locale,
    title: t('metaTitle', { name: society.name }),
    description: describe(t, society.name, data.rent.length, data.sale.length, place),
    path: pathOf(society.id),
    image: data.rent[0]?.photos[0] ?? data.sale[0]?.photos[0] ?? society.photos[0] ?? null,
    noIndex: !society.verified,
  });
}

async function EmptyTab({ tab, societyId }: { tab: 'rent' | 'buy'; societyId: string }) {
  const t = await getTranslations('listings.page');
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
        <Home className="size-10 text-muted-foreground" />
        <p className="font-semibold text-foreground">{tab === 'rent' ? t('emptyRent') : t('emptyBuy')}</p>
        <p className="text-sm text-muted-foreground">{t('emptyHint')}</p>
      </div>
      <AlertCard societyId={societyId} propertyType={tab === 'rent' ? 'Rent' : 'Buy'} />
    </div>
  );
}

/** One tab's panel: its cards (icons drawn once for the list), or the empty state with an alert. */
function ListingsTab(props: {
  tab: 'rent' | 'buy';
  listings: ListingDetail[];
  facts: ReturnType<typeof filterFacts>[];
  societyId: string;
  societyName: string;
  playerUrlTemplate: string;
  rentMedians: Record<string, number>;
}) {
  const { tab, listings, facts, societyId, societyName, playerUrlTemplate, rentMedians } = props;
  const kind = tab === 'rent' ? 'rent' : 'sale';
  return (
    <PropertiesPanel value={tab}>
      {listings.length === 0 ? (
        <EmptyTab tab={tab} societyId={societyId} />
      ) : (
        <>
          <FilteredListings
            kind={kind}
            items={listings.map((listing, index) => ({
              id: listing.id,
              facts: facts[index]!,
              // Rent is the tab that opens: its first photo is the page's largest paint.
              card: (
                <PropertyCard
                  listing={listing}
                  societyName={societyName}
                  playerUrlTemplate={playerUrlTemplate}
                  priority={tab === 'rent' && index === 0}
                  median={listing.bedroom ? rentMedians[listing.bedroom] : undefined}
                />
              ),
            }))}
          />
        </>
      )}
    </PropertiesPanel>
  );
}

export default async function PropertiesPage({ params }: { params: Params }) {
  await pageLocale(params);
  // (A society's name in the URL is redirected to the id URL by the layout.)
  const data = await loadPropertiesPage((await params).society);
  if (!data) notFound();
  const { society, rent, sale } = data;
  const { SITE_URL, NEXT_PUBLIC_VIDEO_PLAYER_URL } = getEnv();
  const place = society.subLocation ?? society.location ?? society.zone;
  const [t, locale, copy] = await Promise.all([getTranslations('listings.page'), getLocale(), clientCopy('listings', 'society', 'visits', 'facts', 'hearts', 'saveSearch').then(withFilterFacts)]);
  const back = localePath(locale as Locale, societyPath(society));
  // Filters and sort run in the browser over these facts: the page stays one cached HTML.
  const facts = { rent: rent.map(filterFacts), buy: sale.map(filterFacts) };

  return (
    <CopyScope copy={copy}>
      <BookingProvider societyId={society.id} loginMode="welcome-back">
        <PropertiesStructuredData data={data} siteUrl={SITE_URL} path={pathOf(society.id)} societyPath={societyPath(society)} description={describe(t, society.name, rent.length, sale.length, place)} />
        <div className="mx-auto max-w-2xl" data-testid="properties-page">
          <header className="sticky top-[calc(var(--site-header-height)+1px+env(safe-area-inset-top))] z-30 space-y-3 short:space-y-1.5 border-b bg-background/95 px-4 pb-3 pt-2 short:pb-1.5 short:pt-1 backdrop-blur supports-[backdrop-filter]:bg-background/85">
            <div className="flex items-center gap-2">
              <Link prefetch={false} href={back} aria-label={t('back', { name: society.name })} className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-muted short:-my-0.5">
                <ArrowLeft className="size-5" />
              </Link>
              <div className="min-w-0">
                {/* A long name wraps to a second line rather than being cut; short screens leave out the place. */}
                <h1 className="line-clamp-2 text-lg font-bold leading-tight [overflow-wrap:anywhere] short:text-base">{society.name}</h1>
                {place && <p className="truncate text-xs text-muted-foreground short:hidden">{t('placeLine', { place })}</p>}
              </div>
            </div>
            <FilteredPropertiesTabs listings={facts} />
          </header>
          <div className="space-y-4 px-4 py-4">
            {(rent.length > 0 || sale.length > 0) && (
              <>
                <PropertyCardSymbols />
                <ListingFilterBar societyId={society.id} listings={facts} />
              </>
            )}
            <ListingsTab tab="rent" listings={rent} facts={facts.rent} societyId={society.id} societyName={society.name} playerUrlTemplate={NEXT_PUBLIC_VIDEO_PLAYER_URL} rentMedians={data.rentMedians} />
            <ListingsTab tab="buy" listings={sale} facts={facts.buy} societyId={society.id} societyName={society.name} playerUrlTemplate={NEXT_PUBLIC_VIDEO_PLAYER_URL} rentMedians={data.rentMedians} />
          </div>
        </div>
      </BookingProvider>
    </CopyScope>
  );
}
