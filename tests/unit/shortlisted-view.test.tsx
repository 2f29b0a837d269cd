// /shortlisted's browser part (spec 2.7, 8): signed out -> Login Required; signed in -> the selected tab read
// from its JSON route, with the spec's error message and a retry. Both tabs are read once (each label shows its
// count); without ?tab= the view opens on the tab with something in it.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShortlistedView } from '@/components/shortlist/shortlisted-view';
import { ShortlistList } from '@/components/shortlist/shortlist-list';
import { ShortlistedTabs } from '@/components/shortlist/shortlisted-tabs';
import { withCopy } from '../helpers/copy';

// The Doors Unlocked tab, its empty state and 'Try again' read the visits messages the page hands this island.
const view = () => withCopy(<ShortlistedView />, ['visits', 'tenant', 'offers', 'device', 'hearts', 'errors']);

jest.setTimeout(20_000);

const auth = { user: { id: 'u1' } as { id: string } | null, loading: false, refresh: jest.fn() };
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => auth }));
jest.mock('@/components/auth/login-required', () => ({ LoginRequired: () => <h2>Login Required</h2> }));
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => search, useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// The heart's own behaviour is tests/unit/heart-button tests'; here it only reports a change, as a removal does.
jest.mock('@/components/hearts/heart-button', () => ({
  HeartButton: ({ onChange }: { onChange?: (hearted: boolean) => void }) => (
    <button type="button" onClick={() => onChange?.(false)}>
      Remove from shortlist
    </button>
  ),
}));

type Reply = { status: number; body: unknown };
let replies: Record<string, () => Reply> = {};
const calls: string[] = [];
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const path = String(input);
  calls.push(path);
  const reply = replies[path]?.() ?? { status: 404, body: {} };
  return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
});

const visits = {
  upcoming: [{ societyId: 's1', name: 'Prestige Lakeside', photo: null, latitude: null, longitude: null, visitStart: '2026-11-30T05:30:00.000Z', visitEnd: '2026-11-30T06:00:00.000Z', cancelled: false, upcomingCount: 1, propertyCount: 1, cancelledCount: 0 }],
  past: [],
  cancelled: [],
  doorsUnlocked: 1,
};
const noVisits = { upcoming: [], past: [], cancelled: [], doorsUnlocked: 0 };
const heartedHome = {
  propertyId: 'p9', societyId: 's9', societyName: 'Brigade Meadows', kind: 'rent', rentListingId: 'r9', saleListingId: null, photos: [], bedroom: '2 BHK',
  furnishing: 'Semi Furnished', facing: null, floor: 3, sqft: 1200, price: 30000, maintenanceIncluded: true, maintenance: null, visitId: null,
  visitStatus: null, source: 'heart', hearted: true, shortlistedAt: '2026-11-20T05:30:00.000Z', notes: null, offerSent: false, offerStatus: null, availableFrom: null, rent: null,
};
const sorted = (list: string[]) => [...list].sort();
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  jest.clearAllMocks();
  calls.length = 0;
  auth.user = { id: 'u1' };
  auth.loading = false;
  search = new URLSearchParams();
  replies = { '/api/visits': () => ({ status: 200, body: visits }), '/api/shortlist': () => ({ status: 200, body: { items: [] } }) };
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ShortlistedView', () => {
  it('signed out: Login Required and nothing is read', async () => {
    auth.user = null;
    render(view());
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('while the session is read: the skeleton, no request', () => {
    auth.loading = true;
    auth.user = null;
    render(view());
    expect(screen.getByLabelText('Loading your visits')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('Doors Unlocked (default with visits): skeleton, then the society; both lists read once, each tab with its count', async () => {
    replies['/api/shortlist'] = () => ({ status: 200, body: { items: [heartedHome] } });
    render(view());
    expect(screen.getByLabelText('Loading your visits')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Prestige Lakeside' })).toHaveAttribute('href', '/society-visits/s1');
    expect(screen.getByRole('heading', { name: /Upcoming Visits/ })).toBeInTheDocument();
    expect(tab('Doors Unlocked')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Doors Unlocked')).toHaveAccessibleName('Doors Unlocked 1');
    expect(tab('Shortlisted')).toHaveAccessibleName('Shortlisted 1');
    expect(sorted(calls)).toEqual(['/api/shortlist', '/api/visits']);
  });

  it('no ?tab= and no visits, but hearted homes: opens on Shortlisted, never on "No visits yet"', async () => {
    replies['/api/visits'] = () => ({ status: 200, body: noVisits });
    replies['/api/shortlist'] = () => ({ status: 200, body: { items: [heartedHome] } });
    render(view());
    expect(await screen.findByText('Brigade Meadows')).toBeInTheDocument();
    expect(tab('Shortlisted')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Doors Unlocked')).toHaveAccessibleName('Doors Unlocked 0');
    expect(screen.queryByTestId('visits-empty')).not.toBeInTheDocument();
  });

  it('only cancelled visits and a hearted home: Doors Unlocked still (it has cards), counting 0 doors', async () => {
    const cancelledOnly = { ...noVisits, cancelled: [{ ...visits.upcoming[0], cancelled: true, upcomingCount: 0, propertyCount: 0, cancelledCount: 1 }] };
    replies['/api/visits'] = () => ({ status: 200, body: cancelledOnly });
    replies['/api/shortlist'] = () => ({ status: 200, body: { items: [heartedHome] } });
    render(view());
    expect(await screen.findByRole('heading', { name: /Cancelled Visits/ })).toBeInTheDocument();
    expect(tab('Doors Unlocked')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Doors Unlocked')).toHaveAccessibleName('Doors Unlocked 0');
  });

  it('the opening tab stays put when the shortlist is read again empty (a heart removed)', async () => {
    replies['/api/visits'] = () => ({ status: 200, body: noVisits });
    replies['/api/shortlist'] = () => ({ status: 200, body: { items: [heartedHome] } });
    const { rerender } = render(view());
    expect(await screen.findByText('Brigade Meadows')).toBeInTheDocument();
    replies['/api/shortlist'] = () => ({ status: 200, body: { items: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove from shortlist' }));
    await waitFor(() => expect(tab('Shortlisted')).toHaveAccessibleName('Shortlisted 0'));
    rerender(view());
    expect(tab('Shortlisted')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('shortlist-empty')).toBeInTheDocument();
  });

  it('nothing anywhere: Doors Unlocked, the default', async () => {
    replies['/api/visits'] = () => ({ status: 200, body: noVisits });
    render(view());
    expect(await screen.findByTestId('visits-empty')).toBeInTheDocument();
    expect(tab('Doors Unlocked')).toHaveAttribute('aria-selected', 'true');
  });

  it('?tab=doors-unlocked stays there even when only the shortlist has something', async () => {
    search = new URLSearchParams('tab=doors-unlocked');
    replies['/api/visits'] = () => ({ status: 200, body: noVisits });
    replies['/api/shortlist'] = () => ({ status: 200, body: { items: [heartedHome] } });
    render(view());
    expect(await screen.findByTestId('visits-empty')).toBeInTheDocument();
    await waitFor(() => expect(tab('Shortlisted')).toHaveAccessibleName('Shortlisted 1'));
    expect(tab('Doors Unlocked')).toHaveAttribute('aria-selected', 'true');
  });

  it('?tab=shortlisted shows its empty state', async () => {
    search = new URLSearchParams('tab=shortlisted');
    render(view());
    expect(await screen.findByTestId('shortlist-empty')).toBeInTheDocument();
    expect(sorted(calls)).toEqual(['/api/shortlist', '/api/visits']);
  });

  it("a failed read shows the spec's message; 'Try again' reads again", async () => {
    replies['/api/visits'] = () => ({ status: 500, body: { error: { message: 'Something went wrong' } } });
    render(view());
    expect(await screen.findByText('Failed to fetch your visits')).toBeInTheDocument();
    replies['/api/visits'] = () => ({ status: 200, body: visits });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Prestige Lakeside' })).toBeInTheDocument();
    expect(sorted(calls)).toEqual(['/api/shortlist', '/api/visits', '/api/visits']);
  });

  it("the Shortlisted tab's failure message", async () => {
    search = new URLSearchParams('tab=shortlisted');
    replies['/api/shortlist'] = () => ({ status: 503, body: {} });
    render(view());
    expect(await screen.findByText('Failed to fetch shortlisted properties')).toBeInTheDocument();
  });

  it('switching tabs writes ?tab= without a navigation and reads each tab once', async () => {
    const replaceState = jest.spyOn(window.history, 'replaceState');
    const { rerender } = render(view());
    await screen.findByRole('link', { name: 'Prestige Lakeside' });
    await userEvent.click(tab('Shortlisted'));
    expect(replaceState.mock.calls.at(-1)?.[2]).toBe('/shortlisted?tab=shortlisted');
    // Next's useSearchParams follows history.replaceState; here the new search is handed in by hand.
    search = new URLSearchParams('tab=shortlisted');
    rerender(view());
    expect(await screen.findByTestId('shortlist-empty')).toBeInTheDocument();
    search = new URLSearchParams('tab=doors-unlocked');
    rerender(view());
    expect(screen.getByRole('link', { name: 'Prestige Lakeside' })).toBeInTheDocument();
    expect(sorted(calls)).toEqual(['/api/shortlist', '/api/visits']);
  });

  it('a 401 (session ended) asks the auth context again instead of showing an error', async () => {
    replies['/api/visits'] = () => ({ status: 401, body: {} });
    render(view());
    await waitFor(() => expect(auth.refresh).toHaveBeenCalled());
    expect(screen.queryByText('Failed to fetch your visits')).not.toBeInTheDocument();
  });

  it('a login (another person id) reads the tab again', async () => {
    auth.user = null;
    const { rerender } = render(view());
    expect(calls).toEqual([]);
    auth.user = { id: 'u2' };
    await act(async () => rerender(view()));
    expect(await screen.findByRole('link', { name: 'Prestige Lakeside' })).toBeInTheDocument();
    expect(sorted(calls)).toEqual(['/api/shortlist', '/api/visits']);
  });
});

describe('the Shortlisted tab in Hindi', () => {
  test('the empty list and the tab labels read in Hindi', () => {
    render(withCopy(<ShortlistedTabs tab="shortlisted" counts={{ 'doors-unlocked': 2, shortlisted: 0 }}><ShortlistList items={[]} /></ShortlistedTabs>, ['visits', 'tenant'], 'hi'));
    expect(screen.getByRole('tab', { name: /खुले दरवाज़े/ })).toBeInTheDocument();
    expect(screen.getByText('पसंदीदा सूची में अभी कुछ नहीं')).toBeInTheDocument();
  });
});
