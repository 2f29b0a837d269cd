import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { clientCopy } from '@/components/i18n/client-copy';
import { CopyScope } from '@/components/i18n/copy-scope';
import { AmenitiesSummary } from '@/components/society/amenities-summary';
import { PendingSkeleton } from '@/components/common/pending-skeleton';
import { PropertiesPageSkeleton } from '@/components/listings/properties-page-skeleton';
import { BottomBar } from '@/components/society/bottom-bar';
import { BrochureDownload } from '@/components/society/brochure-download';
import { FactGrid } from '@/components/society/fact-grid';
import { ListingsSection } from '@/components/society/listings-section';
import { PhotoCarousel } from '@/components/society/photo-carousel';
import { ProjectHighlights } from '@/components/society/project-highlights';
import { Section } from '@/components/society/section';
import { SocietyHeader } from '@/components/society/society-header';
import { SocietyMap } from '@/components/society/society-map';
import { SocietyFacts } from '@/components/society/society-facts';
import { RentChart } from '@/components/society/rent-chart';
import { societyCrumbs, SocietyStructuredData } from '@/components/society/society-structured-data';
import { UnitConfigurations } from '@/components/society/unit-configurations';
import { UtilitiesCard } from '@/components/society/utilities-card';
import { societyPath } from '@/lib/slugs';
import { societyDescription } from '@/lib/societies/derived-facts';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';
import { loadSocietyPage } from '@/server/societies/service';
import { pageLocale } from '@/server/i18n/page-locale';

// Public and cacheable (ISR): rendered on the first visit of each URL, then served from the cache and
// refreshed hourly or on demand (POST /api/revalidate). Nothing here reads cookies or headers; the
// signed-in parts (alert state, brochure) load in the browser after hydration.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): { society: string }[] {
  return []; // every society page is rendered on its first request, then cached
}

type Params = Promise<{ society: string }>;

/** The page's data plus what the head, the JSON-LD and the body derive from it (the description in the page's language). */
async function loadSociety(param: string) {
  const [data, tf] = await Promise.all([loadSocietyPage(param), getTranslations('facts')]);
  if (!data) return null;
  const { society, rent, buy } = data;
  const place = [society.subLocation, society.location].filter(Boolean).join(', ') || society.zone;
  const description = societyDescription(
    { ...society, builderName: society.builder?.name ?? null, place },
    { rent: rent.count, buy: buy.count },
    tf,
  );
  return { ...data, place, description, canonicalPath: societyPath(society) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const data = await loadSociety((await params).society);
  if (!data) notFound();
  const { society } = data;
  return pageMetadata({
    locale,
    title: `${society.name}${data.place ? `, ${data.place}` : ''}`,
    description: data.description,
    // A uuid or spec-form URL names the slug URL as the one to index.
    path: data.canonicalPath,
    image: society.photos[0] ?? null,
    noIndex: !society.verified,
  });
}

export default async function SocietyPage({ params }: { params: Params }) {
  await pageLocale(params);
  const data = await loadSociety((await params).society);
  if (!data) notFound();
  const { society, rent, buy, facts, fairRent, place, description, canonicalPath } = data;
  const { SITE_URL, BRAND_NAME, WHATSAPP_CHAT_NUMBER } = getEnv();
  const crumbs = societyCrumbs(society, canonicalPath);
  const hasMap = society.latitude !== null && society.longitude !== null;
  const [t, copy] = await Promise.all([getTranslations('society'), clientCopy('society', 'visits', 'hearts')]);

  return (
    <CopyScope copy={copy}>
      {/* -mb-20 takes back the layout's tab-bar padding: the sticky action bar comes to rest right above the footer. */}
      <article className="mx-auto -mb-20 max-w-2xl md:mb-0" data-testid="society-page">
        <SocietyStructuredData society={society} facts={facts} fairRent={fairRent} crumbs={crumbs} siteUrl={SITE_URL} canonicalPath={canonicalPath} description={description} />
        <PhotoCarousel photos={society.photos} name={society.name} />
        <div className="space-y-7 px-4 pt-4">
          <SocietyHeader
            name={society.name}
            category={society.category}
            projectStatus={society.projectStatus}
            builder={society.builder}
            place={place}
            crumbs={crumbs}
          />
          <UnitConfigurations configurations={society.bedroomConfigurations} />
          <FactGrid
            projectType={society.projectType}
            projectStatus={society.projectStatus}
            projectSize={society.projectSize}
            totalUnits={society.totalUnits}
            completionDate={society.completionDate}
            numberOfFloors={society.numberOfFloors}
          />
          <AmenitiesSummary societyName={society.name} amenities={society.amenities} />
          <ListingsSection societyId={society.id} societyName={society.name} rent={rent} buy={buy} rentMedians={fairRent.medians} />
          <SocietyFacts facts={facts} societyName={society.name} />
          <RentChart months={fairRent.months} />
          <UtilitiesCard utilities={society.utilities} />
          {society.brochureUrl && <BrochureDownload societyId={society.id} societyName={society.name} url={society.brochureUrl} />}
          {hasMap && (
            <Section id="location" title={t('location.title')}>
              <SocietyMap latitude={society.latitude!} longitude={society.longitude!} name={society.name} />
            </Section>
          )}
          <ProjectHighlights highlights={society.projectHighlights} />
          <BottomBar societyId={society.id} societyName={society.name} chatNumber={WHATSAPP_CHAT_NUMBER} brand={BRAND_NAME} />
        </div>
        {/* Shown while a link to the properties page (View Properties, a listing card, See all) is pending. */}
        <PendingSkeleton name="properties">
          <PropertiesPageSkeleton />
        </PendingSkeleton>
      </article>
    </CopyScope>
  );
}
