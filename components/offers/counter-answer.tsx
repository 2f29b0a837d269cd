'use client';

// 'Accept counter' / 'Decline counter' on a Countered offer in 'Your offers'. Both buttons are disabled while the
// answer is saving; the result is a toast, and the list reloads to show the offer's new status.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { tenantApi, ApiError } from '@/components/tenant/tenant-api';
import type { CounterAnswer } from '@/lib/offers/status';
import { OFFER_TEXTS } from './offer-texts';

export function CounterAnswerButtons({ offerId, onAnswered }: { offerId: string; onAnswered(): void }) {
  const [pending, setPending] = useState<CounterAnswer | null>(null);
  const answer = async (choice: CounterAnswer) => {
    setPending(choice);
    try {
      await tenantApi.answerCounter(offerId, choice);
      toast.success(choice === 'accept' ? OFFER_TEXTS.counterAccepted : OFFER_TEXTS.counterDeclined);
      onAnswered();
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : OFFER_TEXTS.counterFailed);
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button type="button" className="min-h-11 flex-1 basis-32" disabled={pending !== null} aria-busy={pending === 'accept' || undefined} onClick={() => answer('accept')}>
        Accept counter
      </Button>
      <Button type="button" variant="outline" className="min-h-11 flex-1 basis-32" disabled={pending !== null} aria-busy={pending === 'decline' || undefined} onClick={() => answer('decline')}>
        Decline counter
      </Button>
    </div>
  );
}
