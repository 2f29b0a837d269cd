import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ShortlistList, ShortlistListSkeleton } from '@/components/shortlist/shortlist-list';
import { ShortlistedLogin } from '@/components/shortlist/shortlisted-login';
import { ShortlistedTabs } from '@/components/shortlist/shortlisted-tabs';
import { DoorsUnlocked, DoorsUnlockedSkeleton } from '@/components/visits/doors-unlocked';
import { FetchFailed } from '@/components/visits/fetch-failed';
import { RefreshOnSignIn } from '@/components/visits/refresh-on-sign-in';
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

export default async function ShortlistedPage() {
  const user = await getCurrentUser();
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-5">
      <RefreshOnSignIn />
      <h1 className="mb-4 text-2xl font-bold text-foreground">My Visits</h1>
      {user ? (
        <ShortlistedTabs
          doorsUnlocked={
            <Suspense fallback={<DoorsUnlockedSkeleton />}>
              <DoorsUnlockedTab userId={user.id} />
            </Suspense>
          }
          shortlisted={
            <Suspense fallback={<ShortlistListSkeleton />}>
              <ShortlistTab userId={user.id} />
            </Suspense>
          }
        />
      ) : (
        <ShortlistedLogin />
      )}
    </div>
  );
}
