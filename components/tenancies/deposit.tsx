'use client';

import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { formatRupees } from '@/lib/amounts';
import { DEPOSIT_STATE_LABELS, dueLine } from '@/lib/tenancies/deposit';
import type { AgreementParty, TenancyStatus } from '@/lib/tenancies/tenancy';
import { addCalendarDays, formatCalendarDay, indiaToday } from '@/lib/time/india';
import type { DepositAnswer, DepositView } from '@/lib/validation/deposits';
import { depositApi } from './deposit-api';
import { AmountDayForm, DayForm, type Run } from './deposit-forms';
import { DeductionForm, DeductionLines } from './deposit-lines';
import { FactRows, type FactRow } from './fact-rows';

// The tenancy page's 'Deposit' card (docs/move-in.md "The deposit"): what was paid and when, the keys handed back, the
// day the return is due with the days left or late, the deductions with their evidence, and what came back; each
// step's form or confirmation for the party whose turn it is. Loaded in the browser, like the condition reports' card.

function by(who: AgreementParty, confirmedAt: string | null, viewer: AgreementParty): string {
  return `${who === viewer ? 'recorded by you' : `recorded by the ${who}`}${confirmedAt ? ', confirmed' : ', not yet confirmed'}`;
}

function Facts({ deposit, today }: { deposit: DepositView; today: string }) {
  const rows: FactRow[] = [['Agreed', formatRupees(deposit.agreedAmount)]];
  if (deposit.paid) rows.push(['Paid', `${formatRupees(deposit.paid.amount)} on ${formatCalendarDay(deposit.paid.on)} (${by(deposit.paid.by, deposit.paid.confirmedAt, deposit.viewer)})`]);
  if (deposit.keys) rows.push(['Keys back', `${formatCalendarDay(deposit.keys.on)} (${by(deposit.keys.by, deposit.keys.confirmedAt, deposit.viewer)})`]);
  if (deposit.returnDueOn) rows.push(['Due back', `${formatCalendarDay(deposit.returnDueOn)}${deposit.daysLeft !== null ? ` · ${dueLine(deposit.returnDueOn, today)}` : ''}`]);
  if (deposit.balances.deductions) rows.push(['Deductions', `${formatRupees(deposit.balances.deductions)} (${formatRupees(deposit.balances.disputed)} disputed)`]);
  if (deposit.returned) rows.push(['Returned', `${formatRupees(deposit.returned.amount)} on ${formatCalendarDay(deposit.returned.on)}${deposit.returned.confirmedAt ? ', confirmed by the tenant' : ''}`]);
  if (deposit.returned) rows.push(['Kept by the owner', formatRupees(deposit.balances.balance)]);
  return <FactRows rows={rows} columns="grid-cols-[auto_1fr]" testId="deposit-facts" />;
}

function ConfirmButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <Button type="button" size="lg" className="min-h-11 w-full" disabled={busy} onClick={onClick}>
      {busy ? 'Saving…' : label}
    </Button>
  );
}

/** The forms and confirmations for the party whose turn it is. */
function Steps({ deposit, today, busy, run, setProgress }: { deposit: DepositView; today: string; busy: boolean; run: Run; setProgress: (fraction: number | null) => void }) {
  const id = deposit.tenancyId;
  const mine = deposit.viewer;
  const { state } = deposit;
  return (
    <>
      {state === 'paid_unconfirmed' && deposit.paid?.by !== mine ? <ConfirmButton label="Confirm the payment" busy={busy} onClick={() => void run(() => depositApi.confirmPaid(id))} /> : null}
      {state === 'not_recorded' || state === 'paid_unconfirmed' ? (
        <AmountDayForm
          idPrefix="deposit-paid"
          amountLabel="Amount paid (₹)"
          dayLabel="Day paid"
          defaultAmount={deposit.paid?.amount ?? deposit.agreedAmount}
          defaultDay={deposit.paid?.on ?? today}
          today={today}
          submit={state === 'not_recorded' ? 'Record the payment' : 'Record what was paid instead'}
          busy={busy}
          onSubmit={({ amount, day }) => run(() => depositApi.recordPaid(id, { amount, paid_on: day }))}
        />
      ) : null}
      {state === 'keys_unconfirmed' && deposit.keys?.by !== mine ? <ConfirmButton label="Confirm the keys" busy={busy} onClick={() => void run(() => depositApi.confirmKeys(id))} /> : null}
      {state === 'held' || (state === 'keys_unconfirmed' && deposit.keys?.by === mine) ? (
        <DayForm idPrefix="deposit-keys" label="Day the keys came back" today={today} submit="Record the keys handed back" busy={busy} onSubmit={(day) => run(() => depositApi.recordKeys(id, { returned_on: day }))} />
      ) : null}
      {state === 'return_due' && mine === 'owner' ? <DeductionForm tenancyId={id} busy={busy} run={run} setProgress={setProgress} /> : null}
      {(state === 'return_due' || state === 'return_unconfirmed') && mine === 'owner' ? (
        <AmountDayForm
          idPrefix="deposit-return"
          amountLabel="Amount returned (₹)"
          dayLabel="Day returned"
          defaultAmount={deposit.returned?.amount ?? deposit.balances.expectedBack}
          defaultDay={deposit.returned?.on ?? today}
          today={today}
          submit={state === 'return_due' ? 'Record the return' : 'Record the return again'}
          busy={busy}
          minAmount={0}
          maxAmount={deposit.balances.paid}
          onSubmit={({ amount, day }) => run(() => depositApi.recordReturn(id, { amount, returned_on: day }))}
        />
      ) : null}
      {state === 'return_unconfirmed' && mine === 'tenant' ? <ConfirmButton label="Confirm the return" busy={busy} onClick={() => void run(() => depositApi.confirmReturn(id))} /> : null}
    </>
  );
}

function useDeposit(tenancyId: string, enabled: boolean) {
  const [deposit, setDeposit] = useState<DepositView | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    depositApi.read(tenancyId).then(
      (answer) => setDeposit(answer.deposit),
      (cause: unknown) => setNotice({ kind: 'alert', text: apiErrorMessage(cause, 'The deposit could not be loaded. Please try again.') }),
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
  const { deposit, busy, notice, run } = useDeposit(tenancyId, status === 'moving_in');
  const [progress, setProgress] = useState<number | null>(null);
  const today = indiaToday();
  if (status === 'cancelled') return null;
  return (
    <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="deposit-heading" data-testid="deposit-card">
      <h2 id="deposit-heading" className="font-semibold">
        Deposit
      </h2>
      {status !== 'moving_in' ? <p className="text-sm text-muted-foreground">The deposit is recorded here once you both agree to the rent agreement.</p> : null}
      {status === 'moving_in' && !deposit && !notice ? <div className="h-20 animate-pulse rounded-lg bg-muted" aria-hidden="true" /> : null}
      {deposit ? (
        <>
          <p className="text-sm font-medium" data-testid="deposit-state">
            {DEPOSIT_STATE_LABELS[deposit.state]}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="deposit-next">
            {deposit.nextStep}
          </p>
          <Facts deposit={deposit} today={today} />
          {deposit.state === 'held' ? <p className="text-xs text-muted-foreground">Due back {deposit.returnDays} days after the keys are handed back (from {formatCalendarDay(addCalendarDays(today, deposit.returnDays))} if that is today).</p> : null}
          <DeductionLines deposit={deposit} busy={busy} run={run} />
          <Steps deposit={deposit} today={today} busy={busy} run={run} setProgress={setProgress} />
        </>
      ) : null}
      {progress !== null ? (
        <progress className="w-full" value={progress} max={1} aria-label="Uploading the evidence">
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {notice ? (
        <p role={notice.kind} className={notice.kind === 'alert' ? 'text-sm text-destructive' : 'text-sm text-green-800'} data-testid="deposit-message">
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}
