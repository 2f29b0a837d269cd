import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/components/auth/login-form';
import { mockApi, person, renderWithAuth, toasts } from './auth-test-utils';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const registered = { '/api/check-user-exists': { body: { userExists: true, user: { email: person.email } } }, '/api/auth/send-code': { body: { sent: true } } };

beforeEach(() => jest.clearAllMocks());

async function toCodeStep(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Email Address'), '  Asha@Example.com ');
  await user.click(screen.getByRole('button', { name: 'Send Login Code' }));
  await screen.findByText('Enter Verification Code');
  return user;
}

describe('LoginForm, e-mail step', () => {
  test('shows the spec texts', () => {
    mockApi({});
    renderWithAuth(<LoginForm onCreateAccount={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Enter your email to receive a secure login code')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send Login Code' })).toBeInTheDocument();
    expect(screen.getByText("We'll send a secure 6-digit code to your email. No spam, ever.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
  });

  test("'Create an account' is optional", () => {
    mockApi({});
    renderWithAuth(<LoginForm />);
    expect(screen.queryByRole('button', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  test('an empty address: Error / Please enter your email address, focus on the field, no call', async () => {
    const calls = mockApi(registered);
    renderWithAuth(<LoginForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Login Code' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('Please enter your email address');
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.last('error')).toEqual(['Error', 'Please enter your email address']);
    expect(calls.filter((call) => call.path !== '/api/auth/me')).toEqual([]);
  });

  test('lower-cases and trims the address, checks the user, sends the code', async () => {
    const calls = mockApi(registered);
    renderWithAuth(<LoginForm />);
    await toCodeStep();
    expect(calls.filter((call) => call.path !== '/api/auth/me')).toEqual([
      { path: '/api/check-user-exists', body: { email: 'asha@example.com' } },
      // returnTo: the page the form is on, where the e-mail's sign-in link brings the person back to.
      { path: '/api/auth/send-code', body: { email: 'asha@example.com', returnTo: '/' } },
    ]);
    expect(toasts.last('success')).toEqual(['OTP Sent', 'Check your email for the verification code']);
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
  });

  test("an unregistered address: 'Account Not Found' and registration opens", async () => {
    mockApi({ '/api/check-user-exists': { body: { userExists: false, user: null } } });
    const onAccountNotFound = jest.fn();
    renderWithAuth(<LoginForm onAccountNotFound={onAccountNotFound} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email Address'), 'New@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login Code' }));
    await waitFor(() => expect(onAccountNotFound).toHaveBeenCalledWith('new@example.com'));
    expect(toasts.last('error')).toEqual(['Account Not Found', 'Please register first to create an account']);
  });

  test('a failed user check shows its message', async () => {
    mockApi({ '/api/check-user-exists': { status: 429, body: { error: { code: 'over_request_rate_limit', message: 'Too many requests. Please try again in a minute.' } } } });
    renderWithAuth(<LoginForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login Code' }));
    await waitFor(() => expect(toasts.last('error')).toEqual(['Error', 'Too many requests. Please try again in a minute.']));
  });

  test('a send failure shows Error with the message', async () => {
    mockApi({
      ...registered,
      '/api/auth/send-code': { status: 429, body: { error: { code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 42 seconds.' } } },
    });
    renderWithAuth(<LoginForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login Code' }));
    await waitFor(() => expect(toasts.last('error')).toEqual(['Error', 'For security purposes, you can only request this after 42 seconds.']));
    expect(screen.queryByText('Enter Verification Code')).not.toBeInTheDocument();
  });
});

describe('LoginForm, code step', () => {
  test("'Verify Code' stays disabled until 6 digits; digits only", async () => {
    mockApi(registered);
    renderWithAuth(<LoginForm />);
    const user = await toCodeStep();
    const code = screen.getByLabelText('6-digit verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    const verify = screen.getByRole('button', { name: 'Verify Code' });
    expect(verify).toBeDisabled();
    await user.type(code, '12a34');
    expect(code).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.type(code, '56');
    expect(verify).toBeEnabled();
  });

  test("'Change email address' returns to the e-mail step", async () => {
    mockApi(registered);
    renderWithAuth(<LoginForm />);
    const user = await toCodeStep();
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  test('a refused code moments after sending reads as mistyped, not expired', async () => {
    mockApi({ ...registered, '/api/auth/verify': { status: 403, body: { error: { code: 'otp_expired', message: 'Token has expired or is invalid' } } } });
    renderWithAuth(<LoginForm />);
    const user = await toCodeStep();
    await user.type(screen.getByLabelText('6-digit verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(toasts.last('error')).toEqual(['Error', 'That code is not right. Check the 6 digits in the email and try again.']));
  });

  test('any other refusal: Error with the server message', async () => {
    mockApi({ ...registered, '/api/auth/verify': { status: 429, body: { error: { code: 'over_request_rate_limit', message: 'Too many attempts. Please wait.' } } } });
    renderWithAuth(<LoginForm />);
    const user = await toCodeStep();
    await user.type(screen.getByLabelText('6-digit verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(toasts.last('error')).toEqual(['Error', 'Too many attempts. Please wait.']));
  });

  test("success: 'Login Successful', back to a cleared e-mail step, host told", async () => {
    const calls = mockApi({ ...registered, '/api/auth/verify': { body: { user: person } } });
    const onSuccess = jest.fn();
    renderWithAuth(<LoginForm onSuccess={onSuccess} />);
    const user = await toCodeStep();
    await user.type(screen.getByLabelText('6-digit verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(person));
    expect(calls.at(-1)).toEqual({ path: '/api/auth/verify', body: { email: 'asha@example.com', token: '654321' } });
    expect(toasts.last('success')).toEqual(['Login Successful', 'Welcome back!']);
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
  });
});
