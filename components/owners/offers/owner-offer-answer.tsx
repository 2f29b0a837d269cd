'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { InputField } from '@/components/forms/form-field';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { formatRupees } from '@/lib/amounts';
import { DESK_DECLINE_REASONS, type DeclineReason } from '@/lib/offers/status';
import { answerLanguage } from '@/lib/owners/answer-language';
import type { OwnerOfferView } from '@/lib/owners/answers';
import { formatCalendarDay } from '@/lib/time/india';
import { counterOfferSchema } from '@/lib/validation/ops-offers';
import { sendOwnerAnswer, type OfferAnswerTarget } from './owner-api';

type Mode = 'choose' | 'accept' | 'decline' | 'counter';


type DeskDeclineReason = Exclude<DeclineReason, 'another_offer' | 'home_let' | 'counter_declined'>;

/**
 * Accept (asked once to confirm: it is final), Decline (with a reason) or Counter (rent, deposit, move-in): one
 * answer, then the page shows it.
 */
export function OwnerOfferAnswer({ target, view }: { target: OfferAnswerTarget; view: OwnerOfferView }) {
  const t = useCopy('owners');
  const language = answerLanguage(useLocalePath().locale);
  const router = useRouter();
  const ids = useId();
  const [mode, setMode] = useState<Mode>('choose');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState<DeclineReason>(DESK_DECLINE_REASONS[0]!);
  const [terms, setTerms] = useState({ offered_rent: String(view.offeredRent), offered_security_deposit: String(view.offeredDeposit), movein_date: view.moveinDate });
  // On a phone, back from the confirmation, the Decline or the Counter form returns to the three answers (what
  // was typed is kept) instead of leaving the page.
  useSheetBackButton(mode !== 'choose', () => setMode('choose'));

  async function submit(answer: Parameters<typeof sendOwnerAnswer>[1]) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await sendOwnerAnswer(target, language ? { ...answer, language } : answer);
      router.refresh();
    } catch (cause) {
      setError(apiErrorMessage(cause));
      setBusy(false);
    }
  }

  function counter(event: FormEvent) {
    event.preventDefault();
    const parsed = counterOfferSchema.safeParse(terms);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('answer.checkCounter'));
    void submit({ action: 'counter', counter: terms });
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-2xl border border-border bg-card p-5" data-testid="owner-answer">
      <h2 id={`${ids}-heading`} className="text-lg font-bold text-foreground">
        {t('answer.heading')}
      </h2>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {mode === 'choose' ? (
        <div className="mt-4 grid gap-3">
          <Button className="min-h-11" disabled={busy} onClick={() => setMode('accept')}>
            {t('answer.accept')}
          </Button>
          <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => setMode('counter')}>
            {t('answer.counter')}
          </Button>
          <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => setMode('decline')}>
            {t('answer.decline')}
          </Button>
        </div>
      ) : mode === 'accept' ? (
        <form className="mt-4 space-y-4" onSubmit={(event) => (event.preventDefault(), void submit({ action: 'accept' }))}>
          <p id={`${ids}-accept-confirm`} className="text-sm leading-6 text-foreground" data-testid="owner-accept-confirm">
            {t('answer.acceptConfirm', { rent: formatRupees(view.offeredRent), deposit: formatRupees(view.offeredDeposit), date: formatCalendarDay(view.moveinDate) })}
          </p>
          <Actions busy={busy} label={t('answer.yesAccept')} onBack={() => setMode('choose')} confirms={`${ids}-accept-confirm`} />
        </form>
      ) : mode === 'decline' ? (
        <form className="mt-4 space-y-4" onSubmit={(event) => (event.preventDefault(), void submit({ action: 'decline', reason }))}>
          <label htmlFor={`${ids}-decline-reason`} className="block text-sm font-medium">
            {t('answer.whyDecline')}
          </label>
          <select id={`${ids}-decline-reason`} className="h-12 w-full rounded-md border border-input bg-background px-3 text-sm" value={reason} onChange={(event) => setReason(event.target.value as DeclineReason)}>
            {DESK_DECLINE_REASONS.map((code) => (
              <option key={code} value={code}>
                {t(`declineReasons.${code as DeskDeclineReason}`)}
              </option>
            ))}
          </select>
          <Actions busy={busy} label={t('answer.declineOffer')} onBack={() => setMode('choose')} />
        </form>
      ) : (
        <form className="mt-4 space-y-4" onSubmit={counter} noValidate>
          <InputField id={`${ids}-counter-rent`} label={t('answer.rentLabel')} inputMode="numeric" value={terms.offered_rent} onChange={(event) => setTerms({ ...terms, offered_rent: event.target.value })} />
          <InputField
            id={`${ids}-counter-deposit`}
            label={t('answer.depositLabel')}
            inputMode="numeric"
            value={terms.offered_security_deposit}
            onChange={(event) => setTerms({ ...terms, offered_security_deposit: event.target.value })}
          />
          <InputField id={`${ids}-counter-movein`} label={t('answer.moveInLabel')} type="date" value={terms.movein_date} onChange={(event) => setTerms({ ...terms, movein_date: event.target.value })} />
          <Actions busy={busy} label={t('answer.sendCounter')} onBack={() => setMode('choose')} />
        </form>
      )}
    </section>
  );
}

/**
 * The form's answer and 'Back'. A confirmation (`confirms`: the id of its question) takes the focus from the button
 * that opened it, and its answer is described by the question, so a keyboard or a screen reader lands on both.
 */
function Actions({ busy, label, onBack, confirms }: { busy: boolean; label: string; onBack: () => void; confirms?: string }) {
  const t = useCopy('owners');
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" className="min-h-11 flex-1" disabled={busy} autoFocus={confirms !== undefined} aria-describedby={confirms}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {label}
      </Button>
      <Button type="button" variant="outline" className="min-h-11 flex-1" disabled={busy} onClick={onBack}>
        {t('answer.back')}
      </Button>
    </div>
  );
}
