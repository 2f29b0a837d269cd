'use client';

import { Check, Loader2, RotateCcw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, apiErrorMessage } from '@/lib/api/client';
import { HandledState } from './handled-state';
import { messagesApi, type HandledAnswer } from './messages-api';

/**
 * A message's status with 'Mark handled' / 'Reopen'. The answer carries who and when, so the page is not read
 * again: reading it is a recorded view of the sender's details, and this person is already looking at them.
 * Only when someone else changed it meanwhile (409) is the page read again, to show their change. The state is
 * the thread's (a reply can mark the message handled too).
 */
export function MessageStatus({ id, state, onChange }: { id: string; state: HandledAnswer; onChange(state: HandledAnswer): void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const handled = !!state.handledAt;

  async function toggle() {
    setBusy(true);
    try {
      onChange(await messagesApi.setHandled(id, !handled));
      toast.success(handled ? 'Message reopened' : 'Marked handled');
      status.current?.focus();
    } catch (error) {
      toast.error(apiErrorMessage(error));
      if (error instanceof ApiError && error.status === 409) router.refresh();
    } finally {
      setBusy(false);
    }
  }

  const Icon = busy ? Loader2 : handled ? RotateCcw : Check;
  return (
    <section aria-label="Status" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
      <div ref={status} tabIndex={-1} aria-live="polite" className="outline-none">
        <HandledState handledAt={state.handledAt} handledBy={state.handledBy} />
      </div>
      <Button type="button" variant={handled ? 'outline' : 'default'} className="min-h-11" onClick={toggle} disabled={busy} aria-busy={busy}>
        <Icon className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
        {handled ? 'Reopen' : 'Mark handled'}
      </Button>
    </section>
  );
}
