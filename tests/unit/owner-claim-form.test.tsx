// 'Prove your number' in the browser: the code on WhatsApp as before, or by e-mail instead (the server's words shown
// as they come, the code typed checked as the e-mail one).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ownerAccountApi } from '@/components/owners/account/owner-account-api';
import { OwnerClaimForm } from '@/components/owners/account/owner-claim-form';
import { ownerAccountMessages } from '@/lib/validation/owner-account';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }), usePathname: () => '/owner/homes', useSearchParams: () => new URLSearchParams() }));
jest.mock('@/components/owners/account/owner-account-api', () => ({ ownerAccountApi: { sendCode: jest.fn(), verify: jest.fn() } }));
const api = ownerAccountApi as jest.Mocked<typeof ownerAccountApi>;

beforeEach(() => {
  jest.clearAllMocks();
});

test("the code by e-mail instead: the server's words, the e-mail code's label, and the code typed checked as the e-mail one", async () => {
  const user = userEvent.setup();
  api.sendCode.mockImplementation(async (values) => ({
    message: values.via === 'email' ? ownerAccountMessages.emailCodeMaybeSent('9876543210') : ownerAccountMessages.codeSent('9876543210'),
    retryAfterSeconds: 60,
  }));
  api.verify.mockResolvedValue({ message: ownerAccountMessages.claimed, created: false });
  render(<OwnerClaimForm />);
  await user.type(screen.getByLabelText('Mobile number (+91)'), '98765 43210');
  await user.click(screen.getByRole('button', { name: 'Send the code by e-mail instead' }));
  expect(api.sendCode).toHaveBeenCalledWith({ phone: '98765 43210', via: 'email' });
  expect(await screen.findByTestId('owner-claim-sent')).toHaveTextContent('If we have an e-mail address for +91 9876543210, a 6-digit code is on its way there.');

  await user.type(screen.getByLabelText('E-mail code'), '482913');
  await waitFor(() => expect(api.verify).toHaveBeenCalledWith({ phone: '98765 43210', otp: '482913', via: 'email' }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());

  // Back to WhatsApp from the code step: the WhatsApp words and label, and no `via`.
  await user.click(screen.getByRole('button', { name: 'Send the code on WhatsApp instead' }));
  expect(api.sendCode).toHaveBeenLastCalledWith({ phone: '98765 43210' });
  expect(await screen.findByLabelText('WhatsApp code')).toBeInTheDocument();
  expect(screen.getByTestId('owner-claim-sent')).toHaveTextContent('We sent a 6-digit code to +91 9876543210 on WhatsApp.');
});
