import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { ContactForm } from '@/components/contact/contact-form';
import { withCopy } from '@/tests/helpers/copy';
import { askTheAssociation, contactPrefillHref, readContactPrefill } from '@/lib/contact/prefill';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const SUCCESS_TITLE = 'Message Sent Successfully!';
const SUCCESS_TEXT = "We'll get back to you within 24 hours";
const FAILURE = 'Failed to send message. Please try again.';

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function reply(next: Reply) {
  fetchMock.mockImplementationOnce(async () => {
    const { status, body } = await next;
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'Name' | 'Email' | 'Phone' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.type(field, value);
  }
}

const complete = { Name: 'Asha Rao', Email: 'Asha@Example.com', Subject: 'Rent in Whitefield', Message: 'Looking for a 2 BHK.' };
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

test('an empty form shows every required-field message and sends nothing', async () => {
  const user = userEvent.setup();
  render(withCopy(<ContactForm />, ['info']));
  await user.click(sendButton());
  expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
  expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
  expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
  expect(screen.getByText('Please enter your message')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an invalid e-mail and phone get their own messages', async () => {
  const user = userEvent.setup();
  render(withCopy(<ContactForm />, ['info']));
  await fill(user, { ...complete, Email: 'not-an-address', Phone: 'call me' });
  await user.click(sendButton());
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid phone number (digits, spaces and + only)')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('phone is optional: the message is sent without it, trimmed and lower-cased', async () => {
  reply({ status: 200, body: { success: true } });
  const user = userEvent.setup();
  render(withCopy(<ContactForm />, ['info']));
  await fill(user, { ...complete, Name: '  Asha Rao  ' });
  await user.click(sendButton());
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/send-contact-email');
  expect(init.method).toBe('POST');
  expect(JSON.parse(init.body as string)).toEqual({ name: 'Asha Rao', email: 'asha@example.com', subject: 'Rent in Whitefield', message: 'Looking for a 2 BHK.' });
});

test("while sending, the button reads 'Sending...' and is disabled", async () => {
  let finish: (value: { status: number; body: unknown }) => void = () => undefined;
  reply(new Promise((resolve) => (finish = resolve)));
  const user = userEvent.setup();
  render(withCopy(<ContactForm />, ['info']));
  await fill(user, { ...complete, Phone: '+91 98765 43210' });
  await user.click(sendButton());
  const button = await screen.findByRole('button', { name: 'Sending...' });
  expect(button).toBeDisabled();
  expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toMatchObject({ phone: '+91 98765 43210' });
  await act(async () => finish({ status: 200, body: { success: true } }));
  expect(await screen.findByText(SUCCESS_TITLE)).toBeInTheDocument();
});

test('success shows the spec text for 3 seconds, then an empty form again', async () => {
  jest.useFakeTimers();
  // The answer is given inside act() once the form is sending, so React applies what it sets before the checks.
  let finish: (value: { status: number; body: unknown }) => void = () => undefined;
  reply(new Promise((resolve) => (finish = resolve)));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(withCopy(<ContactForm />, ['info']));
  await fill(user, complete);
  await user.click(sendButton());
  await screen.findByRole('button', { name: 'Sending...' });
  await act(async () => finish({ status: 200, body: { success: true } }));

  expect(await screen.findByText(SUCCESS_TITLE)).toBeInTheDocument();
  expect(screen.getByText(SUCCESS_TEXT)).toBeInTheDocument();
  expect(screen.getByText('asha@example.com')).toBeInTheDocument();
  expect(toast.success).toHaveBeenCalledWith(SUCCESS_TITLE, { description: SUCCESS_TEXT });
  expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByText(SUCCESS_TITLE)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByText(SUCCESS_TITLE)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  expect(screen.getByLabelText(/^Message/)).toHaveValue('');
});

test.each([
  ['a server error', () => reply({ status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong.' } } })],
  ['a network failure', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
])('%s shows the failure toast and keeps what was typed', async (_name, arrange) => {
  arrange();
  const user = userEvent.setup();
  render(withCopy(<ContactForm />, ['info']));
  await fill(user, complete);
  await user.click(sendButton());
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(FAILURE));
  expect(toast.success).not.toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Rao');
});

describe("a link that fills in the question ('Ask the association')", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('the subject and message come from the address; the sender adds their name and e-mail and it is sent', async () => {
    const href = contactPrefillHref(askTheAssociation('Sobha Silicon-Oasis', ['RERA', 'water', 'pets']));
    window.history.replaceState(null, '', href);
    reply({ status: 200, body: { success: true } });
    const user = userEvent.setup();
    render(withCopy(<ContactForm />, ['info']));
    expect(await screen.findByDisplayValue('Ask the association: Sobha Silicon-Oasis')).toBe(screen.getByLabelText(/^Subject/));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please ask the association of Sobha Silicon-Oasis about: RERA, water, pets.');
    await fill(user, { Name: 'Asha Rao', Email: 'asha@example.com' });
    await user.click(sendButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      subject: 'Ask the association: Sobha Silicon-Oasis',
      message: 'Please ask the association of Sobha Silicon-Oasis about: RERA, water, pets.',
    });
  });

  test('what a link carries is cut to the form limits; an address without it leaves the form empty', () => {
    expect(readContactPrefill(`?subject=${'s'.repeat(400)}&message=%20hello%20`)).toEqual({ subject: 's'.repeat(150), message: 'hello' });
    expect(readContactPrefill('?utm_source=x')).toBeNull();
    render(withCopy(<ContactForm />, ['info']));
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });
});

describe('in Kannada and Hindi', () => {
  test.each([
    ['kn', 'ಸಂದೇಶ ಕಳುಹಿಸಿ', 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರನ್ನು ನಮೂದಿಸಿ'],
    ['hi', 'संदेश भेजें', 'कृपया अपना नाम लिखें'],
  ] as const)('%s: the labels, the button and the field messages are in the language', async (locale, send, nameRequired) => {
    const user = userEvent.setup();
    render(withCopy(<ContactForm />, ['info'], locale));
    await user.click(screen.getByRole('button', { name: send }));
    expect(await screen.findByText(nameRequired)).toBeInTheDocument();
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
