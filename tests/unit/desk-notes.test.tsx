// Notes and assignment in the browser: a record's notes (who and when, newest first) and the box to add one with the
// route's own rules, the assign dialog (a manager or an admin, or nobody), the row menus that open them with names
// carrying their row, and the board's notes button.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssignDialog } from '@/components/ops/notes/record-dialogs';
import { RecordMenu } from '@/components/ops/notes/record-menu';
import { NotesView } from '@/components/ops/notes/notes-view';
import { notesApi } from '@/components/ops/notes/notes-api';
import { VisitNotes } from '@/components/ops/visits/visit-notes';
import type { DeskNote } from '@/lib/ops/notes';
import { assignSchema, noteCreateSchema } from '@/lib/validation/ops-notes';
import type { BoardVisit } from '@/lib/visits/desk-marks';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }), usePathname: () => '/ops/offers', useSearchParams: () => new URLSearchParams() }));
jest.mock('@/components/ops/notes/notes-api', () => ({ notesApi: { list: jest.fn(), add: jest.fn(), assign: jest.fn() } }));
const api = notesApi as jest.Mocked<typeof notesApi>;

const ID = '00000000-0000-4000-8000-000000000001';
const note = (body: string, createdAt: string): DeskNote => ({ id: body, body, author: 'priya@ghomes.in', createdAt });

beforeEach(() => {
  jest.clearAllMocks();
});

test('a record’s notes: newest first with who and when (India time); a new one is added on top', async () => {
  const user = userEvent.setup();
  api.list.mockResolvedValue([note('Called the owner', '2026-11-28T05:30:00.000Z'), note('Asked for photos', '2026-11-27T04:30:00.000Z')]);
  api.add.mockResolvedValue(note('Owner agrees to 42,000', '2026-11-28T06:00:00.000Z'));
  render(<NotesView subject="offer" id={ID} about="Asha’s offer on 2 BHK · Unit A-1204, Cypress" />);
  const list = await screen.findByRole('list', { name: 'Notes, newest first' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Called the ownerpriya@ghomes.in · 28 Nov 2026, 11:00 AM', 'Asked for photospriya@ghomes.in · 27 Nov 2026, 10:00 AM']);
  expect(api.list).toHaveBeenCalledWith('offer', ID, expect.any(AbortSignal));

  // Empty is refused with the route's words, before any call.
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(screen.getByText('Write the note first.')).toBeInTheDocument();
  expect(api.add).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('A note on Asha’s offer on 2 BHK · Unit A-1204, Cypress'), '  Owner agrees to 42,000 ');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(api.add).toHaveBeenCalledWith('offer', ID, 'Owner agrees to 42,000'));
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Owner agrees to 42,000');
  expect(screen.getByLabelText(/^A note on/)).toHaveValue('');
  expect(refresh).toHaveBeenCalled();
});

test("on a person's page the notes come with the page, and adding one does not read the page again (a view)", async () => {
  const user = userEvent.setup();
  api.add.mockResolvedValue(note('Prefers WhatsApp', '2026-11-28T06:00:00.000Z'));
  render(<NotesView subject="tenant" id={ID} about="Kavya Nair" initial={[]} />);
  expect(screen.getByText('No notes yet.')).toBeInTheDocument();
  expect(api.list).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('A note on Kavya Nair'), 'Prefers WhatsApp');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  await screen.findByText('Prefers WhatsApp');
  expect(refresh).not.toHaveBeenCalled();
});

test('the assign dialog offers the managers and admins, or nobody, and saves the choice', async () => {
  const user = userEvent.setup();
  api.assign.mockResolvedValue({ assignedTo: 'u2', changed: true });
  const onClose = jest.fn();
  render(<AssignDialog subject="message" id={ID} about="Meera’s message “Parking”" current={{ id: 'u1', name: 'Priya Shah' }} assignees={[{ id: 'u1', name: 'Priya Shah' }, { id: 'u2', name: 'Arun Rao' }]} open onClose={onClose} />);
  const select = screen.getByLabelText('Assigned to');
  expect(select).toHaveValue('u1');
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nobody', 'Priya Shah', 'Arun Rao']);
  await user.selectOptions(select, 'u2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.assign).toHaveBeenCalledWith('message', ID, 'u2'));
  expect(onClose).toHaveBeenCalled();
  expect(refresh).toHaveBeenCalled();
});

test("a message's or a listing's menu: its notes (counted) and its assignee, each named with the row", async () => {
  const user = userEvent.setup();
  api.list.mockResolvedValue([]);
  render(<RecordMenu subject="listing" id={ID} about="2 BHK · Unit C-703, Sobha Lotus" notes={2} assignee={null} assignees={[]} />);
  await user.click(screen.getByRole('button', { name: 'Actions: 2 BHK · Unit C-703, Sobha Lotus' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Notes (2): 2 BHK · Unit C-703, Sobha Lotus', 'Assign 2 BHK · Unit C-703, Sobha Lotus']);
  await user.click(screen.getByRole('menuitem', { name: /^Notes \(2\)/ }));
  expect(screen.getByRole('dialog', { name: 'Notes' })).toHaveTextContent('Only the GHomes team sees these; tenants and owners never do.');
  await waitFor(() => expect(api.list).toHaveBeenCalledWith('listing', ID, expect.any(AbortSignal)));
});

test("the board's notes button names its visit", async () => {
  const visit = { visitId: ID, firstName: 'Ravi', notes: 1 } as BoardVisit;
  render(<VisitNotes visit={visit} about="Ravi’s visit, Sun 29 Nov 11:00 AM – 11:30 AM, Banyan Heights" />);
  expect(screen.getByRole('button', { name: 'Notes (1): Ravi’s visit, Sun 29 Nov 11:00 AM – 11:30 AM, Banyan Heights' })).toBeInTheDocument();
});

test("the payloads: a note's text trimmed, 2,000 characters at most; an assignee or nobody", () => {
  expect(noteCreateSchema.parse({ subject: 'visit', id: ID, body: '  Gate code changed ' }).body).toBe('Gate code changed');
  expect(noteCreateSchema.safeParse({ subject: 'visit', id: ID, body: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('A note is at most 2,000 characters.');
  expect(noteCreateSchema.safeParse({ subject: 'lead', id: ID, body: 'x' }).success).toBe(false);
  expect(assignSchema.parse({ subject: 'offer', id: ID, assigneeId: null })).toEqual({ subject: 'offer', id: ID, assigneeId: null });
  expect(assignSchema.safeParse({ subject: 'visit', id: ID, assigneeId: null }).success).toBe(false);
});
