import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ShortlistList, ShortlistListSkeleton } from '@/components/shortlist/shortlist-list';
import { ShortlistedLogin } from '@/components/shortlist/shortlisted-login';
import { ShortlistedTabs } from '@/components/shortlist/shortlisted-tabs';
import { DoorsUnlocked, DoorsUnlockedSkeleton } from '@/components/visits/doors-unlocked';
import { FetchFailed } from '@/components/visits/fetch-failed';
import { RefreshOnSignIn } from '@/components/visits/refresh-on-sign-in';
import { parseShortlistedTab } from '@/lib/visits/shortlisted-tab';
import { getCurrentUser } from '@/server/auth/current-user';
import { pageMetadata } from '@/server/seo/page-head';
import { listMyVisits, listShortlist } from '@/server/services/visits';

export const metadata: Metadata = pageMetadata({ title: 'Shortlisted', path: '/shortlisted', noIndex: true });

async function DoorsUnlockedTab({ userId }: { userId: string }) {
  try {
    return <DoorsUnlocked visits={await listMyVisits(userId)} />;
  } catch (error) {
    console.error('[visits] list failed:', error instanceof Error ? error.message : error);
    return <FetchFailed message="Failed to fetch your visits" />;
  }
}

async function ShortlistTab({ userId }: { userId: string }) {
  try {
    return <ShortlistList items={await listShortlist(userId)} />;
  } catch (error) {
    console.error('[visits] shortlist failed:', error instanceof Error ? error.message : error);
    return <FetchFailed message="Failed to fetch shortlisted properties" />;
  }
}

export default async function ShortlistedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // searchParams first: it makes the route dynamic before the session read would (a prerender attempt then
  // stops here instead of logging a caught cookies() error).
  const tab = parseShortlistedTab((await searchParams).tab);
  const user = await getCurrentUser();
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-5">
      <RefreshOnSignIn />
      <h1 className="mb-4 text-2xl font-bold text-foreground">My Visits</h1>
      {user ? (
        // Only the selected tab is rendered and read (the other loads when it is chosen).
        <ShortlistedTabs tab={tab}>
          {tab === 'shortlisted' ? (
            <Suspense fallback={<ShortlistListSkeleton />}>
              <ShortlistTab userId={user.id} />
            </Suspense>
          ) : (
            <Suspense fallback={<DoorsUnlockedSkeleton />}>
              <DoorsUnlockedTab userId={user.id} />
            </Suspense>
          )}
        </ShortlistedTabs>
      ) : (
        <ShortlistedLogin />
      )}
    </div>
  );
}
