import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CODE_SURELY_ALIVE_MS, emailVerificationMessage, type AuthCopy } from '@/components/auth/auth-toasts';
import { fill } from '@/lib/i18n/fill';
import { messagesFor } from '@/server/i18n/messages';
import { RegistrationForm } from '@/components/auth/registration-form';
import { mockApi, person, renderWithAuth, toasts } from './auth-test-utils';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeAll(() => {
  // Radix Select measures and scrolls; jsdom has neither.
  Element.prototype.scrollIntoView = jest.fn();
  Element.prototype.hasPointerCapture = jest.fn(() => false);
  Element.prototype.releasePointerCapture = jest.fn();
});
beforeEach(() => jest.clearAllMocks());

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Send Verification Code' });
const shownError = () => screen.getAllByRole('alert').map((node) => node.textContent).filter(Boolean);

async function fillDetails(user = userEvent.setup(), values: Partial<Record<'first' | 'last' | 'phone' | 'email', string>> = {}) {
  const { first = 'Asha', last = 'Rao', phone = '98765 43210', email = ' Asha@Example.com' } = values;
  if (first) await user.type(field('First Name*'), first);
  if (last) await user.type(field('Last Name*'), last);
  if (phone) await user.type(field('Phone Number*'), phone);
  if (email) await user.type(field('Email Address*'), email);
  return user;
}

describe("RegistrationForm, 'Create Account'", () => {
  test('shows the spec texts and the country codes, +91 first and default', async () => {
    mockApi({});
    renderWithAuth(<RegistrationForm />);
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    for (const label of ['First Name*', 'Last Name*', 'Phone Number*', 'Email Address*']) expect(field(label)).toBeInTheDocument();
    expect(screen.getByText('By registering, you agree to our Terms of Service and Privacy Policy.')).toBeInTheDocument();
    // There is no Terms of Service page: the spec's note names it, but never as a link to nowhere.
    expect(screen.queryByRole('link', { name: /Terms of Service/ })).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(select).toHaveTextContent('+91');
    await userEvent.setup().click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['+91', '+1', '+44', '+65']);
  });

  test('validates in the spec order, one message at a time, focusing the field', async () => {
    const calls = mockApi({});
    renderWithAuth(<RegistrationForm />);
    const user = userEvent.setup();
    const steps: [string, string, string][] = [
      ['First Name*', 'Asha', 'Please enter your first name'],
      ['Last Name*', 'Rao', 'Please enter your last name'],
      ['Phone Number*', '9876543210', 'Please enter your phone number'],
      ['Email Address*', 'asha', 'Please enter your email address'],
    ];
    for (const [label, value, message] of steps) {
      await user.click(submit());
      await waitFor(() => expect(shownError()).toEqual([message]));
      expect(field(label)).toHaveFocus();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      await user.type(field(label), value);
    }
    await user.click(submit());
    await waitFor(() => expect(shownError()).toEqual(['Please enter a valid email address']));
    expect(field('Email Address*')).toHaveFocus();
    expect(calls.filter((call) => call.path === '/api/dual-auth-register')).toEqual([]);
  });

  test('sends the payload of the spec, e-mail lower-cased and trimmed, and moves to Verify Email', async () => {
    const calls = mockApi({ '/api/dual-auth-register': { status: 201, body: { success: true } } });
    renderWithAuth(<RegistrationForm />);
    const user = await fillDetails();
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Verify Email' });
    expect(calls.find((call) => call.path === '/api/dual-auth-register')?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      countryCode: '+91',
      phone: '9876543210',
      email: 'asha@example.com',
    });
    expect(toasts.last('success')).toEqual(['Registration Successful', 'Check your email for the verification code']);
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a new code' })).toBeInTheDocument();
    expect(screen.getByText(/Check your spam folder/)).toBeInTheDocument();
    // The registration answers before the code is sent (it is queued): the step says so.
    expect(screen.getByText(/The code is on its way to/).textContent).toBe('The code is on its way to asha@example.com. Enter its 6 digits here.');
  });

  test("a refused registration: 'Registration Failed' with the server message", async () => {
    mockApi({ '/api/dual-auth-register': { status: 409, body: { error: { code: 'email_exists', message: 'An account with this email address already exists. Please log in instead.' } } } });
    renderWithAuth(<RegistrationForm defaultEmail="asha@example.com" />);
    const user = await fillDetails(userEvent.setup(), { email: '' });
    await user.click(submit());
    await waitFor(() =>
      expect(toasts.last('error')).toEqual(['Registration Failed', 'An account with this email address already exists. Please log in instead.']),
    );
  });

  test("without a server message: 'Failed to create account. Please try again.'", async () => {
    mockApi({ '/api/dual-auth-register': { status: 500, body: {} } });
    renderWithAuth(<RegistrationForm />);
    const user = await fillDetails();
    await user.click(submit());
    await waitFor(() => expect(toasts.last('error')).toEqual(['Registration Failed', 'Failed to create account. Please try again.']));
  });
});

describe("RegistrationForm, 'Verify Email'", () => {
  async function toVerify(routes: Parameters<typeof mockApi>[0] = {}) {
    const calls = mockApi({ '/api/dual-auth-register': { status: 201, body: { success: true } }, ...routes });
    const onSuccess = jest.fn();
    renderWithAuth(<RegistrationForm onSuccess={onSuccess} />);
    const user = await fillDetails();
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Verify Email' });
    return { user, calls, onSuccess, code: screen.getByLabelText('6-digit verification code') };
  }

  test('a short code: Please enter a valid 6-digit verification code', async () => {
    const { user, code } = await toVerify();
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Please enter a valid 6-digit verification code')).toBeInTheDocument();
  });

  test('otp_expired right after the code was sent reads as a mistyped code under Email Verification Failed', async () => {
    const { user, code } = await toVerify({ '/api/auth/verify': { status: 403, body: { error: { code: 'otp_expired', message: 'Token has expired or is invalid' } } } });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(toasts.last('error')).toEqual(['Email Verification Failed', 'That code is not right. Check the 6 digits in the email and try again.']));
  });

  // The auth messages as the English scope hands them to the forms.
  const english: AuthCopy = (key, values) => fill(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messagesFor('en').auth) as string, values);

  test('otp_expired for a code sent long ago is the spec message', () => {
    const cause = { code: 'otp_expired', message: 'Token has expired or is invalid' };
    const sentAt = Date.now() - CODE_SURELY_ALIVE_MS - 1000;
    expect(emailVerificationMessage(cause, english, sentAt)).toBe('The verification code has expired. Please request a new one.');
    expect(emailVerificationMessage(cause, english)).toBe('The verification code has expired. Please request a new one.');
    expect(emailVerificationMessage(cause, english, Date.now())).toBe('That code is not right. Check the 6 digits in the email and try again.');
  });

  test("'Token has expired or is invalid' without a code maps to its own message", () => {
    expect(emailVerificationMessage({ code: 'request_failed', message: 'Token has expired or is invalid' }, english)).toBe(
      'The verification code has expired or is invalid. Please request a new one.',
    );
  });

  test("'Request a new code': 'Code Resent', or 'Too many emails sent...' on over_email_send_rate_limit", async () => {
    const { user, calls } = await toVerify({ '/api/auth/send-code': { body: { sent: true } } });
    await user.click(screen.getByRole('button', { name: 'Request a new code' }));
    await waitFor(() => expect(toasts.last('success')).toEqual(['Code Resent', 'Check your email for the verification code']));
    expect(calls.at(-1)).toEqual({ path: '/api/auth/send-code', body: { email: 'asha@example.com' } });

    mockApi({ '/api/auth/send-code': { status: 429, body: { error: { code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 50 seconds.' } } } });
    await user.click(screen.getByRole('button', { name: 'Request a new code' }));
    await waitFor(() =>
      expect(toasts.last('error')).toEqual(['Failed to Resend Code', 'Too many emails sent. Please wait a few minutes before requesting another code.']),
    );
  });

  test("'Back to Details' keeps what was typed", async () => {
    const { user } = await toVerify();
    await user.click(screen.getByRole('button', { name: 'Back to Details' }));
    expect(field('First Name*')).toHaveValue('Asha');
  });

  test('success: Email Verified Successfully, the form resets and the host is told', async () => {
    const { user, code, onSuccess } = await toVerify({ '/api/auth/verify': { body: { user: person } } });
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(person));
    expect(toasts.last('success')?.[0]).toBe('Email Verified Successfully');
    expect(field('First Name*')).toHaveValue('');
  });
});
