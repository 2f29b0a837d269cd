import { ArrowLeft, Home } from '@/components/icons/static-icons';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ListingFilterBar } from '@/components/listings/filter-bar';
import { filterFacts } from '@/components/listings/filter-facts';
import { FilteredListings } from '@/components/listings/filtered-listings';
import { FilteredPropertiesTabs } from '@/components/listings/filtered-tabs';
import { PropertiesStructuredData } from '@/components/listings/properties-structured-data';
import { PropertiesPanel } from '@/components/listings/properties-tabs';
import { PropertyCard, PropertyCardSymbols } from '@/components/listings/property-card';
import { AlertCard } from '@/components/society/alert-card';
import { BookingProvider } from '@/components/visits/booking-provider';
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

function describe(name: string, rent: number, sale: number, place: string | null): string {
  const where = place ? ` in ${place}, Bangalore` : ' in Bangalore';
  return `${rent} ${rent === 1 ? 'home' : 'homes'} for rent and ${sale} for sale at ${name}${where}. See photos, prices and details, and book a door-unlock visit.`;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const data = await loadPropertiesPage((await params).society);
  // Nothing to describe: the layout redirects a society's name to its id URL, or answers the 404.
  if (!data) return {};
  const { society } = data;
  const place = society.subLocation ?? society.location ?? society.zone;
  return pageMetadata({
    title: `Properties for rent and sale in ${society.name}`,
    description: describe(society.name, data.rent.length, data.sale.length, place),
    path: pathOf(society.id),
    image: data.rent[0]?.photos[0] ?? data.sale[0]?.photos[0] ?? society.photos[0] ?? null,
    noIndex: !society.verified,
  });
}

function EmptyTab({ tab, societyId }: { tab: 'rent' | 'buy'; societyId: string }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
        <Home className="size-10 text-muted-foreground" />
        <p className="font-semibold text-foreground">No homes for {tab === 'rent' ? 'rent' : 'sale'} here yet</p>
        <p className="text-sm text-muted-foreground">New listings come up often. Set an alert and we will tell you first.</p>
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
  const back = societyPath(society);
  // Filters and sort run in the browser over these facts: the page stays one cached HTML.
  const facts = { rent: rent.map(filterFacts), buy: sale.map(filterFacts) };

  return (
    <BookingProvider societyId={society.id} loginMode="welcome-back">
      <PropertiesStructuredData data={data} siteUrl={SITE_URL} path={pathOf(society.id)} societyPath={back} description={describe(society.name, rent.length, sale.length, place)} />
      <div className="mx-auto max-w-2xl" data-testid="properties-page">
        <header className="sticky top-[calc(var(--site-header-height)+1px+env(safe-area-inset-top))] z-30 space-y-3 short:space-y-1.5 border-b bg-background/95 px-4 pb-3 pt-2 short:pb-1.5 short:pt-1 backdrop-blur supports-[backdrop-filter]:bg-background/85">
          <div className="flex items-center gap-2">
            <Link prefetch={false} href={back} aria-label={`Back to ${society.name}`} className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-muted short:-my-0.5">
              <ArrowLeft className="size-5" />
            </Link>
            <div className="min-w-0">
              {/* A long name wraps to a second line rather than being cut; short screens leave out the place. */}
              <h1 className="line-clamp-2 text-lg font-bold leading-tight [overflow-wrap:anywhere] short:text-base">{society.name}</h1>
              {place && <p className="truncate text-xs text-muted-foreground short:hidden">{place}, Bangalore</p>}
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
  );
}
