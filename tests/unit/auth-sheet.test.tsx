import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AuthSheet } from '@/components/auth/auth-sheet';
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
