'use client';

import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { InputField, Optional } from '@/components/forms/form-field';
import { useDeskAction } from '@/components/ops/use-desk-action';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/amounts';
import { RENT_REFUSAL_REASON_MAX, rentChangeDecisionSchema } from '@/lib/validation/owner-account';
import { ownersApi } from './owners-api';

/**
 * A rent the owner set more than 30% away from the listed one: what they asked, and the desk's Approve (the listing
 * takes it) or Refuse (it stays as it was, with an optional reason the owner reads in their message), each audited
 * and told to the owner (docs/owners.md "Owner accounts").
 */
export function RentChangeDecision({ change }: { change: { id: string; newRent: number } }) {
  const { pending, busy, run } = useDeskAction<'approve' | 'refuse'>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = (decision: 'approve' | 'refuse') => {
    const body = decision === 'refuse' ? { decision, reason } : { decision };
    const parsed = rentChangeDecisionSchema.safeParse(body);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    void run(decision, () => ownersApi.decideRentChange(change.id, body), decision === 'approve' ? 'New rent approved' : 'New rent refused', { description: 'The owner is told.' });
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="rent-change">
      <span className="text-sm font-medium">Owner asks {formatRupees(change.newRent)} a month</span>
      <Button size="sm" className="min-h-11" disabled={busy} onClick={() => decide('approve')}>
        {pending === 'approve' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        Approve
      </Button>
      <Button size="sm" variant="outline" className="min-h-11" disabled={busy} onClick={() => decide('refuse')}>
        {pending === 'refuse' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        Refuse
      </Button>
      <InputField
        id={`rent-change-reason-${change.id}`}
        label={
          <>
            Reason for the owner, if you refuse <Optional />
          </>
        }
        shellClassName="w-full"
        value={reason}
        maxLength={RENT_REFUSAL_REASON_MAX}
        error={error}
        disabled={busy}
        onChange={(event) => setReason(event.target.value)}
      />
    </div>
  );
}
