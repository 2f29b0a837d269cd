// The tenancy page's 'Deposit' card (components/tenancies/deposit.tsx): where the deposit stands, its facts and the
// step of the party whose turn it is, in English as the spec words it and in Kannada and Hindi in theirs (amounts
// with their words beside the ₹ figure); the route's answer and refusal read in the page's language.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { depositApi } from '@/components/tenancies/deposit-api';
import { DepositSection } from '@/components/tenancies/deposit';
import { ApiError } from '@/lib/api/client';
import { depositBalances } from '@/lib/tenancies/deposit';
import { depositMessages, type DepositView } from '@/lib/validation/deposits';
import { withCopy } from '@/tests/helpers/copy';

jest.mock('@/components/tenancies/deposit-api', () => ({ depositApi: { read: jest.fn(), confirmPaid: jest.fn(), answer: jest.fn() } }));
const api = depositApi as jest.Mocked<typeof depositApi>;

const paidByOwner: DepositView = {
  tenancyId: 't1',
  viewer: 'tenant',
  agreedAmount: 100_000,
  returnDays: 30,
  open: true,
  state: 'paid_unconfirmed',
  paid: { amount: 100_000, on: '2026-12-01', by: 'owner', confirmedAt: null },
  keys: null,
  returnDueOn: null,
  daysLeft: null,
  returned: null,
  deductions: [],
  balances: depositBalances(100_000, [], null),
  moveOutReport: 'none',
  nextStep: 'The owner recorded the payment. Confirm it if it is right, or record what was paid.',
};
const held: DepositView = { ...paidByOwner, state: 'held', paid: { ...paidByOwner.paid!, confirmedAt: '2026-12-02T10:00:00Z' } };

beforeEach(() => jest.resetAllMocks());

test('in English the card reads as the spec words it, and says the route’s answer', async () => {
  api.read.mockResolvedValue({ deposit: paidByOwner });
  api.confirmPaid.mockResolvedValue({ message: depositMessages.paidConfirmed, deposit: held });
  render(withCopy(<DepositSection tenancyId="t1" party="tenant" status="moving_in" />, ['tenancy']));
  expect(await screen.findByTestId('deposit-state')).toHaveTextContent('Payment waiting for confirmation');
  expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
  expect(screen.getByTestId('deposit-next')).toHaveTextContent(paidByOwner.nextStep);
  expect(screen.getByTestId('deposit-facts')).toHaveTextContent('Agreed₹1,00,000Paid₹1,00,000 on 1 Dec 2026 (recorded by the owner, not yet confirmed)');
  expect(screen.getByLabelText('Amount paid (₹)')).toHaveValue(100_000);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm the payment' }));
  expect(await screen.findByTestId('deposit-message')).toHaveTextContent('You confirmed the payment.');
  expect(screen.getByTestId('deposit-state')).toHaveTextContent('Held by the owner');
  expect(screen.getByText(/^Due back 30 days after the keys are handed back \(from \d{1,2} [A-Z][a-z]{2} \d{4} if that is today\)\.$/)).toBeInTheDocument();
});

test('in Kannada the state, the next step, the facts with amount words and the answer read Kannada', async () => {
  api.read.mockResolvedValue({ deposit: paidByOwner });
  api.confirmPaid.mockResolvedValue({ message: depositMessages.paidConfirmed, deposit: held });
  render(withCopy(<DepositSection tenancyId="t1" party="tenant" status="moving_in" />, ['tenancy'], 'kn'));
  expect(await screen.findByTestId('deposit-state')).toHaveTextContent('ಪಾವತಿ ದೃಢೀಕರಣಕ್ಕಾಗಿ ಕಾಯುತ್ತಿದೆ');
  expect(screen.getByRole('heading', { name: 'ಠೇವಣಿ' })).toBeInTheDocument();
  expect(screen.getByTestId('deposit-next')).toHaveTextContent('ಮಾಲೀಕರು ಪಾವತಿಯನ್ನು ದಾಖಲಿಸಿದ್ದಾರೆ.');
  const facts = screen.getByTestId('deposit-facts');
  expect(within(facts).getByText('ಒಪ್ಪಿದ ಮೊತ್ತ')).toBeInTheDocument();
  expect(facts).toHaveTextContent('ಡಿಸೆಂಬರ್ 1, 2026 ರಂದು ₹1,00,000 (1 ಲಕ್ಷ) (ಮಾಲೀಕರು ದಾಖಲಿಸಿದ್ದು, ಇನ್ನೂ ದೃಢಪಡಿಸಿಲ್ಲ)');
  expect(screen.getByLabelText('ಪಾವತಿಸಿದ ಮೊತ್ತ (₹)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'ಪಾವತಿಯನ್ನು ದೃಢಪಡಿಸಿ' }));
  expect(await screen.findByTestId('deposit-message')).toHaveTextContent('ನೀವು ಪಾವತಿಯನ್ನು ದೃಢಪಡಿಸಿದ್ದೀರಿ.');
  expect(screen.getByTestId('deposit-state')).toHaveTextContent('ಮಾಲೀಕರ ಬಳಿ ಇದೆ');
});

test('in Hindi a refusal of the route and a failed load read Hindi', async () => {
  api.read.mockResolvedValueOnce({ deposit: paidByOwner });
  api.confirmPaid.mockRejectedValue(new ApiError('own_record', depositMessages.ownRecord, 409));
  const { unmount } = render(withCopy(<DepositSection tenancyId="t1" party="tenant" status="moving_in" />, ['tenancy'], 'hi'));
  await userEvent.click(await screen.findByRole('button', { name: 'भुगतान की पुष्टि करें' }));
  expect(await screen.findByTestId('deposit-message')).toHaveTextContent('यह आपने ख़ुद दर्ज किया है: इसकी पुष्टि दूसरा पक्ष करता है।');
  unmount();
  api.read.mockRejectedValueOnce(new ApiError('internal_error', '', 500));
  render(withCopy(<DepositSection tenancyId="t1" party="tenant" status="moving_in" />, ['tenancy'], 'hi'));
  await waitFor(() => expect(screen.getByTestId('deposit-message')).toHaveTextContent('जमा राशि का ब्योरा लोड नहीं हो सका। कृपया फिर से कोशिश करें।'));
});
