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
export function HomeExperience({ zones, defaultZone }: { zones: ZoneOption[]; defaultZone: string | null }) {
  const design = useHomeDesign();
  const controller = useSearchController({ selectedZone: defaultZone });

  // Before paint, so the design React now shows is never the hidden one.
  useLayoutEffect(() => markHomeRoots(design), [design]);

  return (
    <div data-home-view={design}>
      {design === 'classic' ? <HomeClassic controller={controller} zones={zones} /> : <HomeNew controller={controller} zones={zones} />}
    </div>
  );
}
