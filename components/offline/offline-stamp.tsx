'use client';

import { CloudOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { momentIn } from '@/lib/privacy/moments';

// Shown only while the device is offline, over data that may be a kept copy (the service worker's, docs/offline.md):
// when that data was read from the server. Its words are the `device` namespace's, the moment in the page's language.

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

export function OfflineStamp({ at }: { at: string | null }) {
  const online = useOnline();
  const t = useCopy('device');
  const { locale } = useLocalePath();
  if (online || !at) return null;
  return (
    <p role="status" data-testid="offline-stamp" className="mb-3 flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <span className="font-semibold text-foreground">{t('offlineStamp.offline')}</span> {t('offlineStamp.lastUpdated', { when: momentIn(locale, at) })}
      </span>
    </p>
  );
}
