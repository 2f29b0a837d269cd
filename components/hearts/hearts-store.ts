'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { apiFetch } from '@/lib/api/client';

// The signed-in person's hearted listings, shared by every heart button on the page (issue 25). Read once per
// person from /api/shortlist/hearts after hydration, so the cached public pages never depend on who looks at
// them; a tap changes the set at once and the server after (undone if the server refuses).

interface HeartsState {
  userId: string | null;
  ids: ReadonlySet<string>;
}

let state: HeartsState = { userId: null, ids: new Set() };
let loading: { userId: string; promise: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function emit(next: HeartsState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: ReadonlySet<string> = new Set();

/** Loads the person's hearts (once per person); resolves when they are known. */
export function loadHearts(userId: string): Promise<void> {
  if (state.userId === userId) return Promise.resolve();
  if (loading?.userId === userId) return loading.promise;
  const promise = apiFetch<{ hearts: { listingId: string }[] }>('/api/shortlist/hearts', { cache: 'no-store' })
    .then((body) => {
      // Taps made while the list was on its way are kept.
      const ids = new Set([...(state.userId === userId ? state.ids : []), ...body.hearts.map((heart) => heart.listingId)]);
      emit({ userId, ids });
    })
    // A failed read leaves the hearts empty (a tap still works: hearting is idempotent).
    .catch(() => emit({ userId, ids: new Set(state.userId === userId ? state.ids : []) }))
    .finally(() => {
      if (loading?.promise === promise) loading = null;
    });
  loading = { userId, promise };
  return promise;
}

export function setHearted(userId: string, listingId: string, hearted: boolean) {
  const ids = new Set(state.userId === userId ? state.ids : []);
  if (hearted) ids.add(listingId);
  else ids.delete(listingId);
  emit({ userId, ids });
}

/** Whether the person hearted the listing (false while signed out or still loading). */
export function useHearted(userId: string | null, listingId: string): boolean {
  useEffect(() => {
    if (userId) void loadHearts(userId);
  }, [userId]);
  const ids = useSyncExternalStore(
    subscribe,
    () => (userId && state.userId === userId ? state.ids : EMPTY),
    () => EMPTY,
  );
  return ids.has(listingId);
}
