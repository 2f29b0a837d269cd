'use client';

// 'Accept counter' / 'Decline counter' on a Countered offer in 'Your offers'. Accepting is final, so it asks once
// ('Yes, accept' or 'Back'); both answers are disabled while one is saving; the result is a toast, and the list
// reloads to show the offer's new status.
import { useRef, useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { offersApi } from './offers-api';
import type { CounterAnswer } from '@/lib/offers/status';

export function CounterAnswerButtons({ offerId, onAnswered }: { offerId: string; onAnswered(): void }) {
  const t = useCopy('offers');
  const [pending, setPending] = useState<CounterAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const answer = async (choice: CounterAnswer) => {
    setPending(choice);
    try {
      await offersApi.answerCounter(offerId, choice);
      toast.success(choice === 'accept' ? t('counter.accepted') : t('counter.declined'));
      onAnswered();
    } catch (error) {
      toast.error(apiErrorMessage(error, t('counter.failed')));
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
          {/* What accepting a counter does, said once before it is final. */}
          {t('counter.confirm')}
        </p>
        <div className="flex flex-wrap gap-2">
          {/* The question takes the focus from 'Accept counter' and describes its answer. */}
          <Button type="button" className="min-h-11 flex-1 basis-32" disabled={pending !== null} aria-busy={pending === 'accept' || undefined} aria-describedby={questionId} autoFocus onClick={() => answer('accept')}>
            {t('counter.yesAccept')}
          </Button>
          <Button type="button" variant="outline" className="min-h-11 flex-1 basis-32" disabled={pending !== null} onClick={back}>
            {t('counter.back')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button ref={acceptButton} type="button" className="min-h-11 flex-1 basis-32" disabled={pending !== null} onClick={() => setConfirming(true)}>
        {t('counter.accept')}
      </Button>
      <Button type="button" variant="outline" className="min-h-11 flex-1 basis-32" disabled={pending !== null} aria-busy={pending === 'decline' || undefined} onClick={() => answer('decline')}>
        {t('counter.decline')}
      </Button>
    </div>
  );
}
