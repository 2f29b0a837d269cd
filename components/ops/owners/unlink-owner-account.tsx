'use client';

import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { deskMoment } from '@/components/ops/desk-format';
import { useDeskAction } from '@/components/ops/use-desk-action';
import { Button } from '@/components/ui/button';
import { ownersApi } from './owners-api';

/**
 * The account that proved the owner's number, and 'Unlink account' (asked once to confirm): the record stays, the
 * account no longer sees or answers for its homes (docs/owners.md "Owner accounts"; audited).
 */
export function UnlinkOwnerAccount({ id, linkedAt }: { id: string; linkedAt: string }) {
  const { busy, run } = useDeskAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid="owner-account">
      <span>Linked {deskMoment(linkedAt)}</span>
      {confirming ? (
        <>
          <Button size="sm" variant="destructive" className="min-h-11" disabled={busy} onClick={() => void run('action', () => ownersApi.unlink(id), 'Account unlinked')}>
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            Yes, unlink
          </Button>
          <Button size="sm" variant="outline" className="min-h-11" disabled={busy} onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </>
      ) : (
        <Button size="sm" variant="outline" className="min-h-11" onClick={() => setConfirming(true)}>
          Unlink account
        </Button>
      )}
    </span>
  );
}
