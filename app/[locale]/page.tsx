import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { clientCopy } from '@/components/i18n/client-copy';
import { CopyScope } from '@/components/i18n/copy-scope';
import { HOME_DESIGN_BOOT_SCRIPT, HOME_DESIGN_CSS } from '@/components/home-page/home-design';
import { HomeClassic } from '@/components/home-page/home-classic';
import { HomeExperience } from '@/components/home-page/home-experience';
import { HomeNew } from '@/components/home-page/home-new';
import { SearchPendingSkeleton } from '@/components/search/search-pending-skeleton';
import { HomeClassicSections, HomeNewSections } from '@/components/home-page/home-sections';
import { defaultZoneName } from '@/lib/search/zones';
import { pageMetadata } from '@/server/seo/page-head';
import { listZonesOrEmpty } from '@/server/search/zones';
import { placeNamesFor, zonesIn } from '@/server/search/place-names';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// Zones change rarely: the home is rendered once and refreshed every five minutes.
export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('home');
  return pageMetadata({
    locale,
    title: t('meta.title'),
    description: t('meta.description'),
    path: '/',
  });
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const [allZones, copy, placeName] = await Promise.all([listZonesOrEmpty(), clientCopy('home', 'search'), placeNamesFor(locale)]);
  // The zone menu shows each zone's name in the page's language; the value it sends in the URL stays the zone's own.
  const zones = zonesIn(allZones, placeName);
  return (
    // The boot script marks this element before React hydrates it, hence suppressHydrationWarning.
    <div data-home-root="" suppressHydrationWarning>
      <script dangerouslySetInnerHTML={{ __html: HOME_DESIGN_BOOT_SCRIPT }} />
      <style>{HOME_DESIGN_CSS}</style>
      <CopyScope copy={copy}>
        <HomeExperience
          defaultZone={defaultZoneName(zones)}
          newDesign={<HomeNew zones={zones} sections={<HomeNewSections />} />}
          classicDesign={<HomeClassic zones={zones} sections={<HomeClassicSections />} />}
        />
      </CopyScope>
      <SearchPendingSkeleton />
    </div>
  );
}
