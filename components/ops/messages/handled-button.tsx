'use client';

import { Check, Loader2, RotateCcw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { deskFailure } from '../desk-format';
import { messagesApi } from './messages-api';

/** 'Mark handled' or 'Reopen' for one message; the page is read again afterwards to show who and when. */
export function HandledButton({ id, handled }: { id: string; handled: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      await messagesApi.setHandled(id, !handled);
      toast.success(handled ? 'Message reopened' : 'Marked handled');
      router.refresh();
    } catch (error) {
      toast.error(deskFailure(error));
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  const Icon = busy ? Loader2 : handled ? RotateCcw : Check;
  return (
    <Button type="button" variant={handled ? 'outline' : 'default'} className="min-h-11" onClick={toggle} disabled={busy} aria-busy={busy}>
      <Icon className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
      {handled ? 'Reopen' : 'Mark handled'}
    </Button>
  );
}
