'use client';

import { DoorOpen, Heart } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Skeleton } from '@/components/ui/skeleton';
import { DoorsUnlockedSkeleton } from '@/components/visits/doors-unlocked';
import { ShortlistListSkeleton } from './shortlist-list';
import { parseShortlistedTab, type ShortlistedTab } from '@/lib/visits/shortlisted-tab';

// Spec 2.7: 'Doors Unlocked' (default) and 'Shortlisted'; ?tab=shortlisted and ?tab=doors-unlocked select them.
// Switching writes the URL with the browser's history API, which Next's useSearchParams follows: no server
// round trip, the page (a static shell) stays as it is and ShortlistedView reads the chosen tab's data.

function selectTab(value: string) {
  const params = new URLSearchParams(window.location.search);
  params.set('tab', parseShortlistedTab(value));
  // null, not history.state: Next leaves a state carrying its own markers alone (it takes it for one of its
  // own writes) and would then not update useSearchParams.
  window.history.replaceState(null, '', `/shortlisted?${params.toString()}`);
}

function TabLabels() {
  return (
    <TabsList className="grid h-12 w-full grid-cols-2">
      <TabsTrigger value="doors-unlocked" className="h-10">
        <DoorOpen aria-hidden="true" className="hidden size-4 shrink-0 min-[360px]:block" />
        Doors Unlocked
      </TabsTrigger>
      <TabsTrigger value="shortlisted" className="h-10">
        <Heart aria-hidden="true" className="hidden size-4 shrink-0 min-[360px]:block" />
        Shortlisted
      </TabsTrigger>
    </TabsList>
  );
}

export function ShortlistedTabs({ tab, children }: { tab: ShortlistedTab; children: React.ReactNode }) {
  return (
    <Tabs value={tab} onValueChange={(value) => parseShortlistedTab(value) !== tab && selectTab(value)}>
      <TabLabels />
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
      <Skeleton className="h-12 w-full rounded-lg" />
      <div className="mt-4">{tab === 'shortlisted' ? <ShortlistListSkeleton /> : <DoorsUnlockedSkeleton />}</div>
    </div>
  );
}
