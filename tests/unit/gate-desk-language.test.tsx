// The security desk in the guard's language: its labels, and the server's refusals (written in English for the
// desk) read in Kannada or Hindi, while an English desk shows them word for word as the server sent them.
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));

import { render, screen } from '@testing-library/react';
import { DeskPinForm } from '@/components/gate/gate-desk-pin-form';
import { deskFailureMessage } from '@/components/gate/gate-desk-api';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api/client';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { passNotYetValidMessage, PASS_REFUSALS } from '@/lib/visits/gate-pass';
import { messagesFor } from '@/server/i18n/messages';
import { withCopy } from '@/tests/helpers/copy';

function gateCopy(locale: Locale) {
  const gate = messagesFor(locale).gate as unknown as Record<string, Record<string, string>>;
  return (key: string, values?: Record<string, string | number>) => {
    const [group, name] = key.split('.') as [string, string];
    return fill(gate[group]![name]!, values);
  };
}

const refusal = (message: string, status = 409) => new ApiError('x', message, status);

test('an English desk shows each refusal exactly as the server wrote it', () => {
  const t = gateCopy('en');
  const early = passNotYetValidMessage('2026-12-05T04:30:00Z');
  for (const message of [
    ...Object.values(PASS_REFUSALS).map((known) => known.message),
    early,
    'Wrong PIN. Please try again.',
    'Too many wrong PINs. Try again in 1 minute.',
    'Too many wrong PINs. Try again in 5 minutes.',
    'Enter the desk PIN first.',
    'A desk PIN is 6 to 12 digits.',
    'Too many checks in a minute. Please wait a moment and try again.',
    'A message this page does not know.',
  ]) {
    expect(deskFailureMessage(refusal(message), t)).toBe(message);
  }
  expect(deskFailureMessage(new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0), t)).toBe(NETWORK_ERROR_MESSAGE);
  expect(deskFailureMessage(new Error('boom'), t)).toBe('Something went wrong. Please try again.');
  expect(deskFailureMessage(refusal('Internal', 500), t)).toBe('Something went wrong. Please try again.');
});

test('a Kannada or Hindi desk reads the refusals in its language, keeping the times and numbers', () => {
  const kn = gateCopy('kn');
  expect(deskFailureMessage(refusal(PASS_REFUSALS.used.message), kn)).toBe('ಈ ಪಾಸ್ ಅನ್ನು ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ.');
  const early = passNotYetValidMessage('2026-12-05T04:30:00Z');
  const moment = /valid from (.+) \(India time\)/.exec(early)![1]!;
  expect(deskFailureMessage(refusal(early), kn)).toBe(`ಈ ಪಾಸ್ ಇನ್ನೂ ಮಾನ್ಯವಾಗಿಲ್ಲ: ಇದು ${moment} ರಿಂದ ಮಾನ್ಯ (ಭಾರತೀಯ ಸಮಯ).`);
  const hi = gateCopy('hi');
  expect(deskFailureMessage(refusal('Too many wrong PINs. Try again in 5 minutes.', 429), hi)).toBe('बहुत बार ग़लत PIN डाला गया। 5 मिनट बाद फिर से कोशिश करें।');
  expect(deskFailureMessage(refusal('Wrong PIN. Please try again.', 401), hi)).toBe('ग़लत PIN। कृपया फिर से कोशिश करें।');
});

test('the PIN screen speaks the page language', () => {
  const { unmount } = render(withCopy(<DeskPinForm societyId="s1" />, ['gate'], 'kn'));
  expect(screen.getByRole('heading', { name: 'ಡೆಸ್ಕ್ ಅನ್‌ಲಾಕ್ ಮಾಡಿ' })).toBeInTheDocument();
  expect(screen.getByLabelText('ಡೆಸ್ಕ್ PIN')).toHaveFocus();
  unmount();
  render(withCopy(<DeskPinForm societyId="s1" />, ['gate']));
  expect(screen.getByText("Enter the desk PIN your society's office gave you.")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
});
