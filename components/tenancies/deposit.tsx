'use client';

import { useCallback, useEffect, useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import type { AgreementParty, TenancyStatus } from '@/lib/tenancies/tenancy';
import { addCalendarDays, formatCalendarDay, indiaToday } from '@/lib/time/india';
import type { DepositAnswer, DepositView } from '@/lib/validation/deposits';
import { depositApi } from './deposit-api';
import { AmountDayForm, DayForm, type Run } from './deposit-forms';
import { DeductionForm, DeductionLines } from './deposit-lines';
import { FactRows, type FactRow } from './fact-rows';
import { amountText, tenancyServerText } from './tenancy-texts';
import { dueText, nextStepText, recordedBy } from './tenancy-words';

// The tenancy page's 'Deposit' card (docs/move-in.md "The deposit"): what was paid and when, the keys handed back, the
// day the return is due with the days left or late, the deductions with their evidence, and what came back; each
// step's form or confirmation for the party whose turn it is. Loaded in the browser, like the condition reports' card.
// Its words are the `tenancy` messages' `deposit` group, in the page's language (the English ones read as
// lib/tenancies/deposit.ts words the same states for the desk); amounts keep the ₹ figure with their words beside it.

function Facts({ deposit, today }: { deposit: DepositView; today: string }) {
  const t = useCopy('tenancy');
  const { locale } = useLocalePath();
  const rupees = (amount: number) => amountText(amount, locale);
  const day = (date: string) => formatCalendarDay(date, locale);
  const rows: FactRow[] = [[t('deposit.facts.agreed'), rupees(deposit.agreedAmount)]];
  if (deposit.paid) rows.push([t('deposit.facts.paid'), t('deposit.paidValue', { amount: rupees(deposit.paid.amount), day: day(deposit.paid.on), by: recordedBy(deposit.paid.by, deposit.paid.confirmedAt, deposit.viewer, t) })]);
  if (deposit.keys) rows.push([t('deposit.facts.keysBack'), t('deposit.keysValue', { day: day(deposit.keys.on), by: recordedBy(deposit.keys.by, deposit.keys.confirmedAt, deposit.viewer, t) })]);
  if (deposit.returnDueOn) rows.push([t('deposit.facts.dueBack'), deposit.daysLeft !== null ? t('deposit.dueValue', { day: day(deposit.returnDueOn), due: dueText(deposit.returnDueOn, today, t) }) : day(deposit.returnDueOn)]);
  if (deposit.balances.deductions) rows.push([t('deposit.facts.deductions'), t('deposit.deductionsValue', { amount: rupees(deposit.balances.deductions), disputed: rupees(deposit.balances.disputed) })]);
  if (deposit.returned) {
    const values = { amount: rupees(deposit.returned.amount), day: day(deposit.returned.on) };
    rows.push([t('deposit.facts.returned'), t(deposit.returned.confirmedAt ? 'deposit.returnedConfirmedValue' : 'deposit.returnedValue', values)]);
    rows.push([t('deposit.facts.keptByOwner'), rupees(deposit.balances.balance)]);
  }
  return <FactRows rows={rows} columns="grid-cols-[auto_1fr]" testId="deposit-facts" />;
}

function ConfirmButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  const t = useCopy('tenancy');
  return (
    <Button type="button" size="lg" className="min-h-11 w-full" disabled={busy} onClick={onClick}>
      {busy ? t('deposit.saving') : label}
    </Button>
  );
}

/** The forms and confirmations for the party whose turn it is. */
function Steps({ deposit, today, busy, run, setProgress }: { deposit: DepositView; today: string; busy: boolean; run: Run; setProgress: (fraction: number | null) => void }) {
  const t = useCopy('tenancy');
  const id = deposit.tenancyId;
  const mine = deposit.viewer;
  const { state } = deposit;
  return (
    <>
      {state === 'paid_unconfirmed' && deposit.paid?.by !== mine ? <ConfirmButton label={t('deposit.confirmPayment')} busy={busy} onClick={() => void run(() => depositApi.confirmPaid(id))} /> : null}
      {state === 'not_recorded' || state === 'paid_unconfirmed' ? (
        <AmountDayForm
          idPrefix="deposit-paid"
          amountLabel={t('deposit.amountPaid')}
          dayLabel={t('deposit.dayPaid')}
          defaultAmount={deposit.paid?.amount ?? deposit.agreedAmount}
          defaultDay={deposit.paid?.on ?? today}
          today={today}
          submit={t(state === 'not_recorded' ? 'deposit.recordPayment' : 'deposit.recordPaidInstead')}
          busy={busy}
          onSubmit={({ amount, day }) => run(() => depositApi.recordPaid(id, { amount, paid_on: day }))}
        />
      ) : null}
      {state === 'keys_unconfirmed' && deposit.keys?.by !== mine ? <ConfirmButton label={t('deposit.confirmKeys')} busy={busy} onClick={() => void run(() => depositApi.confirmKeys(id))} /> : null}
      {state === 'held' || (state === 'keys_unconfirmed' && deposit.keys?.by === mine) ? (
        <DayForm idPrefix="deposit-keys" label={t('deposit.keysDay')} today={today} submit={t('deposit.recordKeys')} busy={busy} onSubmit={(day) => run(() => depositApi.recordKeys(id, { returned_on: day }))} />
      ) : null}
      {state === 'return_due' && mine === 'owner' ? <DeductionForm tenancyId={id} busy={busy} run={run} setProgress={setProgress} /> : null}
      {(state === 'return_due' || state === 'return_unconfirmed') && mine === 'owner' ? (
        <AmountDayForm
          idPrefix="deposit-return"
          amountLabel={t('deposit.amountReturned')}
          dayLabel={t('deposit.dayReturned')}
          defaultAmount={deposit.returned?.amount ?? deposit.balances.expectedBack}
          defaultDay={deposit.returned?.on ?? today}
          today={today}
          submit={t(state === 'return_due' ? 'deposit.recordReturn' : 'deposit.recordReturnAgain')}
          busy={busy}
          minAmount={0}
          maxAmount={deposit.balances.paid}
          onSubmit={({ amount, day }) => run(() => depositApi.recordReturn(id, { amount, returned_on: day }))}
        />
      ) : null}
      {state === 'return_unconfirmed' && mine === 'tenant' ? <ConfirmButton label={t('deposit.confirmReturn')} busy={busy} onClick={() => void run(() => depositApi.confirmReturn(id))} /> : null}
    </>
  );
}

function useDeposit(tenancyId: string, enabled: boolean) {
  const [deposit, setDeposit] = useState<DepositView | null>(null);
  const [busy, setBusy] = useState(false);
  // The server's words as they came (an empty one: the load failed without a reason); worded when shown.
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    depositApi.read(tenancyId).then(
      (answer) => setDeposit(answer.deposit),
      (cause: unknown) => setNotice({ kind: 'alert', text: apiErrorMessage(cause, '') }),
    );
  }, [tenancyId, enabled]);
  const run: Run = useCallback(async (action: () => Promise<DepositAnswer>) => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await action();
      setDeposit(answer.deposit);
      setNotice(answer.message ? { kind: 'status', text: answer.message } : null);
      return true;
    } catch (cause) {
      setNotice({ kind: 'alert', text: apiErrorMessage(cause) });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { deposit, busy, notice, run };
}

export function DepositSection({ tenancyId, status }: { tenancyId: string; party: AgreementParty; status: TenancyStatus }) {
  const t = useCopy('tenancy');
  const { locale } = useLocalePath();
  const { deposit, busy, notice, run } = useDeposit(tenancyId, status === 'moving_in');
  const [progress, setProgress] = useState<number | null>(null);
  const today = indiaToday();
  if (status === 'cancelled') return null;
  return (
    <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="deposit-heading" data-testid="deposit-card">
      <h2 id="deposit-heading" className="font-semibold">
        {t('deposit.heading')}
      </h2>
      {status !== 'moving_in' ? <p className="text-sm text-muted-foreground">{t('deposit.notOpen')}</p> : null}
      {status === 'moving_in' && !deposit && !notice ? <div className="h-20 animate-pulse rounded-lg bg-muted" aria-hidden="true" /> : null}
      {deposit ? (
        <>
          <p className="text-sm font-medium" data-testid="deposit-state">
            {t(`deposit.states.${deposit.state}`)}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="deposit-next">
            {nextStepText(deposit, t)}
          </p>
          <Facts deposit={deposit} today={today} />
          {deposit.state === 'held' ? <p className="text-xs text-muted-foreground">{t('deposit.heldNote', { days: deposit.returnDays, day: formatCalendarDay(addCalendarDays(today, deposit.returnDays), locale) })}</p> : null}
          <DeductionLines deposit={deposit} busy={busy} run={run} />
          <Steps deposit={deposit} today={today} busy={busy} run={run} setProgress={setProgress} />
        </>
      ) : null}
      {progress !== null ? (
        <progress className="w-full" value={progress} max={1} aria-label={t('deposit.uploadingEvidence')}>
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {notice ? (
        <p role={notice.kind} className={notice.kind === 'alert' ? 'text-sm text-destructive' : 'text-sm text-green-800'} data-testid="deposit-message">
          {notice.text ? tenancyServerText(notice.text, t) : t('deposit.loadFailed')}
        </p>
      ) : null}
    </section>
  );
}
