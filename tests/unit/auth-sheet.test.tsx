import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AuthDialogsProvider } from '@/components/auth/auth-dialogs';
import { AuthSheet } from '@/components/auth/auth-sheet';
import { LOGIN_REASONS, useLoginTrigger, type LoginReason } from '@/components/layout/login-trigger';
import { WelcomeBackSheet } from '@/components/visits/welcome-back-sheet';
import { mockApi, renderWithAuth } from './auth-test-utils';
import { installDrawerShims } from '../helpers/drawer-in-jsdom';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeAll(installDrawerShims);

/** The sheet as the auth dialogs host it: mounted once, opened and closed through `open`. */
function Host({ view }: { view: 'login' | 'register' }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open sheet
      </button>
      <AuthSheet open={open} view={view} onOpenChange={setOpen} onViewChange={() => undefined} onSuccess={() => undefined} />
      <button type="button" onClick={() => setOpen(false)}>
        Close sheet
      </button>
    </>
  );
}

test('the e-mail typed into the login panel is still there when the sheet is closed (back, X) and opened again', async () => {
  mockApi({});
  const user = userEvent.setup();
  renderWithAuth(<Host view="login" />);
  await user.type(await screen.findByLabelText('Email Address'), 'asha@example.com');

  await act(async () => screen.getByRole('button', { name: 'Close sheet', hidden: true }).click());
  await waitFor(() => expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument());
  await act(async () => screen.getByRole('button', { name: 'Open sheet', hidden: true }).click());

  expect(await screen.findByLabelText('Email Address')).toHaveValue('asha@example.com');
});

test('registration starts over when the sheet is opened again (spec: closing resets everything)', async () => {
  mockApi({});
  const user = userEvent.setup();
  renderWithAuth(<Host view="register" />);
  await user.type(await screen.findByLabelText(/First Name/), 'Asha');

  await act(async () => screen.getByRole('button', { name: 'Close sheet', hidden: true }).click());
  await waitFor(() => expect(screen.queryByLabelText(/First Name/)).not.toBeInTheDocument());
  await act(async () => screen.getByRole('button', { name: 'Open sheet', hidden: true }).click());

  expect(await screen.findByLabelText(/First Name/)).toHaveValue('');
});

describe('what the sheet is for, from the control that opened it', () => {
  /** The site-wide sheet opened as a control opens it: through the login trigger, with its reason. */
  function Opener({ reason }: { reason?: LoginReason }) {
    const { openLogin } = useLoginTrigger();
    return (
      <button type="button" onClick={() => openLogin(undefined, reason)}>
        Needs a login
      </button>
    );
  }
  const renderOpener = (reason?: LoginReason) =>
    renderWithAuth(
      <AuthDialogsProvider>
        <Opener reason={reason} />
      </AuthDialogsProvider>,
    );

  test.each([
    ['Set Alerts', LOGIN_REASONS.alerts, 'Log in to get new homes in this society by e-mail.', 'Create an account to get new homes in this society by e-mail.'],
    ["the brochure's Download", LOGIN_REASONS.brochure, "Log in to download this society's brochure.", "Create an account to download this society's brochure."],
    ['the heart', LOGIN_REASONS.shortlist, 'Log in to shortlist this home.', 'Create an account to shortlist this home.'],
  ])('%s: the login says it, and so does the registration its Create an account leads to', async (_control, reason, login, register) => {
    mockApi({});
    const user = userEvent.setup();
    renderOpener(reason);
    await user.click(screen.getByRole('button', { name: 'Needs a login' }));
    expect(await screen.findByTestId('login-reason')).toHaveTextContent(login);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByTestId('login-reason')).toHaveTextContent(register);
  });

  test("in Kannada: the heart's and 'Save search''s lines read Kannada, on the login and on the registration", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithAuth(
      <AuthDialogsProvider>
        <Opener reason={LOGIN_REASONS.shortlist} />
      </AuthDialogsProvider>,
      'kn',
    );
    await user.click(screen.getByRole('button', { name: 'Needs a login' }));
    expect(await screen.findByTestId('login-reason')).toHaveTextContent(/^ಈ ಮನೆಯನ್ನು ಆಯ್ಕೆ ಪಟ್ಟಿಗೆ ಸೇರಿಸಲು ಲಾಗಿನ್ ಆಗಿ\.$/);
    await user.click(screen.getByRole('button', { name: 'ಖಾತೆ ತೆರೆಯಿರಿ' }));
    await waitFor(() => expect(screen.getByTestId('login-reason')).toHaveTextContent(/^ಈ ಮನೆಯನ್ನು ಆಯ್ಕೆ ಪಟ್ಟಿಗೆ ಸೇರಿಸಲು ಖಾತೆ ತೆರೆಯಿರಿ\.$/));
  });

  test("the header's Log in (no reason) says nothing more than the form", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderOpener();
    await user.click(screen.getByRole('button', { name: 'Needs a login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByTestId('login-reason')).toBeNull();
  });
});

test("the properties page's 'Welcome Back' says what it is for, on the login and on the registration it leads to", async () => {
  mockApi({});
  const user = userEvent.setup();
  renderWithAuth(<WelcomeBackSheet open reason={LOGIN_REASONS.alerts} onOpenChange={() => undefined} onSuccess={() => undefined} />);
  expect(await screen.findByTestId('login-reason')).toHaveTextContent('Log in to get new homes in this society by e-mail.');
  await user.click(screen.getByRole('button', { name: 'Create an account' }));
  expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  expect(screen.getByTestId('login-reason')).toHaveTextContent('Create an account to get new homes in this society by e-mail.');
});

test("in Hindi, 'Welcome Back' for 'Save search' says it in Hindi", async () => {
  mockApi({});
  renderWithAuth(<WelcomeBackSheet open reason={LOGIN_REASONS.saveSearch} onOpenChange={() => undefined} onSuccess={() => undefined} />, 'hi');
  expect(await screen.findByTestId('login-reason')).toHaveTextContent(/^इस खोज को सेव करने के लिए लॉग इन करें।$/);
});
