// A contact message's thread on the desk: the replies oldest first with whether each went out, the reply form
// checking with the route's own schema before anything is sent, a sent reply joining the thread and the status
// following it (marked handled), the account link of a registered sender.
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/components/ops/messages/messages-api', () => ({ messagesApi: { reply: jest.fn(), setHandled: jest.fn() } }));

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageSender } from '@/components/ops/messages/message-sender';
import { MessageThread } from '@/components/ops/messages/message-thread';
import { messagesApi } from '@/components/ops/messages/messages-api';
import { toast } from '@/components/ui/toast';
import type { DeskReply } from '@/lib/ops/messages';

beforeEach(() => jest.clearAllMocks());

const reply = (values: Partial<DeskReply>): DeskReply => ({
  id: 'r1',
  body: 'Hello',
  sentTo: 'asha@example.com',
  sentBy: 'manager@ghomes.test',
  sentAt: '2026-11-23T04:30:00.000Z',
  deliveredAt: null,
  deliveryKnown: true,
  ...values,
});

function renderThread(replies: DeskReply[] = [], handledAt: string | null = null) {
  return render(
    <MessageThread id="m1" initialState={{ handledAt, handledBy: handledAt ? 'ana@ghomes.test' : null }} initialReplies={replies} recipient={{ name: 'Asha Rao', email: 'asha@example.com' }}>
      <p>The message</p>
    </MessageThread>,
  );
}

test('the thread lists the replies oldest first, each with who sent it and whether it went out', () => {
  renderThread([
    reply({ id: 'r1', body: 'First', deliveredAt: '2026-11-23T04:31:00.000Z' }),
    reply({ id: 'r2', body: 'Second' }),
    reply({ id: 'r3', body: 'Third, long ago', deliveryKnown: false }),
  ]);
  const items = within(screen.getByTestId('message-replies')).getAllByTestId('message-reply');
  expect(items.map((item) => item.textContent)).toEqual([
    'manager@ghomes.test replied as GHomes, 23 Nov 2026, 10:00 AMFirstSent to asha@example.com, 23 Nov 2026, 10:01 AM',
    'manager@ghomes.test replied as GHomes, 23 Nov 2026, 10:00 AMSecondWaiting to be sent to asha@example.com',
    'manager@ghomes.test replied as GHomes, 23 Nov 2026, 10:00 AMThird, long ago',
  ]);
  expect(screen.getByRole('heading', { name: 'Replies (3)' })).toBeInTheDocument();
});

test('an empty reply is refused with the route\'s message and nothing is sent', async () => {
  const user = userEvent.setup();
  renderThread();
  await user.type(screen.getByLabelText('Your reply'), '   ');
  await user.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(messagesApi.reply).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Your reply')).toHaveAccessibleDescription('Please write your reply');
  expect(screen.getByLabelText('Your reply')).toHaveFocus();
});

test('a sent reply joins the thread, the field empties and the status says handled', async () => {
  jest.mocked(messagesApi.reply).mockResolvedValue({ reply: reply({ id: 'new', body: 'Sunday works.' }), handledAt: '2026-11-23T05:00:00.000Z', handledBy: 'manager@ghomes.test' });
  const user = userEvent.setup();
  renderThread();
  expect(screen.getByRole('form', { name: 'Reply to Asha Rao' })).toHaveTextContent('By e-mail to asha@example.com, from GHomes');
  await user.type(screen.getByLabelText('Your reply'), ' Sunday works. ');
  await user.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(messagesApi.reply).toHaveBeenCalledWith('m1', { reply: 'Sunday works.', markHandled: true });
  expect(await screen.findByTestId('message-reply')).toHaveTextContent('Sunday works.');
  expect(screen.getByLabelText('Your reply')).toHaveValue('');
  expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Handled');
  expect(screen.queryByLabelText('Mark the message handled when the reply is sent')).toBeNull();
  expect(toast.success).toHaveBeenCalledWith('Reply sent to asha@example.com');
});

test('unticking "Mark the message handled" sends markHandled false; a handled message offers no such box', async () => {
  jest.mocked(messagesApi.reply).mockResolvedValue({ reply: reply({}), handledAt: null, handledBy: null });
  const user = userEvent.setup();
  const { unmount } = renderThread();
  await user.click(screen.getByLabelText('Mark the message handled when the reply is sent'));
  await user.type(screen.getByLabelText('Your reply'), 'Later');
  await user.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(messagesApi.reply).toHaveBeenCalledWith('m1', { reply: 'Later', markHandled: false });
  await screen.findByTestId('message-reply');
  unmount();

  renderThread([], '2026-11-23T05:00:00.000Z');
  expect(screen.queryByLabelText('Mark the message handled when the reply is sent')).toBeNull();
  await user.type(screen.getByLabelText('Your reply'), 'One more thing');
  await user.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(messagesApi.reply).toHaveBeenLastCalledWith('m1', { reply: 'One more thing', markHandled: false });
  await screen.findByTestId('message-reply');
});

test("the sender's account is a link to their desk page; a stranger's message says there is none", () => {
  const { unmount } = render(<MessageSender message={{ name: 'Kavya', email: 'Kavya@Example.com', phone: null, account: { id: 'u1', name: 'Kavya Nair' } }} />);
  expect(screen.getByRole('link', { name: /^Kavya Nair: their page/ })).toHaveAttribute('href', '/ops/people/u1');
  unmount();
  render(<MessageSender message={{ name: 'Kavya', email: 'k@example.com', phone: null, account: null }} />);
  expect(screen.getByTestId('message-account')).toHaveTextContent('No account with this e-mail address');
});
