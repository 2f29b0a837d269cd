// /auth/confirm's card in the page's language: the address stays in its own span, the link to a new code keeps
// the page's language prefix.
import { render, screen } from '@testing-library/react';
import { ConfirmSignIn } from '@/components/auth/confirm-sign-in';
import { withCopy } from '../helpers/copy';

test('English is the spec text', () => {
  render(withCopy(<ConfirmSignIn token="t" maskedEmail="ka***@example.com" returnTo="/profile" initialState="ready" minutes={10} />, ['auth']));
  expect(screen.getByRole('heading', { name: 'Sign in as ka***@example.com' })).toBeTruthy();
  expect(screen.getByText("Tap the button to sign in on this device. If you didn't ask to sign in, close this page: nothing happens.")).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
});

test('in Hindi, and a used link offers a new code on the Hindi profile page', () => {
  const { unmount } = render(withCopy(<ConfirmSignIn token="t" maskedEmail="ka***@example.com" returnTo="/profile" initialState="ready" minutes={10} />, ['auth'], 'hi'));
  expect(screen.getByRole('heading', { name: 'ka***@example.com के रूप में साइन इन करें' })).toBeTruthy();
  unmount();
  render(withCopy(<ConfirmSignIn token="t" returnTo="/profile" initialState="invalid" minutes={10} />, ['auth'], 'hi'));
  expect(screen.getByRole('heading', { name: 'यह साइन इन लिंक अब काम नहीं करता' })).toBeTruthy();
  expect(screen.getByText(/हर लिंक 10 मिनट तक/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'नया कोड मँगाएँ' })).toHaveAttribute('href', '/hi/profile?auth=login');
});
