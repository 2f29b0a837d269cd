'use client';

import { Loader2, Lock } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { gateDeskApi, deskFailureMessage } from './gate-desk-api';

/**
 * 'Lock desk': ends this device's desk session on the server (its cookie no longer checks codes anywhere) and
 * shows the PIN screen again, for a guard handing over or leaving the tablet.
 */
export function DeskLockButton({ societyId }: { societyId: string }) {
  const t = useCopy('gate');
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function lock() {
    if (busy) return;
    setBusy(true);
    try {
      await gateDeskApi.lock(societyId);
      router.refresh();
    } catch (failure) {
      toast.error(deskFailureMessage(failure, t));
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" className="h-12 shrink-0 px-4 text-base" onClick={lock} disabled={busy} aria-busy={busy} data-testid="desk-lock">
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Lock aria-hidden="true" />}
      {t('lock.button')}
    </Button>
  );
}
