import type { Metadata } from 'next';
import { HOME_DESIGN_BOOT_SCRIPT, HOME_DESIGN_CSS } from '@/components/search/home-design';
import { HomeClassic } from '@/components/search/home-classic';
import { HomeExperience } from '@/components/search/home-experience';
import { HOME_HERO_END_ID, HomeNew } from '@/components/search/home-new';
import { SearchPendingSkeleton } from '@/components/search/search-pending-skeleton';
import { HomeClassicSections, HomeNewSections } from '@/components/search/home-sections';
import { defaultZoneName } from '@/lib/search/zones';
import { pageMetadata } from '@/server/seo/page-head';
import { listZonesOrEmpty } from '@/server/search/zones';

// Zones change rarely: the home is rendered once and refreshed every five minutes.
export const revalidate = 300;

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Find Your Dream Home in Gated Communities',
    description: 'Discover premium properties in secure, well-managed gated societies across Bangalore',
    path: '/',
  });
}

export default async function HomePage() {
  const zones = await listZonesOrEmpty();
  return (
    // The boot script marks this element before React hydrates it, hence suppressHydrationWarning.
    <div data-home-root="" suppressHydrationWarning>
      {/* No frame before the hero (heading, search card, quick chips) is parsed: a phone on 4G gets the page in
          pieces, and a frame cut inside the search card's Filter button shifted when the rest arrived (Lighthouse
          CLS 0.0007). React hoists this link into <head>, next to the layout's header hold. The hero is the
          first 12 KB after the header, so the first paint waits for little more, and it now includes the h1. */}
      <link rel="expect" href={`#${HOME_HERO_END_ID}`} {...{ blocking: 'render' }} />
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
