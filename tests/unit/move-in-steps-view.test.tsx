// The 'Move-in steps' section and the police verification form (components/tenancies): the three-way choice sends
// the shared schema's payload, waits while saving, says what was saved and shows who marked it; a cancelled
// tenancy's steps have no choice; the form fills what we hold and leaves the rest blank, with Print and the KSP link.
import { setTestLocale } from '@/tests/helpers/server-translations';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoveInSteps } from '@/components/tenancies/move-in-steps';
import { KSP_SITE_URL, PoliceVerificationFormView } from '@/components/tenancies/police-verification-form';
import { moveInChecklist } from '@/lib/tenancies/move-in-steps';
import { withCopy } from '@/tests/helpers/copy';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));

const TENANCY = '7f1c2b8e-4d3a-4c5b-9e6f-1a2b3c4d5e6f';
const fresh = moveInChecklist('Sobha Silicon Oasis', [{ key: 'move_in_fee', value: '2000', source: 'association', checkedOn: '2026-11-20' }], [], false);
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('a choice is saved with the schema payload, every choice waits meanwhile, and the saved mark says who', async () => {
  let answer: (value: Response) => void = () => {};
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  const user = userEvent.setup();
  render(withCopy(<MoveInSteps tenancyId={TENANCY} status="moving_in" checklist={fresh} />, ['tenancy']));
  expect(screen.getByTestId('move-in-steps-progress')).toHaveTextContent('0 of 6 steps done');
  const fee = screen.getAllByTestId('move-in-step')[2]!;
  expect(within(fee).getByTestId('move-in-step-stated')).toHaveTextContent('Move-in fee: ₹2,000');
  expect(within(fee).queryByTestId('move-in-step-ask')).toBeNull();
  expect(within(screen.getAllByTestId('move-in-step')[3]!).getByTestId('move-in-step-ask')).toHaveAttribute('href', expect.stringContaining('/contact?subject=Ask+the+association'));

  await user.click(within(fee).getByRole('button', { name: 'Done' }));
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe(`/api/tenancies/${TENANCY}/steps/move_in_fee`);
  expect(init.method).toBe('PATCH');
  expect(JSON.parse(String(init.body))).toEqual({ state: 'done' });
  for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();

  const saved = moveInChecklist('Sobha Silicon Oasis', [], [{ step: 'move_in_fee', state: 'done', markedBy: 'tenant', markedAt: '2026-12-03T05:00:00Z' }], false);
  answer({ ok: true, status: 200, json: async () => ({ message: 'Saved: Move-in fee · done.', checklist: saved }) } as Response);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved: Move-in fee · done.'));
  expect(within(fee).getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(fee).getByTestId('move-in-step-mark')).toHaveTextContent('Done · marked by the tenant on 3 Dec');
  expect(screen.getByTestId('move-in-steps-progress')).toHaveTextContent('1 of 6 steps done');
  expect(refresh).toHaveBeenCalled();
  for (const button of screen.getAllByRole('button')) expect(button).toBeEnabled();
});

test('a refused change shows its message; a cancelled tenancy shows its steps without a choice', async () => {
  fetchMock.mockResolvedValueOnce({ ok: false, status: 409, json: async () => ({ error: { code: 'tenancy_cancelled', message: 'This tenancy was cancelled.' } }) } as Response);
  const user = userEvent.setup();
  const { unmount } = render(withCopy(<MoveInSteps tenancyId={TENANCY} status="moving_in" checklist={fresh} />, ['tenancy']));
  await user.click(within(screen.getAllByTestId('move-in-step')[0]!).getByRole('button', { name: 'Not needed' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This tenancy was cancelled.');
  unmount();
  render(withCopy(<MoveInSteps tenancyId={TENANCY} status="cancelled" checklist={{ ...fresh, readOnly: true }} />, ['tenancy']));
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.getByText('This tenancy was cancelled: its steps are shown as they were left.')).toBeInTheDocument();
});

test('the police verification form fills what we hold and leaves the rest blank', () => {
  render(
    <PoliceVerificationFormView
      form={{ tenancyId: TENANCY, viewer: 'tenant', tenant: { name: 'Asha Rao', phone: '+91 9000000000', email: 'asha@example.com' }, owner: { name: 'Ravi Kumar', phone: null, email: null }, home: { unit: 'A-1203', address: 'Sobha Silicon Oasis, Hosa Road, Bengaluru, Karnataka' }, moveInDate: '2026-12-18' }}
    />,
  );
  const form = screen.getByTestId('police-verification-form');
  expect(form).toHaveTextContent('Asha Rao');
  expect(form).toHaveTextContent('+91 9000000000');
  expect(form).toHaveTextContent('A-1203, Sobha Silicon Oasis, Hosa Road, Bengaluru, Karnataka');
  expect(form).toHaveTextContent('18 Dec 2026');
  expect(form).toHaveTextContent('The owner fills in their own phone and e-mail.');
  expect(screen.getAllByText('Identity document (type and number)')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  expect(screen.getByTestId('ksp-link')).toHaveAttribute('href', KSP_SITE_URL);
  expect(KSP_SITE_URL).toBe('https://ksp.karnataka.gov.in');
});

test('the police verification form in Kannada: its parts, labels and the way back in Kannada', () => {
  setTestLocale('kn');
  try {
    render(
      <PoliceVerificationFormView
        form={{ tenancyId: TENANCY, viewer: 'owner', tenant: { name: 'Asha Rao', phone: null, email: null }, owner: { name: 'Ravi Kumar', phone: null, email: null }, home: { unit: null, address: 'Hosa Road' }, moveInDate: '2026-12-18' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ಬಾಡಿಗೆದಾರರ ಪರಿಶೀಲನೆ');
    expect(screen.getAllByText('ಗುರುತಿನ ದಾಖಲೆ (ಬಗೆ ಮತ್ತು ಸಂಖ್ಯೆ)')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'ಮುದ್ರಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಬಾಡಿಗೆ ವ್ಯವಹಾರಕ್ಕೆ ಹಿಂತಿರುಗಿ' })).toHaveAttribute('href', `/kn/tenancy/${TENANCY}`);
  } finally {
    setTestLocale('en');
  }
});

test('the move-in steps in Kannada: the steps, the choice, the fee with its words and the saved line read Kannada', async () => {
  fetchMock.mockResolvedValueOnce({
    ok: true,
    status: 200,
    json: async () => ({ message: 'Saved: Move-in fee · done.', checklist: moveInChecklist('Sobha Silicon Oasis', [], [{ step: 'move_in_fee', state: 'done', markedBy: 'tenant', markedAt: '2026-12-03T05:00:00Z' }], false) }),
  } as Response);
  const user = userEvent.setup();
  render(withCopy(<MoveInSteps tenancyId={TENANCY} status="moving_in" checklist={fresh} />, ['tenancy'], 'kn'));
  expect(screen.getByRole('heading', { name: 'ಸ್ಥಳಾಂತರ ಹಂತಗಳು' })).toBeInTheDocument();
  expect(screen.getByTestId('move-in-steps-progress')).toHaveTextContent('6 ಹಂತಗಳಲ್ಲಿ 0 ಮುಗಿದಿವೆ');
  const fee = screen.getAllByTestId('move-in-step')[2]!;
  expect(within(fee).getByRole('heading')).toHaveTextContent('ಮನೆ ಸೇರುವ ಶುಲ್ಕ');
  expect(within(fee).getByTestId('move-in-step-stated')).toHaveTextContent('ಮನೆ ಸೇರುವ ಶುಲ್ಕ: ₹2,000 (2 ಸಾವಿರ)');
  expect(within(fee).getByTestId('move-in-step-mark')).toHaveTextContent('ಇದನ್ನು ಇನ್ನೂ ಯಾರೂ ಗುರುತಿಸಿಲ್ಲ.');
  const noc = screen.getAllByTestId('move-in-step')[3]!;
  expect(within(noc).getByTestId('move-in-step-stated')).toHaveTextContent('ಸಂಘ ಇನ್ನೂ ತಿಳಿಸಿಲ್ಲ');
  expect(within(noc).getByTestId('move-in-step-ask')).toHaveAttribute('href', expect.stringMatching(/^\/kn\/contact\?/));
  expect(screen.getByTestId('police-verification-link')).toHaveAttribute('href', `/kn/tenancy/${TENANCY}/police-verification`);

  await user.click(within(fee).getByRole('button', { name: 'ಮುಗಿದಿದೆ' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ಉಳಿಸಲಾಗಿದೆ: ಮನೆ ಸೇರುವ ಶುಲ್ಕ · ಮುಗಿದಿದೆ.'));
  expect(within(fee).getByTestId('move-in-step-mark')).toHaveTextContent('ಮುಗಿದಿದೆ · 3 ಡಿಸೆಂಬರ್ ರಂದು ಬಾಡಿಗೆದಾರರು ಗುರುತಿಸಿದ್ದಾರೆ');
  expect(screen.getByTestId('move-in-steps-progress')).toHaveTextContent('6 ಹಂತಗಳಲ್ಲಿ 1 ಮುಗಿದಿವೆ');
});

test('a refusal of the steps route reads in Hindi on a Hindi page', async () => {
  fetchMock.mockResolvedValueOnce({ ok: false, status: 409, json: async () => ({ error: { code: 'tenancy_cancelled', message: 'This tenancy was cancelled, so its move-in steps stay as they were.' } }) } as Response);
  const user = userEvent.setup();
  render(withCopy(<MoveInSteps tenancyId={TENANCY} status="moving_in" checklist={fresh} />, ['tenancy'], 'hi'));
  await user.click(within(screen.getAllByTestId('move-in-step')[0]!).getByRole('button', { name: 'ज़रूरी नहीं' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('यह किरायेदारी रद्द कर दी गई, इसलिए इसके शिफ़्टिंग के कदम जैसे थे वैसे ही रहेंगे।');
});
