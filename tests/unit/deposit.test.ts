// The deposit's pure parts (lib/tenancies/deposit.ts): the due day from the hand-over, the days left or late, the
// balances, where it stands, the reminder of a day, and the payloads' schemas.
import { daysUntil, depositBalances, depositNextStep, depositState, dueLine, returnDueDate, type DepositFacts } from '@/lib/tenancies/deposit';
import { deductionAnswerSchema, deductionQuerySchema, depositPaidSchema, depositReturnSchema } from '@/lib/validation/deposits';

const paid = { amount: 150000, on: '2026-01-05', by: 'tenant' as const, confirmedAt: '2026-01-06T10:00:00.000Z' };

test('the return is due the agreed days after the keys came back, across months and years', () => {
  expect(returnDueDate('2026-12-10', 30)).toBe('2027-01-09');
  expect(returnDueDate('2027-02-15', 14)).toBe('2027-03-01');
  expect(returnDueDate('2026-12-10', 0)).toBe('2026-12-10');
});

test('days left, the day itself, and days late', () => {
  expect(daysUntil('2027-01-09', '2027-01-06')).toBe(3);
  expect(dueLine('2027-01-09', '2027-01-06')).toBe('Due in 3 days');
  expect(dueLine('2027-01-09', '2027-01-08')).toBe('Due in 1 day');
  expect(dueLine('2027-01-09', '2027-01-09')).toBe('Due today');
  expect(dueLine('2027-01-09', '2027-01-10')).toBe('1 day late');
  expect(dueLine('2027-01-09', '2027-01-13')).toBe('4 days late');
});

test('the balances: deductions by answer, what should come back, what the owner keeps', () => {
  const lines = [
    { amount: 12000, answer: 'disputed' as const },
    { amount: 3500, answer: 'accepted' as const },
    { amount: 500, answer: null },
  ];
  expect(depositBalances(150000, lines, null)).toEqual({ paid: 150000, deductions: 16000, accepted: 3500, disputed: 12000, unanswered: 500, expectedBack: 134000, returned: null, balance: 150000 });
  expect(depositBalances(150000, lines, 146500).balance).toBe(3500);
  expect(depositBalances(0, [], null)).toMatchObject({ expectedBack: 0, balance: 0 });
});

test('where the deposit stands, step by step, and the next step for each side', () => {
  const facts: DepositFacts = { paid: null, keys: null, returned: null };
  expect(depositState(facts)).toBe('not_recorded');
  expect(depositState({ ...facts, paid: { ...paid, confirmedAt: null } })).toBe('paid_unconfirmed');
  expect(depositState({ ...facts, paid })).toBe('held');
  const keys = { on: '2026-12-10', by: 'owner' as const, confirmedAt: null };
  expect(depositState({ ...facts, paid, keys })).toBe('keys_unconfirmed');
  const confirmedKeys = { ...keys, confirmedAt: '2026-12-10T10:00:00.000Z' };
  expect(depositState({ ...facts, paid, keys: confirmedKeys })).toBe('return_due');
  expect(depositState({ paid, keys: confirmedKeys, returned: { amount: 1, on: '2026-12-20', confirmedAt: null } })).toBe('return_unconfirmed');
  expect(depositState({ paid, keys: confirmedKeys, returned: { amount: 1, on: '2026-12-20', confirmedAt: '2026-12-21T10:00:00.000Z' } })).toBe('returned');
  expect(depositNextStep('paid_unconfirmed', 'tenant', { paid: 'tenant' })).toBe('Waiting for the owner to confirm the payment.');
  expect(depositNextStep('paid_unconfirmed', 'owner', { paid: 'tenant' })).toMatch(/^The tenant recorded the payment/);
  expect(depositNextStep('return_due', 'owner')).toMatch(/photo or invoice/);
});

test('the payloads: amounts as whole rupees (grouped or not), real days, a dispute with its reason', () => {
  expect(depositPaidSchema.parse({ amount: '1,50,000', paid_on: '2026-01-05' })).toEqual({ amount: 150000, paid_on: '2026-01-05' });
  expect(depositPaidSchema.safeParse({ amount: '0', paid_on: '2026-01-05' }).success).toBe(false);
  expect(depositPaidSchema.safeParse({ amount: '100', paid_on: '2026-02-30' }).success).toBe(false);
  expect(depositReturnSchema.parse({ amount: 0, returned_on: '2026-12-20' }).amount).toBe(0);
  expect(deductionQuerySchema.safeParse({ amount: '1200.5', reason: 'Paint' }).success).toBe(false);
  expect(deductionQuerySchema.safeParse({ amount: '1200', reason: ' ' }).success).toBe(false);
  expect(deductionAnswerSchema.safeParse({ answer: 'disputed' }).success).toBe(false);
  expect(deductionAnswerSchema.parse({ answer: 'accepted' })).toEqual({ answer: 'accepted' });
});
