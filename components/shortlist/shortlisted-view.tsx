'use client';

import { useCopy } from '@/components/i18n/copy-scope';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { DoorsUnlocked, DoorsUnlockedSkeleton } from '@/components/visits/doors-unlocked';
import { InstallOffer } from '@/components/offline/install-offer';
import { OfflineStamp } from '@/components/offline/offline-stamp';
import { lastPersonalRead, notePersonalRead } from '@/components/offline/personal-data';
import { FetchFailed } from '@/components/visits/fetch-failed';
import { visitsApi } from '@/components/visits/visits-api';
import { ApiError } from '@/lib/api/client';
import { namedShortlistedTab, openingTab, type ShortlistedTab } from '@/lib/visits/shortlisted-tab';
import type { MyVisits, ShortlistItem } from '@/lib/visits/types';
import { ShortlistList, ShortlistListSkeleton } from './shortlist-list';
import { ShortlistedLogin } from './shortlisted-login';
import { ShortlistedTabs, ShortlistedTabsSkeleton, type TabCounts } from './shortlisted-tabs';

// /shortlisted is a prerendered shell (docs/visits.md "Why `/shortlisted` is a static shell"): the person and
// their lists are read here, in the browser, from /api/visits (Doors Unlocked) and /api/shortlist (Shortlisted).
// Both are read once the person is known (each tab shows its count, and without ?tab= the page opens on the one with
// something in it, lib/visits/shortlisted-tab.ts), and again after a login, an offer sent or 'Try again';
// coming back from a society's visits page mounts this view anew, so an updated or cancelled visit is always
// read fresh.

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

interface TabData {
  'doors-unlocked': Loaded<MyVisits>;
  shortlisted: Loaded<ShortlistItem[]>;
}

const NOTHING_LOADED: TabData = { 'doors-unlocked': { state: 'loading' }, shortlisted: { state: 'loading' } };

/** 401 means the session ended since the page loaded: the auth context is asked again and shows Login Required. */
class SignedOutError extends Error {}

async function readTab(tab: ShortlistedTab, signal: AbortSignal): Promise<MyVisits | ShortlistItem[]> {
  try {
    return await (tab === 'shortlisted' ? visitsApi.shortlist(signal) : visitsApi.mine(signal));
  } catch (error) {
    throw error instanceof ApiError && error.status === 401 ? new SignedOutError() : error;
  }
}

/** Each tab's count once its list is read (null before, and after a failed read: no number is better than a wrong one). */
function countsOf(data: TabData): TabCounts {
  const doors = data['doors-unlocked'];
  const shortlist = data.shortlisted;
  return {
    'doors-unlocked': doors.state === 'ready' ? doors.data.doorsUnlocked : null,
    shortlisted: shortlist.state === 'ready' ? shortlist.data.length : null,
  };
}

/** Without ?tab=: the tab to open on once both reads have settled (a failed one counts as empty). */
function tabToOpen(data: TabData): ShortlistedTab | null {
  const doors = data['doors-unlocked'];
  const shortlist = data.shortlisted;
  if (doors.state === 'loading' || shortlist.state === 'loading') return null;
  const visitCards = doors.state === 'ready' ? doors.data.upcoming.length + doors.data.past.length + doors.data.cancelled.length : 0;
  return openingTab({ visitCards, shortlisted: shortlist.state === 'ready' ? shortlist.data.length : 0 });
}

export function ShortlistedView() {
  const t = useCopy('tenant');
  const { user, loading, refresh } = useAuth();
  const named = namedShortlistedTab(useSearchParams()?.get('tab'));
  const userId = user?.id ?? null;
  const [data, setData] = useState<TabData>(NOTHING_LOADED);
  // Bumped per tab to read it again after 'Try again' (a login resets everything through the person's id).
  const [generation, setGeneration] = useState<Record<ShortlistedTab, number>>({ 'doors-unlocked': 0, shortlisted: 0 });
  const reload = useCallback((which: ShortlistedTab) => {
    setData((current) => ({ ...current, [which]: { state: 'loading' } }));
    setGeneration((current) => ({ ...current, [which]: current[which] + 1 }));
  }, []);

  // After an offer is sent the cards stay on screen (the offer sheet inside one is still open) while the list
  // is read again for its 'Offer Sent' states; a failure here only logs, the button already says 'Offer Sent'.
  const refreshShortlistQuietly = useCallback(() => {
    readTab('shortlisted', new AbortController().signal)
      .then((items) => setData((before) => ({ ...before, shortlisted: { state: 'ready', data: items as ShortlistItem[] } })))
      .catch((error: unknown) => console.error('[visits] shortlist refresh failed:', error instanceof Error ? error.message : error));
  }, []);

  // Without ?tab=, the tab chosen once both lists were first read stays for this visit of the page: a heart
  // removed from the last shortlisted home must not flip the page over to Doors Unlocked.
  const [opened, setOpened] = useState<ShortlistedTab | null>(null);
  const decided = tabToOpen(data);
  useEffect(() => {
    if (decided && !opened) setOpened(decided);
  }, [decided, opened]);

  // Another person (or none): nothing read before is theirs.
  useEffect(() => {
    setData(NOTHING_LOADED);
    setOpened(null);
  }, [userId]);

  useTabRead('doors-unlocked', userId !== null && data['doors-unlocked'].state === 'loading', generation['doors-unlocked'], userId, setData, refresh);
  useTabRead('shortlisted', userId !== null && data.shortlisted.state === 'loading', generation.shortlisted, userId, setData, refresh);

  const counts = countsOf(data);
  const tab = named ?? opened ?? decided;
  if (loading) return <ShortlistedTabsSkeleton tab={named ?? 'doors-unlocked'} />;
  if (!user) return <ShortlistedLogin description={t('shortlist.loginDescription')} />;
  // No tab in the URL: the skeleton until both counts say which tab to open on.
  if (!tab) return <ShortlistedTabsSkeleton />;

  const content = (() => {
    if (tab === 'shortlisted') {
      const shortlist = data.shortlisted;
      if (shortlist.state === 'failed') return <FetchFailed message={t('shortlist.fetchFailed')} onRetry={() => reload('shortlisted')} />;
      if (shortlist.state === 'loading') return <ShortlistListSkeleton />;
      return <ShortlistList items={shortlist.data} onChanged={refreshShortlistQuietly} />;
    }
    const visits = data['doors-unlocked'];
    if (visits.state === 'failed') return <FetchFailed message={t('shortlist.visitsFetchFailed')} onRetry={() => reload('doors-unlocked')} />;
    if (visits.state === 'loading') return <DoorsUnlockedSkeleton />;
    return <DoorsUnlocked visits={visits.data} />;
  })();
  return (
    <ShortlistedTabs tab={tab} counts={counts}>
      {/* Offline, the lists are the service worker's kept copies (docs/offline.md). */}
      <OfflineStamp at={lastPersonalRead()} />
      <InstallOffer />
      {content}
    </ShortlistedTabs>
  );
}

/** Reads one tab's list while it is needed; a new generation or person reads it again. */
function useTabRead(
  tab: ShortlistedTab,
  needed: boolean,
  tabGeneration: number,
  userId: string | null,
  setData: React.Dispatch<React.SetStateAction<TabData>>,
  refresh: () => unknown,
) {
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    readTab(tab, controller.signal)
      .then((loaded) => {
        notePersonalRead();
        setData((before) => ({ ...before, [tab]: { state: 'ready', data: loaded } }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof SignedOutError) return void refresh();
        console.error(`[visits] ${tab} fetch failed:`, error instanceof Error ? error.message : error);
        setData((before) => ({ ...before, [tab]: { state: 'failed' } }));
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refresh is stable for a session; a new generation or person reads again
  }, [needed, tab, tabGeneration, userId]);
}
