'use client';

import { useState } from 'react';
import { InputField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { DEPOSIT_LIMITS } from '@/lib/tenancies/deposit';
import type { DepositAnswer } from '@/lib/validation/deposits';

// The deposit card's small forms (components/tenancies/deposit.tsx): an amount and a day, or a day alone. Each sends
// through the card's `run`, which keeps every button disabled while one request is on its way.

export type Run = (action: () => Promise<DepositAnswer>) => Promise<boolean>;

interface AmountDayProps {
  idPrefix: string;
  amountLabel: string;
  dayLabel: string;
  defaultAmount: number | null;
  defaultDay: string;
  today: string;
  submit: string;
  busy: boolean;
  minAmount?: number;
  maxAmount?: number;
  onSubmit: (values: { amount: string; day: string }) => Promise<boolean>;
}

/** 'Amount paid (₹)' with 'Day paid', or the return's amount and day. */
export function AmountDayForm({ idPrefix, amountLabel, dayLabel, defaultAmount, defaultDay, today, submit, busy, minAmount = 1, maxAmount = DEPOSIT_LIMITS.maxAmount, onSubmit }: AmountDayProps) {
  const [amount, setAmount] = useState(defaultAmount === null ? '' : String(defaultAmount));
  const [day, setDay] = useState(defaultDay);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit({ amount, day });
      }}
    >
      <InputField id={`${idPrefix}-amount`} label={amountLabel} inputMode="numeric" type="number" min={minAmount} max={maxAmount} step={1} required value={amount} onChange={(event) => setAmount(event.target.value)} disabled={busy} />
      <InputField id={`${idPrefix}-day`} label={dayLabel} type="date" max={today} required value={day} onChange={(event) => setDay(event.target.value)} disabled={busy} />
      <SubmitButton pending={busy}>{submit}</SubmitButton>
    </form>
  );
}

/** 'Day the keys came back'. */
export function DayForm({ idPrefix, label, today, submit, busy, onSubmit }: { idPrefix: string; label: string; today: string; submit: string; busy: boolean; onSubmit: (day: string) => Promise<boolean> }) {
  const [day, setDay] = useState(today);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(day);
      }}
    >
      <InputField id={`${idPrefix}-day`} label={label} type="date" max={today} required value={day} onChange={(event) => setDay(event.target.value)} disabled={busy} />
      <SubmitButton pending={busy}>{submit}</SubmitButton>
    </form>
  );
}
