'use client';

// 'Accept counter' / 'Decline counter' on a Countered offer in 'Your offers'. Accepting is final, so it asks once
// ('Yes, accept' or 'Back'); both answers are disabled while one is saving; the result is a toast, and the list
// reloads to show the offer's new status.
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { offersApi } from './offers-api';
import type { CounterAnswer } from '@/lib/offers/status';
import { OFFER_TEXTS } from './offer-texts';

/** What accepting a counter does, said once before it is final. */
export const ACCEPT_COUNTER_CONFIRMATION = 'Accept the counter offer? This is final: you agree to these terms, the owner is told, and the home is taken off the market for you.';

export function CounterAnswerButtons({ offerId, onAnswered }: { offerId: string; onAnswered(): void }) {
  const [pending, setPending] = useState<CounterAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const answer = async (choice: CounterAnswer) => {
    setPending(choice);
    try {
      await offersApi.answerCounter(offerId, choice);
      toast.success(choice === 'accept' ? OFFER_TEXTS.counterAccepted : OFFER_TEXTS.counterDeclined);
      onAnswered();
    } catch (error) {
      toast.error(apiErrorMessage(error, OFFER_TEXTS.counterFailed));
    } finally {
      setPending(null);
    }
  };
  const back = () => {
    setConfirming(false);
    // The focus goes back to the button that opened the question, once it is rendered again.
    requestAnimationFrame(() => acceptButton.current?.focus());
  };
  const questionId = `accept-counter-${offerId}`;
  if (confirming) {
    return (
      <div className="mt-3 space-y-2" data-testid="accept-counter-confirm">
        <p id={questionId} className="text-sm text-foreground">
          {ACCEPT_COUNTER_CONFIRMATION}
        </p>
        <div className="flex flex-wrap gap-2">
          {/* The question takes the focus from 'Accept counter' and describes its answer. */}
          <Button type="button" className="min-h-11 flex-1 basis-32" disabled={pending !== null} aria-busy={pending === 'accept' || undefined} aria-describedby={questionId} autoFocus onClick={() => answer('accept')}>
            Yes, accept
          </Button>
          <Button type="button" variant="outline" className="min-h-11 flex-1 basis-32" disabled={pending !== null} onClick={back}>
            Back
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button ref={acceptButton} type="button" className="min-h-11 flex-1 basis-32" disabled={pending !== null} onClick={() => setConfirming(true)}>
        Accept counter
      </Button>
      <Button type="button" variant="outline" className="min-h-11 flex-1 basis-32" disabled={pending !== null} aria-busy={pending === 'decline' || undefined} onClick={() => answer('decline')}>
        Decline counter
      </Button>
    </div>
  );
}
