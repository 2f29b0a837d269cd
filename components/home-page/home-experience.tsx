'use client';

import { createContext, useContext, useLayoutEffect } from 'react';
import type { ZoneOption } from '@/lib/search/zones';
import { markHomeRoots, useHomeDesign } from './design-toggle';
import { QuickChips } from './quick-chips';
import { SearchCard } from '@/components/search/search-card';
import type { SearchFormParts } from '@/components/search/search-form-types';
import { useSearchController, type SearchController } from '@/components/search/use-search-controller';

const HomeSearch = createContext<SearchController | null>(null);

function useHomeSearch(): SearchController {
  const controller = useContext(HomeSearch);
  if (!controller) throw new Error('useHomeSearch outside HomeExperience');
  return controller;
}

/**
 * The home screen's one client root: the search state both designs share (switching keeps what was chosen) and
 * the design remembered in localStorage. The designs themselves are server components (home-new.tsx,
 * home-classic.tsx) passed in as props; only their search card, quick chips, design toggle and rotating word
 * are client islands, so hydration walks a small tree.
 */
export function HomeExperience({
  defaultZone,
  newDesign,
  classicDesign,
}: {
  defaultZone: string | null;
  newDesign: React.ReactNode;
  classicDesign: React.ReactNode;
}) {
  const design = useHomeDesign();
  const controller = useSearchController({ selectedZone: defaultZone });

  // Before paint, so the design React now shows is never the hidden one.
  useLayoutEffect(() => markHomeRoots(design), [design]);

  return (
    <HomeSearch.Provider value={controller}>
      <div data-home-view={design}>{design === 'classic' ? classicDesign : newDesign}</div>
    </HomeSearch.Provider>
  );
}

/** The home's search card, on the shared search state. */
export function HomeSearchCard({ zones, parts, layout }: { zones: readonly ZoneOption[]; parts: SearchFormParts; layout?: 'stacked' | 'classic' }) {
  return <SearchCard controller={useHomeSearch()} zones={zones} parts={parts} layout={layout} />;
}

/** The home's quick chips, on the shared search state. */
export function HomeQuickChips({ className, chipShape }: { className?: string; chipShape?: string }) {
  const controller = useHomeSearch();
  return <QuickChips state={controller.state} onToggle={controller.toggleChip} className={className} chipShape={chipShape} />;
}
