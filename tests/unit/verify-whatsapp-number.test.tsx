import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { VerifyWhatsAppNumber } from '@/components/profile/verify-whatsapp-number';
import { withCopy } from '@/tests/helpers/copy';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
const { toast } = jest.requireMock('sonner') as { toast: Record<'success' | 'error', jest.Mock> };

const calls: { path: string; body: unknown }[] = [];
function answer(status: number, body: unknown): Response {
  return { ok: status < 300, status, json: async () => body } as Response;
}

beforeEach(() => {
  calls.length = 0;
  refresh.mockClear();
  toast.success.mockClear();
  toast.error.mockClear();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
    if (path === '/api/profile/whatsapp-number') return answer(200, { success: true, message: 'OTP sent to +91 9876543210 via WhatsApp' });
    const { otp } = calls.at(-1)!.body as { otp: string };
    return otp === '123456'
      ? answer(200, { success: true, message: 'Your WhatsApp number is verified.' })
      : answer(400, { error: { code: 'invalid_otp', message: 'The OTP is incorrect or has expired.' } });
  }) as unknown as typeof fetch;
});

test('a verified number says so, with nothing to do', () => {
  render(withCopy(<VerifyWhatsAppNumber verified phone="+91 98765 43210" />, ['account']));
  expect(screen.getByTestId('whatsapp-state')).toHaveTextContent('WhatsApp number verified: confirmations come by WhatsApp and e-mail.');
  expect(screen.queryByRole('button')).toBeNull();
});

test('unverified: e-mail only until verified; a code is sent, a wrong one is refused, the right one verifies', async () => {
  render(withCopy(<VerifyWhatsAppNumber verified={false} phone="+91 98765 43210" />, ['account']));
  expect(screen.getByTestId('whatsapp-state')).toHaveTextContent('We send confirmations by e-mail only until you verify your WhatsApp number.');
  fireEvent.click(screen.getByRole('button', { name: 'Verify WhatsApp number' }));
  await screen.findByRole('button', { name: 'Verify' });
  // The number as the profile shows it, not the server's unformatted one.
  expect(toast.success).toHaveBeenCalledWith('OTP Sent', { description: 'OTP sent to +91 98765 43210 via WhatsApp' });

  const input = screen.getByRole('textbox', { name: 'WhatsApp verification code' });
  await act(async () => {
    fireEvent.change(input, { target: { value: '000000' } });
  });
  // A mistyped code reads as in the login flow.
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'That code is not right. Check the 6 digits in the WhatsApp message and try again.' }));
  expect(refresh).not.toHaveBeenCalled();

  await act(async () => {
    fireEvent.change(input, { target: { value: '123456' } });
  });
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(toast.success).toHaveBeenLastCalledWith('Verified', { description: 'Your WhatsApp number is verified.' });
  expect(calls.map((call) => call.path)).toEqual(['/api/profile/whatsapp-number', '/api/profile/whatsapp-number/verify', '/api/profile/whatsapp-number/verify']);
});

test('in Hindi the state, the button and the code step read in Hindi', async () => {
  render(withCopy(<VerifyWhatsAppNumber verified={false} phone="+91 98765 43210" />, ['account'], 'hi'));
  expect(screen.getByTestId('whatsapp-state')).toHaveTextContent('जब तक आप अपना WhatsApp नंबर सत्यापित नहीं करते');
  fireEvent.click(screen.getByRole('button', { name: 'WhatsApp नंबर सत्यापित करें' }));
  await screen.findByRole('button', { name: 'सत्यापित करें' });
  expect(screen.getByTestId('whatsapp-code-sent-to')).toHaveTextContent('WhatsApp से +91 98765 43210 पर भेजा गया 6 अंकों का कोड डालें।');
});
