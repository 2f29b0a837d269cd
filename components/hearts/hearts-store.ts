'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { heartsApi } from './hearts-api';

// The signed-in person's hearted listings, shared by every heart button on the page. Read once per
// person from /api/shortlist/hearts after hydration, so the cached public pages never depend on who looks at
// them; a tap changes the set at once and the server after (undone if the server refuses).

interface HeartsState {
  userId: string | null;
  /** The person's hearts as the server last said, with the taps since; null until read. */
  ids: ReadonlySet<string> | null;
}

let state: HeartsState = { userId: null, ids: null };
let loading: { userId: string; promise: Promise<void> } | null = null;
/** Taps made while the list is on its way: applied over what the server answers. */
let tapsWhileLoading = new Map<string, boolean>();
/** Taps before the person's list was read, shown by their buttons meanwhile. */
const tapped = new Map<string, boolean>();
const listeners = new Set<() => void>();

function emit(next: HeartsState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function applyTaps(ids: Iterable<string>, taps: Map<string, boolean>): Set<string> {
  const next = new Set(ids);
  for (const [id, hearted] of taps) {
    if (hearted) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Loads the person's hearts (once per person); resolves when they are known. */
export function loadHearts(userId: string): Promise<void> {
  if (state.userId === userId && state.ids) return Promise.resolve();
  if (loading?.userId === userId) return loading.promise;
  if (state.userId !== userId) {
    tapped.clear();
    emit({ userId, ids: null });
  }
  tapsWhileLoading = new Map();
  const taps = tapsWhileLoading;
  const promise = heartsApi
    .list()
    .then((hearts) => hearts.map((heart) => heart.listingId))
    // A failed read counts as none (a tap still works: hearting is idempotent, un-hearting a missing heart is a 404 read as done).
    .catch(() => [] as string[])
    .then((ids) => {
      if (state.userId === userId) emit({ userId, ids: applyTaps(ids, taps) });
    })
    .finally(() => {
      if (loading?.promise === promise) loading = null;
    });
  loading = { userId, promise };
  return promise;
}

export function setHearted(userId: string, listingId: string, hearted: boolean) {
  if (state.userId !== userId) {
    tapped.clear();
    state = { userId, ids: null };
  }
  if (loading?.userId === userId) tapsWhileLoading.set(listingId, hearted);
  // Until the list is read, the tapped button shows its own state.
  if (!state.ids) tapped.set(listingId, hearted);
  emit({ userId, ids: state.ids ? applyTaps(state.ids, new Map([[listingId, hearted]])) : null });
}

/**
 * Whether the person hearted the listing: false while signed out; while the person's hearts are still on their
 * way, `known` (what the page already knows, e.g. the Shortlisted tab's list) or false.
 */
export function useHearted(userId: string | null, listingId: string, known?: boolean): boolean {
  useEffect(() => {
    if (userId) void loadHearts(userId);
  }, [userId]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (userId && state.userId === userId ? state : null),
    () => null,
  );
  if (!userId) return false;
  if (snapshot?.ids) return snapshot.ids.has(listingId);
  return tapped.get(listingId) ?? Boolean(known);
}
