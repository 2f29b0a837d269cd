'use client';

import { DoorOpen, Heart } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DoorsUnlockedSkeleton } from '@/components/visits/doors-unlocked';
import { ShortlistListSkeleton } from './shortlist-list';
import { parseShortlistedTab, type ShortlistedTab } from '@/lib/visits/shortlisted-tab';

// Spec 2.7: 'Doors Unlocked' (default) and 'Shortlisted'; ?tab=shortlisted and ?tab=doors-unlocked select them.
// The server renders only the selected tab (docs/benchmarks.md "Shortlisted": rendering both made the page
// several times heavier). Switching replaces the URL, which renders the other tab on the server; the tab
// itself moves at once and shows its skeleton until the content arrives.

export function ShortlistedTabs({ tab, children }: { tab: ShortlistedTab; children: React.ReactNode }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(tab);
  const select = (value: string) => {
    const next = parseShortlistedTab(value);
    if (next === shown) return;
    startTransition(() => {
      setShown(next);
      const params = new URLSearchParams(window.location.search);
      params.set('tab', next);
      router.replace(`/shortlisted?${params.toString()}`, { scroll: false });
    });
  };
  const content = (value: ShortlistedTab) => {
    if (value === tab && shown === tab) return children;
    return value === 'shortlisted' ? <ShortlistListSkeleton /> : <DoorsUnlockedSkeleton />;
  };
  return (
    <Tabs value={shown} onValueChange={select}>
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
      <TabsContent value="doors-unlocked" className="mt-4">
        {content('doors-unlocked')}
      </TabsContent>
      <TabsContent value="shortlisted" className="mt-4">
        {content('shortlisted')}
      </TabsContent>
    </Tabs>
  );
}
