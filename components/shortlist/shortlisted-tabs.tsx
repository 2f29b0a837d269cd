'use client';

import { DoorOpen, Heart } from 'lucide-react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Skeleton } from '@/components/ui/skeleton';
import { DoorsUnlockedSkeleton } from '@/components/visits/doors-unlocked';
import { ShortlistListSkeleton } from './shortlist-list';
import { parseShortlistedTab, type ShortlistedTab } from '@/lib/visits/shortlisted-tab';

// Spec 2.7: 'Doors Unlocked' and 'Shortlisted'; ?tab=shortlisted and ?tab=doors-unlocked select them (without
// ?tab= the view picks one, lib/visits/shortlisted-tab.ts). Each label carries its count once its list is read.
// Switching writes the URL with the browser's history API, which Next's useSearchParams follows: no server
// round trip, the page (a static shell) stays as it is and ShortlistedView reads the chosen tab's data.

/** `path`: the page's own path in its language ('/kn/shortlisted' on a Kannada page). */
function selectTab(value: string, path: string) {
  const params = new URLSearchParams(window.location.search);
  params.set('tab', parseShortlistedTab(value));
  // null, not history.state: Next leaves a state carrying its own markers alone (it takes it for one of its
  // own writes) and would then not update useSearchParams.
  window.history.replaceState(null, '', `${path}?${params.toString()}`);
}

/** Doors unlocked (distinct properties of the visits not cancelled) and homes shortlisted; null until read. */
export type TabCounts = Record<ShortlistedTab, number | null>;

function Count({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <span data-testid="tab-count" className="min-w-5 rounded-full bg-muted-foreground/15 px-1.5 text-xs font-semibold tabular-nums leading-5">
      {value}
    </span>
  );
}

// Tap targets of at least 44 px: the list is 52 px tall and each trigger 44. Below 360 px the label is a size
// smaller, so "Doors Unlocked" with a three-digit count still fits half of a 320 px screen.
function TabLabels({ counts }: { counts: TabCounts }) {
  const t = useCopy('tenant');
  return (
    <TabsList className="grid h-13 w-full grid-cols-2">
      <TabsTrigger value="doors-unlocked" className="h-11 gap-1 px-1 text-[13px] min-[360px]:gap-1.5 min-[360px]:px-1.5 min-[360px]:text-sm">
        <DoorOpen aria-hidden="true" className="hidden size-4 shrink-0 min-[360px]:block" />
        {t('shortlist.tabs.doorsUnlocked')}
        <Count value={counts['doors-unlocked']} />
      </TabsTrigger>
      <TabsTrigger value="shortlisted" className="h-11 gap-1 px-1 text-[13px] min-[360px]:gap-1.5 min-[360px]:px-1.5 min-[360px]:text-sm">
        <Heart aria-hidden="true" className="hidden size-4 shrink-0 min-[360px]:block" />
        {t('shortlist.tabs.shortlisted')}
        <Count value={counts.shortlisted} />
      </TabsTrigger>
    </TabsList>
  );
}

export function ShortlistedTabs({ tab, counts, children }: { tab: ShortlistedTab; counts: TabCounts; children: React.ReactNode }) {
  const { href } = useLocalePath();
  return (
    <Tabs value={tab} onValueChange={(value) => parseShortlistedTab(value) !== tab && selectTab(value, href('/shortlisted'))}>
      <TabLabels counts={counts} />
      <TabsContent value="doors-unlocked" className="mt-4">
        {tab === 'doors-unlocked' && children}
      </TabsContent>
      <TabsContent value="shortlisted" className="mt-4">
        {tab === 'shortlisted' && children}
      </TabsContent>
    </Tabs>
  );
}

/**
 * While the session is read (and in the prerendered HTML, which knows neither the person nor the tab): the
 * tab bar's box and the list's skeleton, the same sizes as the real ones so nothing moves when they arrive.
 */
export function ShortlistedTabsSkeleton({ tab = 'doors-unlocked' }: { tab?: ShortlistedTab }) {
  return (
    <div aria-busy="true">
      <Skeleton className="h-13 w-full rounded-lg" />
      <div className="mt-4">{tab === 'shortlisted' ? <ShortlistListSkeleton /> : <DoorsUnlockedSkeleton />}</div>
    </div>
  );
}
