// A tenancy's security deposit (docs/move-in.md "The deposit"): what was paid and when (both confirm), the keys
// handed back (both confirm), the day its return is due, the owner's deductions with the tenant's answer to each,
// and what came back. Pure: the server, the tenancy page and the desk read the same state and words from here.
import { addCalendarDays } from '@/lib/time/india';

export const DEPOSIT_PARTIES = ['tenant', 'owner'] as const;
export type DepositParty = (typeof DEPOSIT_PARTIES)[number];

export const DEDUCTION_ANSWERS = ['accepted', 'disputed'] as const;
export type DeductionAnswer = (typeof DEDUCTION_ANSWERS)[number];

export const DEPOSIT_LIMITS = {
  /** The largest amount a deposit, a deduction or a return may be (rupees): a crore, far past any Bangalore rent. */
  maxAmount: 10_000_000,
  reasonChars: 300,
  disputeChars: 300,
  deductionsPerDeposit: 30,
} as const;

/** The reminders to the owner before a return is recorded: 3 days before the due day, and on it. Each goes once. */
export const DEPOSIT_REMINDERS = ['before_due', 'due'] as const;
export type DepositReminder = (typeof DEPOSIT_REMINDERS)[number];
export const REMINDER_DAYS_BEFORE = 3;

/**
 * Where a deposit stands, in order: nothing recorded; paid but the other party has not confirmed; held (both
 * confirmed the payment); keys handed back but not confirmed; return due (keys confirmed, the return not recorded);
 * the return recorded by the owner but not confirmed by the tenant; returned (both).
 */
export const DEPOSIT_STATES = ['not_recorded', 'paid_unconfirmed', 'held', 'keys_unconfirmed', 'return_due', 'return_unconfirmed', 'returned'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

export interface DepositFacts {
  paid: { amount: number; on: string; by: DepositParty; confirmedAt: string | null } | null;
  keys: { on: string; by: DepositParty; confirmedAt: string | null } | null;
  returned: { amount: number; on: string; confirmedAt: string | null } | null;
}

export function depositState(facts: DepositFacts): DepositState {
  if (!facts.paid) return 'not_recorded';
  if (!facts.paid.confirmedAt) return 'paid_unconfirmed';
  if (!facts.keys) return 'held';
  if (!facts.keys.confirmedAt) return 'keys_unconfirmed';
  if (!facts.returned) return 'return_due';
  if (!facts.returned.confirmedAt) return 'return_unconfirmed';
  return 'returned';
}

/** The day the deposit is due back: the hand-over of the keys plus the agreement's days (clause 5). */
export function returnDueDate(keysHandedBackOn: string, returnDays: number): string {
  return addCalendarDays(keysHandedBackOn, returnDays);
}

/** Whole days from `today` to `due`: positive while days are left, 0 on the day, negative once late. */
export function daysUntil(due: string, today: string): number {
  return Math.round((Date.parse(`${due}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
}

/** 'Due in 3 days', 'Due today', '4 days late'. */
export function dueLine(due: string, today: string): string {
  const days = daysUntil(due, today);
  if (days === 0) return 'Due today';
  if (days > 0) return `Due in ${days} ${days === 1 ? 'day' : 'days'}`;
  return `${-days} ${days === -1 ? 'day' : 'days'} late`;
}

export interface DeductionLine {
  amount: number;
  answer: DeductionAnswer | null;
}

export interface DepositBalances {
  /** The deposit as paid (0 before it was recorded). */
  paid: number;
  deductions: number;
  accepted: number;
  disputed: number;
  /** Lines the tenant has not answered yet. */
  unanswered: number;
  /** What should come back if every deduction stands: paid less all deductions. */
  expectedBack: number;
  /** What came back (null before it was recorded). */
  returned: number | null;
  /** What the owner still holds: paid less what came back (paid while nothing came back). */
  balance: number;
}

export function depositBalances(paid: number, lines: readonly DeductionLine[], returned: number | null): DepositBalances {
  const sum = (filter: (line: DeductionLine) => boolean) => lines.filter(filter).reduce((total, line) => total + line.amount, 0);
  const deductions = sum(() => true);
  return {
    paid,
    deductions,
    accepted: sum((line) => line.answer === 'accepted'),
    disputed: sum((line) => line.answer === 'disputed'),
    unanswered: sum((line) => line.answer === null),
    expectedBack: Math.max(0, paid - deductions),
    returned,
    balance: paid - (returned ?? 0),
  };
}

export const DEPOSIT_STATE_LABELS: Record<DepositState, string> = {
  not_recorded: 'Payment not recorded',
  paid_unconfirmed: 'Payment waiting for confirmation',
  held: 'Held by the owner',
  keys_unconfirmed: 'Keys handed back: waiting for confirmation',
  return_due: 'Return due',
  return_unconfirmed: 'Return recorded: waiting for the tenant',
  returned: 'Returned',
};

/** What the person looking does next, in words. */
export function depositNextStep(state: DepositState, viewer: DepositParty, recordedBy: { paid?: DepositParty; keys?: DepositParty } = {}): string {
  const other = viewer === 'tenant' ? 'owner' : 'tenant';
  switch (state) {
    case 'not_recorded':
      return 'Record the deposit once it is paid: the amount and the day.';
    case 'paid_unconfirmed':
      return recordedBy.paid === viewer ? `Waiting for the ${other} to confirm the payment.` : `The ${other} recorded the payment. Confirm it if it is right, or record what was paid.`;
    case 'held':
      return 'At move-out, record the day the keys are handed back: the return is due the agreed days after it.';
    case 'keys_unconfirmed':
      return recordedBy.keys === viewer ? `Waiting for the ${other} to confirm the day the keys came back.` : `The ${other} recorded the keys handed back. Confirm the day if it is right.`;
    case 'return_due':
      return viewer === 'owner' ? 'Add each deduction with its photo or invoice, then record what you returned.' : 'Answer each deduction; the owner then records what was returned.';
    case 'return_unconfirmed':
      return viewer === 'tenant' ? 'The owner recorded the return. Confirm it once the money reached you.' : 'Waiting for the tenant to confirm the return.';
    case 'returned':
      return 'The deposit is settled: both of you confirmed the return.';
  }
}
