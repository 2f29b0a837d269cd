// The festival lead form (spec discovery-and-login.md 4, 5, 7, 8): the steps, every toast word for word, and
// when it calls the festival-otp fallback.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadForm } from '@/components/leads/lead-form';
import { mockApi, toasts, type Routes } from './auth-test-utils';

// User-event typing on a busy 2-core machine takes seconds per test.
jest.setTimeout(30_000);
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const campaign = { slug: 'ganesha', welcomeMessage: 'Thanks for joining us this Ganesh Chaturthi!' };
const sent = { body: { success: true, message: 'OTP sent to +91 9876543210 via WhatsApp', retryAfterSeconds: 60 } };
const verified = (newLead = true) => ({ body: { success: true, message: 'Your details have been submitted successfully!', newLead } });

beforeEach(() => jest.clearAllMocks());

function renderForm(onDone = jest.fn()) {
  render(<LeadForm campaign={campaign} onDone={onDone} />);
  return { onDone, user: userEvent.setup() };
}

async function toCodeStep(routes: Routes = { '/api/send-whatsapp-otp': sent }) {
  const calls = mockApi(routes);
  const rendered = renderForm();
  const { user } = rendered;
  await user.click(screen.getByRole('radio', { name: /Property Owner/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Rent out my property' }));
  await user.click(screen.getByRole('checkbox', { name: 'Get my property managed' }));
  await user.type(screen.getByLabelText('WhatsApp number'), '98765 43210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('heading', { name: 'Enter OTP' });
  return { ...rendered, calls };
}

test('the phone form appears only after a role, and for owners after an interest', async () => {
  mockApi({});
  const { user } = renderForm();
  expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Tenant', 'Buyer', 'Property Owner']);
  expect(screen.queryByLabelText('WhatsApp number')).not.toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: /Property Owner/ }));
  expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['rent', 'sell', 'manage', 'know', 'callback']);
  expect(screen.queryByLabelText('WhatsApp number')).not.toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Request a callback' }));
  expect(screen.getByLabelText('WhatsApp number')).toHaveAttribute('inputmode', 'numeric');
  expect(screen.getByText('+91')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: /Tenant/ }));
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.getByLabelText('WhatsApp number')).toBeInTheDocument();
});

test("an empty number: 'Missing Information' / 'Please fill in all required fields.', no call", async () => {
  const calls = mockApi({});
  const { user } = renderForm();
  await user.click(screen.getByRole('radio', { name: /Buyer/ }));
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(toasts.last('error')).toEqual(['Missing Information', 'Please fill in all required fields.']);
  expect(calls).toEqual([]);
});

test('a short number is refused before any call', async () => {
  const calls = mockApi({});
  const { user } = renderForm();
  await user.click(screen.getByRole('radio', { name: /Tenant/ }));
  await user.type(screen.getByLabelText('WhatsApp number'), '98765');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(toasts.last('error')).toEqual(['Invalid Phone Number', 'Please enter a valid 10-digit Indian mobile number.']);
  expect(calls).toEqual([]);
});

test("Send OTP: the spec's body, 'OTP Sent' toast, then the 6-slot code step", async () => {
  const { calls } = await toCodeStep();
  expect(calls).toEqual([{ path: '/api/send-whatsapp-otp', body: { phone: '9876543210', phoneNumber: '+919876543210', countryCode: '+91' } }]);
  expect(toasts.last('success')).toEqual(['OTP Sent', 'OTP sent to +91 9876543210 via WhatsApp']);
  expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '6-digit OTP' })).toHaveAttribute('maxlength', '6');
  expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
});

test("a send the server refuses shows its message under 'Error', and stays on the phone step", async () => {
  const calls = mockApi({ '/api/send-whatsapp-otp': { status: 429, body: { success: false, message: 'Please wait 42 seconds before requesting another OTP.' } } });
  const { user } = renderForm();
  await user.click(screen.getByRole('radio', { name: /Tenant/ }));
  await user.type(screen.getByLabelText('WhatsApp number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() => expect(toasts.last('error')).toEqual(['Error', 'Please wait 42 seconds before requesting another OTP.']));
  // An answered refusal is final: no fallback call.
  expect(calls.map((call) => call.path)).toEqual(['/api/send-whatsapp-otp']);
  expect(screen.getByLabelText('WhatsApp number')).toBeInTheDocument();
});

test('a send that fails outright goes to festival-otp; when that fails too: Error / Failed to send OTP. Please try again.', async () => {
  const calls = mockApi({
    '/api/send-whatsapp-otp': () => {
      throw new TypeError('Failed to fetch');
    },
    '/api/festival-otp': { status: 502, body: {} },
  });
  const { user } = renderForm();
  await user.click(screen.getByRole('radio', { name: /Buyer/ }));
  await user.type(screen.getByLabelText('WhatsApp number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() => expect(toasts.last('error')).toEqual(['Error', 'Failed to send OTP. Please try again.']));
  expect(calls).toEqual([
    { path: '/api/send-whatsapp-otp', body: { phone: '9876543210', phoneNumber: '+919876543210', countryCode: '+91' } },
    { path: '/api/festival-otp', body: { action: 'send-otp', phoneNumber: '+919876543210' } },
  ]);
});

test('the fallback answering is as good as the route answering', async () => {
  const { calls } = await toCodeStep({ '/api/send-whatsapp-otp': { status: 503, body: {} }, '/api/festival-otp': sent });
  expect(calls.map((call) => call.path)).toEqual(['/api/send-whatsapp-otp', '/api/festival-otp']);
  expect(toasts.last('success')).toEqual(['OTP Sent', 'OTP sent to +91 9876543210 via WhatsApp']);
});

test("Verify with fewer than 6 digits: 'Invalid OTP' / 'Please enter a 6-digit OTP.', no call", async () => {
  const { user, calls } = await toCodeStep();
  await user.type(screen.getByRole('textbox', { name: '6-digit OTP' }), '12a3');
  expect(screen.getByRole('textbox', { name: '6-digit OTP' })).toHaveValue('123');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(toasts.last('error')).toEqual(['Invalid OTP', 'Please enter a 6-digit OTP.']);
  expect(calls).toHaveLength(1);
});

test("a first verified lead: the spec's verify body, 'Welcome!' with the campaign's thanks, what happens next, Done", async () => {
  const { user, calls, onDone } = await toCodeStep({ '/api/send-whatsapp-otp': sent, '/api/verify-whatsapp-otp': verified(true) });
  await user.type(screen.getByRole('textbox', { name: '6-digit OTP' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(calls.at(-1)).toEqual({
    path: '/api/verify-whatsapp-otp',
    body: { phone: '9876543210', phoneNumber: '+919876543210', otp: '123456', role: 'Property Owner', ownerInterests: ['rent', 'manage'], campaign: 'ganesha' },
  });
  expect(toasts.last('success')).toEqual(['Welcome!', 'Thanks for joining us this Ganesh Chaturthi!']);
});

test("a number that had joined before: 'Success!' / 'Your details have been submitted successfully!'", async () => {
  const { user, onDone } = await toCodeStep({ '/api/send-whatsapp-otp': sent, '/api/verify-whatsapp-otp': verified(false) });
  await user.type(screen.getByRole('textbox', { name: '6-digit OTP' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await user.click(await screen.findByRole('button', { name: 'Done' }));
  expect(onDone).toHaveBeenCalled();
  expect(toasts.last('success')).toEqual(['Success!', 'Your details have been submitted successfully!']);
});

test("a wrong code: 'Verification Failed' with the server's message, the field cleared, no fallback", async () => {
  const refused = { status: 400, body: { success: false, message: 'The OTP is incorrect or has expired.' } };
  const { user, calls, onDone } = await toCodeStep({ '/api/send-whatsapp-otp': sent, '/api/verify-whatsapp-otp': refused });
  await user.type(screen.getByRole('textbox', { name: '6-digit OTP' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(toasts.last('error')).toEqual(['Verification Failed', 'The OTP is incorrect or has expired.']));
  expect(screen.getByRole('textbox', { name: '6-digit OTP' })).toHaveValue('');
  expect(calls.filter((call) => call.path === '/api/festival-otp')).toEqual([]);
  expect(onDone).not.toHaveBeenCalled();
});

test("a refusal without a message: 'Invalid OTP. Please try again.'", async () => {
  const { user } = await toCodeStep({ '/api/send-whatsapp-otp': sent, '/api/verify-whatsapp-otp': { status: 400, body: { success: false } } });
  await user.type(screen.getByRole('textbox', { name: '6-digit OTP' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(toasts.last('error')).toEqual(['Verification Failed', 'Invalid OTP. Please try again.']));
});

test("verify unreachable on both routes: 'Error' / 'Failed to verify OTP. Please try again.'", async () => {
  const down = { status: 500, body: {} };
  const { user, calls } = await toCodeStep({ '/api/send-whatsapp-otp': sent, '/api/verify-whatsapp-otp': down, '/api/festival-otp': down });
  await user.type(screen.getByRole('textbox', { name: '6-digit OTP' }), '654321');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(toasts.last('error')).toEqual(['Error', 'Failed to verify OTP. Please try again.']));
  expect(calls.at(-1)).toEqual({
    path: '/api/festival-otp',
    body: { action: 'verify-otp', phoneNumber: '+919876543210', otp: '654321', role: 'Property Owner', ownerInterests: ['rent', 'manage'], campaign: 'ganesha' },
  });
});

describe('Resend', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  async function resendReady(routes: Routes) {
    const rendered = await toCodeStep(routes);
    await rendered.user.type(screen.getByRole('textbox', { name: '6-digit OTP' }), '1234');
    // The countdown's ticks are state updates: run them inside act so React applies them before the next look.
    act(() => jest.advanceTimersByTime(61_000));
    const resend = await screen.findByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();
    return { ...rendered, resend };
  }

  test("clears the code field, 'OTP Resent' / 'A new OTP has been sent to your WhatsApp.'", async () => {
    const { user, resend, calls } = await resendReady({ '/api/send-whatsapp-otp': sent });
    await user.click(resend);
    await waitFor(() => expect(toasts.last('success')).toEqual(['OTP Resent', 'A new OTP has been sent to your WhatsApp.']));
    expect(screen.getByRole('textbox', { name: '6-digit OTP' })).toHaveValue('');
    expect(calls.map((call) => call.path)).toEqual(['/api/send-whatsapp-otp', '/api/send-whatsapp-otp']);
  });

  test("refused: 'Failed to resend' with the server's message, or 'Could not resend OTP. Please try again.'", async () => {
    let replies = 0;
    const { user, resend } = await resendReady({
      '/api/send-whatsapp-otp': () => (++replies === 1 ? sent : { status: 429, body: { success: false, message: '' } }),
    });
    await user.click(resend);
    await waitFor(() => expect(toasts.last('error')).toEqual(['Failed to resend', 'Could not resend OTP. Please try again.']));
  });

  test("unreachable: 'Error' / 'Failed to resend OTP. Please try again.'", async () => {
    let replies = 0;
    const { user, resend } = await resendReady({
      '/api/send-whatsapp-otp': () => (++replies === 1 ? sent : { status: 500, body: {} }),
      '/api/festival-otp': { status: 500, body: {} },
    });
    await user.click(resend);
    await waitFor(() => expect(toasts.last('error')).toEqual(['Error', 'Failed to resend OTP. Please try again.']));
  });
});

test('Back returns to the phone step with the details kept', async () => {
  const { user } = await toCodeStep();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByLabelText('WhatsApp number')).toHaveValue('9876543210');
  expect(screen.getByRole('radio', { name: /Property Owner/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Rent out my property' })).toBeChecked();
});
