// The profile's consent switches: 'WhatsApp updates' reads off, says why and cannot be turned on while the number
// is not verified; the other switches (and WhatsApp updates once verified) change at once.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentSwitches } from '@/components/privacy/consent-switches';
import type { ConsentsAnswer } from '@/components/privacy/privacy-api';
import { withCopy } from '@/tests/helpers/copy';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const calls: { path: string; method: string; body: unknown }[] = [];
beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { purpose?: string; granted?: boolean };
    calls.push({ path: String(input), method: init?.method ?? 'GET', body });
    // The switched consent as the server answers it (only a consent that can be switched ever is).
    const consents = unverified.consents.map((consent) => (consent.purpose === body.purpose ? { purpose: consent.purpose, granted: body.granted!, changedAt: '2026-12-01T04:30:00.000Z' } : consent));
    return { ok: true, status: 200, json: async () => ({ consents, log: [{ purpose: body.purpose, granted: body.granted, at: '2026-12-01T04:30:00.000Z' }] }) } as Response;
  }) as unknown as typeof fetch;
});

const unverified: ConsentsAnswer = {
  consents: [
    { purpose: 'whatsapp_updates', granted: false, changedAt: null, needs: 'verified_whatsapp_number' },
    { purpose: 'email_alerts', granted: true, changedAt: null },
    { purpose: 'share_tenant_profile', granted: true, changedAt: null },
  ],
  log: [],
};

test('without a verified number, WhatsApp updates is off, explained, links to the verification and does not switch', async () => {
  const user = userEvent.setup();
  render(withCopy(<ConsentSwitches initial={unverified} deletion={null} />, ['account']));
  const whatsapp = screen.getByRole('switch', { name: 'WhatsApp updates' });
  expect(whatsapp).toHaveAttribute('aria-checked', 'false');
  expect(whatsapp).toHaveAttribute('aria-disabled', 'true');
  expect(whatsapp).toHaveAccessibleDescription('About my visits and offers, on my verified WhatsApp number. Off until your WhatsApp number is verified: nothing is sent there before.');
  expect(screen.getByRole('link', { name: 'Verify WhatsApp number' })).toHaveAttribute('href', '#whatsapp');

  await user.click(whatsapp);
  expect(whatsapp).toHaveAttribute('aria-checked', 'false');
  expect(calls).toEqual([]);
});

test('the other switches change at once', async () => {
  const user = userEvent.setup();
  render(withCopy(<ConsentSwitches initial={unverified} deletion={null} />, ['account']));
  const alerts = screen.getByRole('switch', { name: 'New-listing alerts and saved-search digests' });
  expect(alerts).not.toHaveAttribute('aria-disabled');
  await user.click(alerts);
  await waitFor(() => expect(alerts).toHaveAttribute('aria-checked', 'false'));
  expect(calls).toEqual([{ path: '/api/profile/consents', method: 'PUT', body: { purpose: 'email_alerts', granted: false } }]);
});

test('with a verified number, WhatsApp updates shows as given and switches like the others', async () => {
  const user = userEvent.setup();
  const verified: ConsentsAnswer = { ...unverified, consents: unverified.consents.map((consent) => (consent.purpose === 'whatsapp_updates' ? { purpose: consent.purpose, granted: true, changedAt: null } : consent)) };
  render(withCopy(<ConsentSwitches initial={verified} deletion={null} />, ['account']));
  const whatsapp = screen.getByRole('switch', { name: 'WhatsApp updates' });
  expect(whatsapp).toHaveAttribute('aria-checked', 'true');
  expect(screen.queryByRole('link', { name: 'Verify WhatsApp number' })).toBeNull();
  expect(within(screen.getByTestId('privacy-section')).queryByTestId('consent-whatsapp_updates-needs')).toBeNull();
  await user.click(whatsapp);
  await waitFor(() => expect(whatsapp).toHaveAttribute('aria-checked', 'false'));
  expect(calls.map((call) => call.body)).toEqual([{ purpose: 'whatsapp_updates', granted: false }]);
});
