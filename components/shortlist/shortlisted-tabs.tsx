'use client';

import { DoorOpen, Heart } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

// Spec 2.7: 'Doors Unlocked' (default) and 'Shortlisted'; ?tab=shortlisted and ?tab=doors-unlocked select them.
// Switching writes the URL with the history API (Next keeps useSearchParams in step) without a server
// round trip: both tabs' content is already on the page.

export type ShortlistedTab = 'doors-unlocked' | 'shortlisted';

export function parseShortlistedTab(value: string | string[] | undefined | null): ShortlistedTab {
  return value === 'shortlisted' ? 'shortlisted' : 'doors-unlocked';
}

export function ShortlistedTabs({ doorsUnlocked, shortlisted }: { doorsUnlocked: React.ReactNode; shortlisted: React.ReactNode }) {
  // Nullable in Next's types while a pages/ directory exists (pages/500.tsx).
  const searchParams = useSearchParams();
  const tab = parseShortlistedTab(searchParams?.get('tab') ?? null);
  const select = useCallback(
    (value: string) => {
      const params = new URLSearchParams(searchParams?.toString() ?? '');
      params.set('tab', parseShortlistedTab(value));
      window.history.replaceState(null, '', `?${params.toString()}`);
    },
    [searchParams],
  );
  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="doors-unlocked">
          <DoorOpen aria-hidden="true" className="hidden size-4 shrink-0 min-[360px]:block" />
          Doors Unlocked
        </TabsTrigger>
        <TabsTrigger value="shortlisted">
          <Heart aria-hidden="true" className="hidden size-4 shrink-0 min-[360px]:block" />
          Shortlisted
        </TabsTrigger>
      </TabsList>
      <TabsContent value="doors-unlocked" className="mt-4">
        {doorsUnlocked}
      </TabsContent>
      <TabsContent value="shortlisted" className="mt-4">
        {shortlisted}
      </TabsContent>
    </Tabs>
  );
}
