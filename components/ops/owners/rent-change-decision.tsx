'use client';

import { Loader2 } from 'lucide-react';
import { useDeskAction } from '@/components/ops/use-desk-action';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/amounts';
import { ownersApi } from './owners-api';

/**
 * A rent the owner set more than 30% away from the listed one: what they asked, and the desk's Approve (the listing
 * takes it) or Refuse (it stays as it was), each audited (docs/owners.md "Owner accounts").
 */
export function RentChangeDecision({ change }: { change: { id: string; newRent: number } }) {
  const { pending, busy, run } = useDeskAction<'approve' | 'refuse'>();
  const decide = (decision: 'approve' | 'refuse') =>
    void run(decision, () => ownersApi.decideRentChange(change.id, decision), decision === 'approve' ? 'New rent approved' : 'New rent refused');
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid="rent-change">
      <span className="text-sm font-medium">Owner asks {formatRupees(change.newRent)} a month</span>
      <Button size="sm" className="min-h-11" disabled={busy} onClick={() => decide('approve')}>
        {pending === 'approve' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        Approve
      </Button>
      <Button size="sm" variant="outline" className="min-h-11" disabled={busy} onClick={() => decide('refuse')}>
        {pending === 'refuse' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        Refuse
      </Button>
    </span>
  );
}
