// The booking sheet with a fixed clock (spec 2.4, 4, 5, 8): default date, 'I am at the Society', deselecting,
// the missing-slot message, one submission at a time, slot_taken refreshing the grid, visit_exists.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingSheet } from '@/components/visits/booking-sheet';
import type { BookingTarget } from '@/components/visits/booking-target';
import { HomeFitNote } from '@/components/tenant/home-fit-note';
import type { Locale } from '@/lib/i18n/locales';
import { withCopy } from '../helpers/copy';

// vaul measures CSS transforms that jsdom does not compute: the drawer primitive is plain markup here.
jest.mock('@/components/ui/drawer', () => {
  const Pass = ({ children }: { children?: React.ReactNode }) => <div>{children}</div>;
  return {
    Drawer: ({ open, children }: { open: boolean; children?: React.ReactNode }) => (open ? <div>{children}</div> : null),
    DrawerContent: Pass,
    DrawerClose: ({ children, ...props }: { children?: React.ReactNode }) => <button type="button" {...props}>{children}</button>,
    DrawerTitle: ({ children }: { children?: React.ReactNode }) => <h2>{children}</h2>,
    DrawerDescription: ({ children }: { children?: React.ReactNode }) => <div>{children}</div>,
    DrawerFooter: Pass,
  };
});

// Several renders and clicks per test on a shared 2-core machine.
jest.setTimeout(20_000);

const auth = { user: { id: 'u1' } as { id: string } | null, loading: false, refresh: jest.fn() };
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => auth }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn(), replace: jest.fn() }) }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
const { toast } = jest.requireMock('sonner') as { toast: Record<'success' | 'error', jest.Mock> };

const target = { listingId: '11111111-1111-4111-8111-111111111111', propertyId: '22222222-2222-4222-8222-222222222222', societyId: '33333333-3333-4333-8333-333333333333', propertyName: '2 BHK for rent · Test Society' };
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

type Reply = { status: number; body: unknown };
let taken: string[] = [];
let profileReply: Reply = { status: 200, body: { profile: null } };
let bookReply: () => Promise<Reply> = async () => ({ status: 201, body: { visit: { id: 'v1', visitStart: '', visitEnd: '', visitType: 'rental' } } });
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const path = String(input);
  const reply: Reply = path.startsWith('/api/visits/availability')
    ? { status: 200, body: { slots: taken.map((start) => ({ start, reason: 'taken', available: false })) } }
    : path === '/api/tenant-profile'
      ? profileReply
      : await bookReply();
  return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
});

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  jest.clearAllMocks();
  taken = [];
  auth.user = { id: 'u1' };
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderSheet(now: Date, onBooked = jest.fn(), sheetTarget: BookingTarget = target, locale: Locale = 'en') {
  const clock = () => now;
  render(withCopy(<BookingSheet open onOpenChange={jest.fn()} target={sheetTarget} clock={clock} onBooked={onBooked} />, ['visits', 'auth'], locale));
  return { onBooked };
}
const slot = (start: string) => screen.getByTestId(`slot-${start}`);
const slotsShown = () => screen.findByRole('group', { name: 'Time slots' });

test('at 12:55 India time: today, past slots and lunch disabled, the society button picks 14:00', async () => {
  const user = userEvent.setup();
  renderSheet(ist('2026-12-01', '12:55'));
  await slotsShown();
  expect(screen.getByRole('radio', { name: /^Today/ })).toHaveAttribute('aria-checked', 'true');
  expect(slot('12:30')).toBeDisabled();
  expect(slot('13:00')).toBeDisabled();
  expect(slot('13:00')).toHaveTextContent('Lunch Break');
  await user.click(screen.getByRole('button', { name: 'I am at the Society' }));
  expect(slot('14:00')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'I am at the Society' })).toHaveAttribute('aria-pressed', 'true');
  // A manual choice turns it off; a second tap on the chosen slot deselects it.
  await user.click(slot('15:00'));
  expect(screen.getByRole('button', { name: 'I am at the Society' })).toHaveAttribute('aria-pressed', 'false');
  await user.click(slot('15:00'));
  expect(slot('15:00')).toHaveAttribute('aria-pressed', 'false');
});

test('from 19:00 the default date is tomorrow and the society button is not offered', async () => {
  renderSheet(ist('2026-12-01', '19:00'));
  await slotsShown();
  expect(screen.getByRole('radio', { name: /^Tomorrow/ })).toHaveAttribute('aria-checked', 'true');
  expect(screen.queryByRole('button', { name: 'I am at the Society' })).toBeNull();
  expect(slot('09:00')).toBeEnabled();
});

test("at 18:45 the society button finds no slot: 'No available slots'", async () => {
  const user = userEvent.setup();
  renderSheet(ist('2026-12-01', '18:45'));
  await slotsShown();
  await user.click(screen.getByRole('button', { name: 'I am at the Society' }));
  expect(toast.error).toHaveBeenCalledWith('No available slots', { description: 'Business hours have ended. Please select a future date.' });
});

test("Confirm without a slot says 'Please select a time slot' and sends nothing", async () => {
  const user = userEvent.setup();
  renderSheet(ist('2026-12-01', '10:00'));
  await slotsShown();
  await user.click(screen.getByRole('button', { name: 'Confirm Visit' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please select a time slot');
  expect(fetchMock.mock.calls.filter(([path]) => String(path) === '/api/book-visit')).toHaveLength(0);
});

test("one submission at a time ('Booking...'), then the success toast with 'View Visits'", async () => {
  const user = userEvent.setup();
  let release!: () => void;
  bookReply = () => new Promise((resolve) => (release = () => resolve({ status: 201, body: { visit: { id: 'v1', visitStart: 'a', visitEnd: 'b', visitType: 'rental' } } })));
  const { onBooked } = renderSheet(ist('2026-12-01', '10:00'));
  await slotsShown();
  await user.click(slot('11:00'));
  await user.click(screen.getByRole('button', { name: 'Confirm Visit' }));
  const busy = screen.getByRole('button', { name: 'Booking...' });
  expect(busy).toBeDisabled();
  await user.click(busy);
  expect(fetchMock.mock.calls.filter(([path]) => String(path) === '/api/book-visit')).toHaveLength(1);
  const [, init] = fetchMock.mock.calls.find(([path]) => String(path) === '/api/book-visit') as unknown as [string, RequestInit];
  expect(JSON.parse(String(init.body))).toMatchObject({ visit_start: '2026-12-01T05:30:00.000Z', visit_end: '2026-12-01T06:00:00.000Z', at_the_society: false });
  await act(async () => release());
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Visit booked successfully!', expect.objectContaining({ action: expect.objectContaining({ label: 'View Visits' }) })));
  expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ id: 'v1', propertyId: target.propertyId }));
});

test('slot_taken: the sheet stays open and the grid shows the slot as booked', async () => {
  const user = userEvent.setup();
  bookReply = async () => {
    taken = ['11:00'];
    return { status: 409, body: { error: { code: 'slot_taken', message: 'taken' } } };
  };
  renderSheet(ist('2026-12-01', '10:00'));
  await slotsShown();
  await user.click(slot('11:00'));
  await user.click(screen.getByRole('button', { name: 'Confirm Visit' }));
  await waitFor(() => expect(slot('11:00')).toBeDisabled());
  expect(within(slot('11:00')).getByText('Booked')).toBeTruthy();
  expect(toast.error).toHaveBeenCalledWith('This slot was just taken by someone else. Please pick another time.');
});

test('visit_exists and other failures get the spec messages', async () => {
  const user = userEvent.setup();
  bookReply = async () => ({ status: 409, body: { error: { code: 'visit_exists', message: 'x' } } });
  renderSheet(ist('2026-12-01', '10:00'));
  await slotsShown();
  await user.click(slot('11:00'));
  await user.click(screen.getByRole('button', { name: 'Confirm Visit' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You already have a visit booked for this property today. Please check your existing bookings.'));
  bookReply = async () => ({ status: 500, body: {} });
  await user.click(screen.getByRole('button', { name: 'Confirm Visit' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Booking failed', { description: 'Failed to book visit. Please try again.' }));
});

test('an availability failure assumes no slot is taken', async () => {
  fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 500, json: async () => ({}) }) as Response);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderSheet(ist('2026-12-01', '10:00'));
  await slotsShown();
  expect(slot('11:00')).toBeEnabled();
  jest.restoreAllMocks();
});

test("signed out: 'Login Required' with the login form inside", async () => {
  auth.user = null;
  renderSheet(ist('2026-12-01', '10:00'));
  expect(await screen.findByText('Login Required')).toBeTruthy();
  expect(screen.getByText('Please log in to access property details')).toBeTruthy();
  expect(screen.getByLabelText('Email Address')).toBeTruthy();
});

describe('in Kannada and Hindi', () => {
  test('a tenant books a visit in Kannada: the sheet, the date strip, the grid and the toasts', async () => {
    const user = userEvent.setup();
    bookReply = async () => ({ status: 201, body: { visit: { id: 'v1', visitStart: '', visitEnd: '', visitType: 'rental' } } });
    renderSheet(ist('2026-12-01', '12:55'), jest.fn(), target, 'kn');
    await screen.findByRole('group', { name: 'ಸಮಯದ ಸ್ಲಾಟ್‌ಗಳು' });
    expect(screen.getByRole('heading', { name: 'ಭೇಟಿ ಕಾಯ್ದಿರಿಸಿ' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ಇಂದು, 1 ಡಿಸೆಂ' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'ಗುರು, 3 ಡಿಸೆಂ' })).toBeTruthy();
    expect(slot('13:00')).toHaveTextContent('ಊಟದ ವಿರಾಮ');
    await user.click(screen.getByRole('button', { name: 'ಭೇಟಿ ಖಚಿತಪಡಿಸಿ' }));
    expect(toast.error).toHaveBeenCalledWith('ದಯವಿಟ್ಟು ಸಮಯದ ಸ್ಲಾಟ್ ಆರಿಸಿ');
    await user.click(screen.getByRole('button', { name: 'ನಾನು ಸೊಸೈಟಿಯಲ್ಲೇ ಇದ್ದೇನೆ' }));
    await user.click(screen.getByRole('button', { name: 'ಭೇಟಿ ಖಚಿತಪಡಿಸಿ' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('ಭೇಟಿ ಯಶಸ್ವಿಯಾಗಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ!', expect.objectContaining({ action: expect.objectContaining({ label: 'ಭೇಟಿಗಳನ್ನು ನೋಡಿ' }) })));
  });

  test('a refusal the server names by its code reads in Hindi; other words of the server stay as they are', async () => {
    const user = userEvent.setup();
    bookReply = async () => ({ status: 409, body: { error: { code: 'credits_used_up', message: 'You have used all your free buyer unlocks. More unlocks are coming soon.' } } });
    renderSheet(ist('2026-12-01', '10:00'), jest.fn(), target, 'hi');
    await screen.findByRole('group', { name: 'समय के स्लॉट' });
    await user.click(slot('11:00'));
    await user.click(screen.getByRole('button', { name: 'विज़िट पक्की करें' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('बुकिंग नहीं हो सकी', { description: 'आपने ख़रीद के सभी मुफ़्त अनलॉक इस्तेमाल कर लिए हैं। और अनलॉक जल्द आ रहे हैं।' }));
    bookReply = async () => ({ status: 400, body: { error: { code: 'validation_error', message: 'Invalid visit time' } } });
    await user.click(screen.getByRole('button', { name: 'विज़िट पक्की करें' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('बुकिंग नहीं हो सकी', { description: 'Invalid visit time' }));
  });

  test("signed out in Hindi: 'Login Required' and the login form inside, in Hindi", async () => {
    auth.user = null;
    renderSheet(ist('2026-12-01', '10:00'), jest.fn(), target, 'hi');
    expect(await screen.findByText('लॉग इन ज़रूरी है')).toBeTruthy();
    expect(screen.getByLabelText('ईमेल पता')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉग इन कोड भेजें' })).toBeTruthy();
  });
});

describe("the owner's preferred tenant and pets rule against the tenant profile", () => {
  const bachelorsNoPets: BookingTarget = { ...target, ownerPreferences: { preferredTenants: ['Bachelors'], petsAllowed: false } };
  const profile = (tenant_type: string, has_pet: boolean) => ({ status: 200, body: { profile: { id: 'p1', tenant_type, has_pet } } });

  test('a family with a dog is told both, and can still book', async () => {
    const user = userEvent.setup();
    profileReply = profile('Family', true);
    bookReply = async () => ({ status: 201, body: { visit: { id: 'v2', visitStart: 'a', visitEnd: 'b', visitType: 'rental' } } });
    renderSheet(ist('2026-12-01', '10:00'), jest.fn(), bachelorsNoPets);
    const note = await screen.findByTestId('home-fit-note');
    expect(note).toHaveTextContent('The owner prefers bachelors; your tenant profile says Family.');
    expect(note).toHaveTextContent('The owner does not allow pets; your tenant profile says you have one.');
    expect(note).toHaveTextContent('You can still book a visit; the owner decides.');
    await slotsShown();
    await user.click(slot('11:00'));
    await user.click(screen.getByRole('button', { name: 'Confirm Visit' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Visit booked successfully!', expect.anything()));
  });

  test('a bachelor without a pet reads no note', () => {
    const { container } = render(<HomeFitNote preferences={bachelorsNoPets.ownerPreferences} household={{ tenant_type: 'Bachelors-Boys', has_pet: false }} still="You can still book a visit; the owner decides." />);
    expect(container).toBeEmptyDOMElement();
  });

  test('without a tenant profile the owner preferences are said as they stand', async () => {
    profileReply = { status: 200, body: { profile: null } };
    renderSheet(ist('2026-12-01', '10:00'), jest.fn(), bachelorsNoPets);
    const note = await screen.findByTestId('home-fit-note');
    expect(note).toHaveTextContent('The owner prefers bachelors.');
    expect(note).toHaveTextContent('The owner does not allow pets.');
  });

  test('a sale home (no owner preferences) never reads the tenant profile', async () => {
    renderSheet(ist('2026-12-01', '10:00'));
    await slotsShown();
    expect(fetchMock.mock.calls.some(([path]) => String(path) === '/api/tenant-profile')).toBe(false);
    expect(screen.queryByTestId('home-fit-note')).toBeNull();
  });
});
