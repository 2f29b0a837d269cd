// A tenancy's deposit (docs/move-in.md "The deposit"): one schema per payload, shared by the tenancy page's forms and
// the routes under app/api/tenancies/[tenancyId]/deposit/, and the answers' types.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import { DEDUCTION_ANSWERS, DEPOSIT_LIMITS, type DeductionAnswer, type DepositBalances, type DepositParty, type DepositState } from '@/lib/tenancies/deposit';
import { isCalendarDate } from '@/lib/time/india';
import { integer } from './import-fields';

export const depositMessages = {
  notOpen: 'The deposit is recorded once you both agree to the rent agreement.',
  notRecorded: 'The deposit’s payment has not been recorded yet.',
  paidSettled: 'Both of you confirmed the payment, so it can no longer change.',
  ownRecord: 'You recorded this yourself: the other party confirms it.',
  nothingToConfirm: 'There is nothing of the other party’s to confirm yet.',
  notHeld: 'Confirm the payment first: the keys come after it.',
  keysSettled: 'Both of you confirmed the day the keys came back, so it can no longer change.',
  keysFirst: 'Deductions and the return come once both of you confirmed the keys were handed back.',
  returnLocked: 'The return is recorded, so the deductions can no longer change.',
  returnSettled: 'The tenant confirmed the return, so it can no longer change.',
  ownerOnly: 'Only the owner does this.',
  tenantOnly: 'Only the tenant does this.',
  overDeposit: 'The deductions together cannot be more than the deposit.',
  tooManyDeductions: `A deposit can have at most ${DEPOSIT_LIMITS.deductionsPerDeposit} deductions.`,
  returnOverDeposit: 'The amount returned cannot be more than the deposit.',
  noReturn: 'The owner has not recorded the return yet.',
  future: 'This day is still to come. Record it once it has happened.',
  noDeduction: 'This deduction is not on the deposit.',
  paidRecorded: 'Saved. The other party confirms it.',
  paidConfirmed: 'You confirmed the payment.',
  keysRecorded: 'Saved. The other party confirms the day.',
  keysConfirmed: 'You confirmed the day the keys came back.',
  deductionAdded: 'Deduction added. The tenant accepts or disputes it.',
  deductionRemoved: 'Deduction removed.',
  accepted: 'You accepted this deduction.',
  disputed: 'You disputed this deduction. The owner and the GHomes team see your reason.',
  returnSaved: 'Saved. The tenant confirms it once the money arrives.',
  returnConfirmed: 'You confirmed the return. The deposit is settled.',
} as const;

const tenancyId = z.string().refine(isUuid, 'Not found');
export const depositParamsSchema = z.object({ tenancyId });
export const deductionParamsSchema = z.object({ tenancyId, deductionId: z.string().refine(isUuid, 'Not found') });

const day = (label: string) =>
  z
    .string({ error: `Choose the day ${label}.` })
    .trim()
    .refine(isCalendarDate, `Choose the day ${label}.`);
// Required, so never null (the shared parser's type allows null for its optional form).
const amount = (label: string, min: number) => integer({ min, max: DEPOSIT_LIMITS.maxAmount, required: true, label }).pipe(z.number());

export const depositPaidSchema = z.object({ amount: amount('The amount paid', 1), paid_on: day('it was paid') }).strict();
export type DepositPaidValues = z.input<typeof depositPaidSchema>;

export const depositActionSchema = z.object({}).strict();

export const keysReturnedSchema = z.object({ returned_on: day('the keys came back') }).strict();
export type KeysReturnedValues = z.input<typeof keysReturnedSchema>;

/** A deduction's amount and reason travel in the query string; its evidence (the photo or invoice) is the body. */
export const deductionQuerySchema = z
  .object({
    amount: amount('The amount', 1),
    reason: z
      .string({ error: 'Write what the deduction is for.' })
      .trim()
      .min(1, 'Write what the deduction is for.')
      .max(DEPOSIT_LIMITS.reasonChars, `At most ${DEPOSIT_LIMITS.reasonChars} characters`),
  })
  .strict();
export type DeductionValues = z.input<typeof deductionQuerySchema>;

export const deductionAnswerSchema = z
  .object({
    answer: z.enum(DEDUCTION_ANSWERS, { error: 'Accept or dispute the deduction.' }),
    reason: z.string().trim().max(DEPOSIT_LIMITS.disputeChars, `At most ${DEPOSIT_LIMITS.disputeChars} characters`).optional(),
  })
  .strict()
  .refine((value) => value.answer !== 'disputed' || Boolean(value.reason), { message: 'Say briefly why you dispute it.', path: ['reason'] });
export type DeductionAnswerValues = z.input<typeof deductionAnswerSchema>;

export const depositReturnSchema = z.object({ amount: amount('The amount returned', 0), returned_on: day('it was returned') }).strict();
export type DepositReturnValues = z.input<typeof depositReturnSchema>;

export interface DeductionView {
  id: string;
  amount: number;
  reason: string;
  /** The parties' route that serves the evidence (never a public URL). */
  evidenceUrl: string;
  evidenceType: 'image/webp' | 'application/pdf';
  evidenceSha256: string;
  answer: DeductionAnswer | null;
  answerReason: string | null;
  answeredAt: string | null;
  createdAt: string;
}

/** The deposit as its parties see it. */
export interface DepositView {
  tenancyId: string;
  viewer: DepositParty;
  /** The agreed deposit (the tenancy's terms) and the agreed days to return it. */
  agreedAmount: number;
  returnDays: number;
  /** The tenancy is moving in: the deposit can be recorded. */
  open: boolean;
  state: DepositState;
  paid: { amount: number; on: string; by: DepositParty; confirmedAt: string | null } | null;
  keys: { on: string; by: DepositParty; confirmedAt: string | null } | null;
  returnDueOn: string | null;
  /** Days to the due day (negative once late); null without a due day or once the return is recorded. */
  daysLeft: number | null;
  returned: { amount: number; on: string; confirmedAt: string | null } | null;
  deductions: DeductionView[];
  balances: DepositBalances;
  /** The move-out condition report's state, which the deductions lean on. */
  moveOutReport: 'none' | 'draft' | 'sent' | 'locked';
  nextStep: string;
}

export interface DepositAnswer {
  message?: string;
  deposit: DepositView;
}
