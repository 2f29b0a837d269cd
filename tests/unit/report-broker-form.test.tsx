// The 'Report a broker' form (components/broker-reports/report-broker-form.tsx): what happened is required and said
// by the same message the route gives, the button is disabled while the report is on its way, the confirmation
// takes the form's place, and a refusal shows the server's words (else the form's own).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportBrokerForm } from '@/components/broker-reports/report-broker-form';
import { withCopy } from '@/tests/helpers/copy';
import { toast } from '@/components/ui/toast';
import { brokerReportMessages as M } from '@/lib/validation/broker-reports';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const LISTING = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const HOME = { listingId: LISTING, name: '2 BHK · Semi-Furnished for rent in Sobha Lotus Residency', backHref: '/society/s1/properties' };

type Reply = { status: number; body: unknown };
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const answer = (reply: Reply) => ({ ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body }) as Response;
const sent = (message: string = M.sent): Reply => ({ status: 201, body: { report: { id: 'r1', listingId: LISTING, reason: 'brokerage', createdAt: '2026-12-05T05:00:00.000Z' }, repeated: false, message } });

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const sendButton = () => screen.getByRole('button', { name: /Send report|Sending…/ });

test('without a reason nothing is sent and the route’s own message shows on the choices', async () => {
  const user = userEvent.setup();
  render(withCopy(<ReportBrokerForm home={HOME} />, ['tenant']));
  expect(screen.getByText(HOME.name)).toBeInTheDocument();
  await user.click(sendButton());
  expect(await screen.findByText(M.reasonRequired)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'What happened?' })).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the report is sent with the button disabled meanwhile, then the confirmation takes the form’s place', async () => {
  let finish: (reply: Reply) => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (finish = (reply) => resolve(answer(reply)))));
  const user = userEvent.setup();
  render(withCopy(<ReportBrokerForm home={HOME} />, ['tenant']));
  await user.click(screen.getByRole('radio', { name: 'Asked for brokerage or commission' }));
  await user.type(screen.getByLabelText(/^Details/), '  Asked for a month as commission ');
  expect(screen.getByText('34/500')).toBeInTheDocument();
  await user.click(sendButton());
  expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/broker-reports');
  expect(new Headers(init.headers).get('Idempotency-Key')).toBeTruthy();
  expect(JSON.parse(init.body as string)).toEqual({ listing_id: LISTING, reason: 'brokerage', details: 'Asked for a month as commission' });
  await act(async () => finish(sent()));
  const confirmation = await screen.findByTestId('broker-report-sent');
  expect(confirmation).toHaveTextContent('Thanks — our team will check this listing within one working day.');
  expect(confirmation).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Back to the homes' })).toHaveAttribute('href', HOME.backHref);
  expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
});

test.each([
  ['the server’s message', { status: 404, body: { error: { code: 'not_found', message: M.listingNotFound } } }, M.listingNotFound],
  ['the form’s own words without one', { status: 500, body: {} }, 'Your report could not be sent. Please try again.'],
])('a refusal shows %s and keeps the form', async (_case, reply, shown) => {
  fetchMock.mockResolvedValueOnce(answer(reply));
  const user = userEvent.setup();
  render(withCopy(<ReportBrokerForm home={HOME} />, ['tenant']));
  await user.click(screen.getByRole('radio', { name: 'Something else' }));
  await user.click(sendButton());
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(shown));
  expect(await screen.findByRole('button', { name: 'Send report' })).toBeEnabled();
  expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
});

test('in Kannada the form reads in Kannada, with the reasons', () => {
  render(withCopy(<ReportBrokerForm home={HOME} />, ['tenant'], 'kn'));
  expect(screen.getByRole('heading', { name: 'ಬ್ರೋಕರ್ ಬಗ್ಗೆ ದೂರು ನೀಡಿ' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'ಏನಾಯಿತು?' })).toBeInTheDocument();
  expect(screen.getByText('ಬ್ರೋಕರೇಜ್ ಅಥವಾ ಕಮಿಷನ್ ಕೇಳಿದರು')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ದೂರು ಕಳುಹಿಸಿ' })).toBeInTheDocument();
});
