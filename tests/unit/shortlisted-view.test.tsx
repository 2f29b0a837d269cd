// /shortlisted's browser part (spec 2.7, 8): signed out -> Login Required; signed in -> the selected tab read
// from its JSON route, with the spec's error message and a retry; the other tab is read once, when chosen.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShortlistedView } from '@/components/shortlist/shortlisted-view';

jest.setTimeout(20_000);

const auth = { user: { id: 'u1' } as { id: string } | null, loading: false, refresh: jest.fn() };
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => auth }));
jest.mock('@/components/auth/login-required', () => ({ LoginRequired: () => <h2>Login Required</h2> }));
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => search, useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

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
  upcoming: [{ societyId: 's1', name: 'Prestige Lakeside', photo: null, latitude: null, longitude: null, visitStart: '2026-11-30T05:30:00.000Z', visitEnd: '2026-11-30T06:00:00.000Z', upcomingCount: 1, propertyCount: 1 }],
  past: [],
};

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
    render(<ShortlistedView />);
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('while the session is read: the skeleton, no request', () => {
    auth.loading = true;
    auth.user = null;
    render(<ShortlistedView />);
    expect(screen.getByLabelText('Loading your visits')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('Doors Unlocked (default): skeleton, then the society from /api/visits only', async () => {
    render(<ShortlistedView />);
    expect(screen.getByLabelText('Loading your visits')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Prestige Lakeside' })).toHaveAttribute('href', '/society-visits/s1');
    expect(screen.getByRole('heading', { name: /Upcoming Visits/ })).toBeInTheDocument();
    expect(calls).toEqual(['/api/visits']);
  });

  it('?tab=shortlisted reads /api/shortlist and shows its empty state', async () => {
    search = new URLSearchParams('tab=shortlisted');
    render(<ShortlistedView />);
    expect(await screen.findByTestId('shortlist-empty')).toBeInTheDocument();
    expect(calls).toEqual(['/api/shortlist']);
  });

  it("a failed read shows the spec's message; 'Try again' reads again", async () => {
    replies['/api/visits'] = () => ({ status: 500, body: { error: { message: 'Something went wrong' } } });
    render(<ShortlistedView />);
    expect(await screen.findByText('Failed to fetch your visits')).toBeInTheDocument();
    replies['/api/visits'] = () => ({ status: 200, body: visits });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Prestige Lakeside' })).toBeInTheDocument();
    expect(calls).toEqual(['/api/visits', '/api/visits']);
  });

  it("the Shortlisted tab's failure message", async () => {
    search = new URLSearchParams('tab=shortlisted');
    replies['/api/shortlist'] = () => ({ status: 503, body: {} });
    render(<ShortlistedView />);
    expect(await screen.findByText('Failed to fetch shortlisted properties')).toBeInTheDocument();
  });

  it('switching tabs writes ?tab= without a navigation and reads each tab once', async () => {
    const replaceState = jest.spyOn(window.history, 'replaceState');
    const { rerender } = render(<ShortlistedView />);
    await screen.findByRole('link', { name: 'Prestige Lakeside' });
    await userEvent.click(screen.getByRole('tab', { name: 'Shortlisted' }));
    expect(replaceState.mock.calls.at(-1)?.[2]).toBe('/shortlisted?tab=shortlisted');
    // Next's useSearchParams follows history.replaceState; here the new search is handed in by hand.
    search = new URLSearchParams('tab=shortlisted');
    rerender(<ShortlistedView />);
    expect(await screen.findByTestId('shortlist-empty')).toBeInTheDocument();
    search = new URLSearchParams('tab=doors-unlocked');
    rerender(<ShortlistedView />);
    expect(screen.getByRole('link', { name: 'Prestige Lakeside' })).toBeInTheDocument();
    expect(calls).toEqual(['/api/visits', '/api/shortlist']);
  });

  it('a 401 (session ended) asks the auth context again instead of showing an error', async () => {
    replies['/api/visits'] = () => ({ status: 401, body: {} });
    render(<ShortlistedView />);
    await waitFor(() => expect(auth.refresh).toHaveBeenCalled());
    expect(screen.queryByText('Failed to fetch your visits')).not.toBeInTheDocument();
  });

  it('a login (another person id) reads the tab again', async () => {
    auth.user = null;
    const { rerender } = render(<ShortlistedView />);
    expect(calls).toEqual([]);
    auth.user = { id: 'u2' };
    await act(async () => rerender(<ShortlistedView />));
    expect(await screen.findByRole('link', { name: 'Prestige Lakeside' })).toBeInTheDocument();
    expect(calls).toEqual(['/api/visits']);
  });
});
