'use client';

import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { deskConnection } from './gate-desk-connection';

export const DESK_OFFLINE_MESSAGE = 'This desk is offline. Passes cannot be checked until the connection is back.';

export function DeskOfflineNotice() {
  const offline = useSyncExternalStore(deskConnection.subscribe, deskConnection.offline, () => false);
  return (
    <div role="alert" aria-live="assertive">
      {offline && (
        <p data-testid="desk-offline" className="mb-4 flex items-start gap-3 rounded-xl border-2 border-destructive bg-destructive/10 p-4 text-base font-semibold text-destructive">
          <WifiOff aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          {DESK_OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
