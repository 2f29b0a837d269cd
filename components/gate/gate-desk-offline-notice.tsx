'use client';

import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { deskConnection } from './gate-desk-connection';

export function DeskOfflineNotice() {
  const t = useCopy('gate');
  const offline = useSyncExternalStore(deskConnection.subscribe, deskConnection.offline, () => false);
  return (
    <div role="alert" aria-live="assertive">
      {offline && (
        <p data-testid="desk-offline" className="mb-4 flex items-start gap-3 rounded-xl border-2 border-destructive bg-destructive/10 p-4 text-base font-semibold text-destructive">
          <WifiOff aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          {t('offline.message')}
        </p>
      )}
    </div>
  );
}
