'use client';

import { useLayoutEffect } from 'react';
import type { ZoneOption } from '@/lib/search/zones';
import { markHomeRoots, useHomeDesign } from './design-toggle';
import { HomeClassic } from './home-classic';
import { HomeNew } from './home-new';
import { useSearchController } from './use-search-controller';

/**
 * The home screen: one search state shared by both designs (switching keeps what was chosen), the design
 * remembered in localStorage.
 */
export function HomeExperience({
  zones,
  defaultZone,
  sections,
}: {
  zones: ZoneOption[];
  defaultZone: string | null;
  /** The static sections of each design, rendered on the server (components/search/home-sections.tsx). */
  sections?: { new: React.ReactNode; classic: React.ReactNode };
}) {
  const design = useHomeDesign();
  const controller = useSearchController({ selectedZone: defaultZone });

  // Before paint, so the design React now shows is never the hidden one.
  useLayoutEffect(() => markHomeRoots(design), [design]);

  return (
    <div data-home-view={design}>
      {design === 'classic' ? <HomeClassic controller={controller} zones={zones} sections={sections?.classic} /> : <HomeNew controller={controller} zones={zones} sections={sections?.new} />}
    </div>
  );
}
