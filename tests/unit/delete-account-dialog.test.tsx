// 'Delete my account': the dialog names, from the server's answer when it opens, what the deletion would cancel
// ('Your visit on Sat 5 Dec, 11:00 AM to …', 'Your open offer on …') and which visits still take place before.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteAccount } from '@/components/privacy/delete-account';
import type { DeletionPreview } from '@/lib/privacy/deletion-preview';
import { withCopy } from '@/tests/helpers/copy';
import { INDIA_TIME_ZONE } from '@/lib/time/india';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const society = 'Prestige Lakeside Habitat';
let reply: { status: number; body: unknown } = { status: 200, body: {} };
const calls: { path: string; method: string }[] = [];
beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ path: String(input), method: init?.method ?? 'GET' });
    return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

const answer = (preview: DeletionPreview) => (reply = { status: 200, body: { preview } });
const openDialog = async () => {
  const user = userEvent.setup();
  render(withCopy(<DeleteAccount initial={null} />, ['account']));
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('dialog');
};

test('names each visit and open offer it would cancel, and the visit that still takes place before then', async () => {
  answer({
    // Sat 5 Dec 2026, 11:00 AM and Tue 8 Dec, 4:30 PM in India.
    visits: [
      { id: 'v1', visitStart: '2026-12-05T05:30:00.000Z', societyName: society, home: '2 BHK · Semi-Furnished' },
      { id: 'v2', visitStart: '2026-12-08T11:00:00.000Z', societyName: 'Sobha Silicon-Oasis', home: '3 BHK' },
    ],
    visitsBefore: [{ id: 'v3', visitStart: '2026-12-03T04:30:00.000Z', societyName: society, home: '2 BHK' }],
    offers: [{ id: 'o1', societyName: society, home: '2 BHK · Semi-Furnished' }],
  });
  const dialog = await openDialog();
  const preview = await within(dialog).findByTestId('deletion-preview');
  expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    `Your visit on Sat 5 Dec, 11:00 AM to 2 BHK · Semi-Furnished in ${society}`,
    'Your visit on Tue 8 Dec, 4:30 PM to 3 BHK in Sobha Silicon-Oasis',
    `Your open offer on 2 BHK · Semi-Furnished in ${society}`,
  ]);
  expect(within(preview).getByTestId('deletion-preview-before')).toHaveTextContent(`Before then, your visit on Thu 3 Dec, 10:00 AM to 2 BHK in ${society} still goes ahead.`);
  expect(calls).toEqual([{ path: '/api/profile/delete-account', method: 'GET' }]);
  // Reading it deleted nothing: the deletion waits for the confirmation.
  expect(within(dialog).getByTestId('confirm-delete-account')).toBeEnabled();
});

test('says so when there is nothing to cancel', async () => {
  answer({ visits: [], visitsBefore: [], offers: [] });
  const dialog = await openDialog();
  expect(await within(dialog).findByTestId('deletion-preview')).toHaveTextContent('You have no upcoming visits or open offers to cancel.');
  expect(within(dialog).queryByTestId('deletion-preview-before')).toBeNull();
});

test('a failed read falls back to the general words; the deletion can still be confirmed', async () => {
  reply = { status: 500, body: {} };
  const dialog = await openDialog();
  expect(await within(dialog).findByTestId('deletion-preview-failed')).toHaveTextContent('We could not list your visits and offers just now');
  expect(within(dialog).getByText(/cancel your upcoming visits and withdraw your open offers/)).toBeInTheDocument();
  expect(within(dialog).getByTestId('confirm-delete-account')).toBeEnabled();
});

test('in Kannada the dialog, its lines and their dates read in Kannada', async () => {
  answer({ visits: [{ id: 'v1', visitStart: '2026-12-05T05:30:00.000Z', societyName: society, home: '2 BHK' }], visitsBefore: [], offers: [{ id: 'o1', societyName: society, home: '3 BHK' }] });
  const user = userEvent.setup();
  render(withCopy(<DeleteAccount initial={null} />, ['account'], 'kn'));
  await user.click(screen.getByRole('button', { name: 'ನನ್ನ ಖಾತೆ ಅಳಿಸಿ' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('heading', { name: 'ನಿಮ್ಮ ಖಾತೆ ಅಳಿಸಬೇಕೇ?' })).toBeInTheDocument();
  const preview = await within(dialog).findByTestId('deletion-preview');
  const [visit, offer] = within(preview).getAllByRole('listitem').map((item) => item.textContent);
  expect(visit).toContain(`${society} ನಲ್ಲಿ 2 BHK ಗೆ`);
  expect(visit).toContain(new Intl.DateTimeFormat('kn-IN', { timeZone: INDIA_TIME_ZONE, month: 'short' }).format(new Date('2026-12-05T05:30:00.000Z')));
  expect(offer).toBe(`${society} ನಲ್ಲಿ 3 BHK ಮೇಲಿನ ನಿಮ್ಮ ತೆರೆದ ಆಫರ್`);
});
