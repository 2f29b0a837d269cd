'use client';

import { Check, Home, Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { ApiError, apiErrorMessage } from '@/lib/api/client';
import { answerLanguage } from '@/lib/owners/answer-language';
import { sendAvailabilityAnswer, type AvailabilityTarget } from './availability-api';

type Answer = 'available' | 'rented';

/**
 * The question and its two answers: 'Yes, still available' decides in one tap; "It's rented" asks once to confirm,
 * since it cannot be undone here (the page then shows the decision).
 */
export function AvailabilityAnswer({ target, question, availableAsOf, hidden }: { target: AvailabilityTarget; question: string; availableAsOf: string | null; hidden: boolean }) {
  const t = useCopy('owners');
  const language = answerLanguage(useLocalePath().locale);
  const router = useRouter();
  const ids = useId();
  const [saving, setSaving] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function answer(value: Answer) {
    if (saving) return;
    setSaving(value);
    setError(null);
    try {
      await (language ? sendAvailabilityAnswer(target, value, language) : sendAvailabilityAnswer(target, value));
      router.refresh();
    } catch (caught) {
      setError(apiErrorMessage(caught));
      setSaving(null);
      // An answer taken elsewhere meanwhile: the page shows it.
      if (caught instanceof ApiError && caught.status === 409) router.refresh();
    }
  }

  return (
    <section className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm" aria-labelledby={`${ids}-question`} data-testid="availability-answer">
      <h2 id={`${ids}-question`} className="text-lg font-bold leading-snug [overflow-wrap:anywhere]">
        {question}
      </h2>
      {availableAsOf ? <p className="text-sm text-muted-foreground">{t('availability.listedAs', { label: availableAsOf })}</p> : null}
      {hidden ? <p className="text-sm text-muted-foreground">{t('availability.hidden')}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <div className="space-y-3" data-testid="rented-confirm">
          <p id={`${ids}-rented-confirm`} className="text-sm leading-6 text-foreground">
            {/* What "It's rented" does, said once before it is final (docs/owners.md "A home is let"). */}
            {t('availability.rentedConfirm')}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {/* The confirmation takes the focus from the button that opened it; its question describes the answer. */}
            <Button type="button" size="lg" className="h-12 text-base" onClick={() => answer('rented')} disabled={saving !== null} aria-busy={saving === 'rented'} aria-describedby={`${ids}-rented-confirm`} autoFocus>
              {saving === 'rented' ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Home aria-hidden="true" />}
              {t('availability.yesRented')}
            </Button>
            <Button type="button" size="lg" variant="outline" className="h-12 text-base" onClick={() => setConfirming(false)} disabled={saving !== null}>
              {t('availability.back')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button type="button" size="lg" className="h-12 text-base" onClick={() => answer('available')} disabled={saving !== null} aria-busy={saving === 'available'}>
            {saving === 'available' ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Check aria-hidden="true" />}
            {t('availability.yesAvailable')}
          </Button>
          <Button type="button" size="lg" variant="outline" className="h-12 text-base" onClick={() => setConfirming(true)} disabled={saving !== null}>
            <Home aria-hidden="true" />
            {t('availability.rented')}
          </Button>
        </div>
      )}
    </section>
  );
}
