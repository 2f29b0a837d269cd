import type { Metadata } from 'next';
import { HOME_DESIGN_BOOT_SCRIPT, HOME_DESIGN_CSS } from '@/components/home-page/home-design';
import { HomeClassic } from '@/components/home-page/home-classic';
import { HomeExperience } from '@/components/home-page/home-experience';
import { HomeNew } from '@/components/home-page/home-new';
import { SearchPendingSkeleton } from '@/components/search/search-pending-skeleton';
import { HomeClassicSections, HomeNewSections } from '@/components/home-page/home-sections';
import { defaultZoneName } from '@/lib/search/zones';
import { pageMetadata } from '@/server/seo/page-head';
import { listZonesOrEmpty } from '@/server/search/zones';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// Zones change rarely: the home is rendered once and refreshed every five minutes.
export const revalidate = 300;

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Find Your Dream Home in Gated Communities',
    description: 'Discover premium properties in secure, well-managed gated societies across Bangalore',
    path: '/',
  });
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const zones = await listZonesOrEmpty();
  return (
    // The boot script marks this element before React hydrates it, hence suppressHydrationWarning.
    <div data-home-root="" suppressHydrationWarning>
      <script dangerouslySetInnerHTML={{ __html: HOME_DESIGN_BOOT_SCRIPT }} />
      <style>{HOME_DESIGN_CSS}</style>
      <HomeExperience
        defaultZone={defaultZoneName(zones)}
        newDesign={<HomeNew zones={zones} sections={<HomeNewSections />} />}
        classicDesign={<HomeClassic zones={zones} sections={<HomeClassicSections />} />}
      />
      <SearchPendingSkeleton />
    </div>
  );
}
