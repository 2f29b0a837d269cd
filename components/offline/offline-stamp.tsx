'use client';

import { CloudOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { formatIndiaMoment } from '@/lib/time/india';

/** The stamp's words in the page's language (a caller with the `account` namespace); English without them. */
export interface OfflineStampWords {
  offline: string;
  lastUpdated: (at: string) => string;
}

const ENGLISH: OfflineStampWords = { offline: 'You’re offline.', lastUpdated: (at) => `Last updated ${formatIndiaMoment(at)}` };

// Shown only while the device is offline, over data that may be a kept copy (the service worker's, docs/offline.md):
// when that data was read from the server.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

export function OfflineStamp({ at, words = ENGLISH }: { at: string | null; words?: OfflineStampWords }) {
  const online = useOnline();
  if (online || !at) return null;
  return (
    <p role="status" data-testid="offline-stamp" className="mb-3 flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <span className="font-semibold text-foreground">{words.offline}</span> {words.lastUpdated(at)}
      </span>
    </p>
  );
}
