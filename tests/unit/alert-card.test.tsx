import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertCard } from '@/components/society/alert-card';
import { withCopy } from '@/tests/helpers/copy';
import english from '@/lib/i18n/messages/en/society.json';

const ALERT_TEXT = english.alert;
import { loginReasonLine } from '@/components/auth/login-reason-line';
import { LOGIN_REASONS } from '@/components/layout/login-trigger';

// The card's collaborators: the auth context, the login trigger and the toasts.
const auth = { user: null as { id: string } | null, loading: false, refresh: jest.fn() };
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => auth }));
const openLogin = jest.fn();
jest.mock('@/components/layout/login-trigger', () => ({ ...jest.requireActual('@/components/layout/login-trigger'), useLoginTrigger: () => ({ openLogin }) }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() } }));
const { toast } = jest.requireMock('@/components/ui/toast') as { toast: Record<'success' | 'info' | 'error', jest.Mock> };

const SOCIETY = '6d6a7614-6757-49ca-99ff-aaddfccba801';
const fetchMock = jest.fn();

function json(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  jest.clearAllMocks();
  auth.user = null;
  auth.loading = false;
  global.fetch = fetchMock as unknown as typeof fetch;
});

const button = () => screen.getByRole('button', { name: /Set Alerts|Alert Activated/ });

describe('AlertCard', () => {
  it('shows the spec text, Buy read as Sale', () => {
    const { rerender } = render(withCopy(<AlertCard societyId={SOCIETY} propertyType="Rent" />, ['society']));
    expect(screen.getByRole('heading', { name: 'Get Notified' })).toBeInTheDocument();
    expect(screen.getByText('Be the first to know when new rent properties become available in this society.')).toBeInTheDocument();
    rerender(withCopy(<AlertCard societyId={SOCIETY} propertyType="Buy" />, ['society']));
    expect(screen.getByText('Be the first to know when new sale properties become available in this society.')).toBeInTheDocument();
  });

  it('opens the login panel when signed out, saying what it is for, without calling the server', async () => {
    render(withCopy(<AlertCard societyId={SOCIETY} propertyType="Rent" />, ['society']));
    await userEvent.click(button());
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(openLogin).toHaveBeenCalledWith(expect.any(Function), LOGIN_REASONS.alerts);
    expect(loginReasonLine(openLogin.mock.calls[0][1], 'login')).toBe('Log in to get new homes in this society by e-mail.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays set when the look-up started on load answers after a tap set the alert', async () => {
    auth.user = { id: 'user-1' };
    const lookup = deferred<Response>();
    fetchMock.mockImplementation((_url: string, init?: RequestInit) => (init?.method === 'POST' ? Promise.resolve(json(201, {})) : lookup.promise));
    render(withCopy(<AlertCard societyId={SOCIETY} propertyType="Rent" />, ['society']));
    await userEvent.click(button());
    await waitFor(() => expect(button()).toHaveTextContent(ALERT_TEXT.activated));
    // The look-up read the alerts before the insert committed: it says none.
    await act(async () => lookup.resolve(json(200, { types: [] })));
    expect(button()).toHaveTextContent(ALERT_TEXT.activated);
    expect(button()).toBeDisabled();
  });

  it('goes not set -> setting -> set, then stays disabled', async () => {
    auth.user = { id: 'user-1' };
    const post = deferred<Response>();
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      init?.method === 'POST' ? post.promise : Promise.resolve(json(200, { types: [] })),
    );
    render(withCopy(<AlertCard societyId={SOCIETY} propertyType="Rent" />, ['society']));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/alerts?society_id=${SOCIETY}`, expect.anything()));
    expect(button()).toHaveTextContent(ALERT_TEXT.set);
    expect(button()).toBeEnabled();

    await userEvent.click(button());
    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST')!;
    expect(JSON.parse(init.body)).toEqual({ society_id: SOCIETY, property_type: 'Rent' });

    await act(async () => post.resolve(json(201, { status: 'created' })));
    expect(button()).toHaveTextContent('Alert Activated');
    expect(button()).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith('Alert Set Successfully');
  });

  it('shows an existing alert as activated on load, per property type', async () => {
    auth.user = { id: 'user-1' };
    fetchMock.mockResolvedValue(json(200, { types: ['Buy'] }));
    const { rerender } = render(withCopy(<AlertCard societyId={SOCIETY} propertyType="Buy" />, ['society']));
    await waitFor(() => expect(button()).toHaveTextContent('Alert Activated'));
    rerender(withCopy(<AlertCard societyId={SOCIETY} propertyType="Rent" />, ['society']));
    expect(button()).toHaveTextContent('Set Alerts');
    expect(button()).toBeEnabled();
  });

  it("answers a duplicate with 'Alert Already Set' and marks it set", async () => {
    auth.user = { id: 'user-1' };
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST' ? json(409, { error: { code: 'alert_exists', message: 'Alert Already Set' } }) : json(200, { types: [] }),
      ),
    );
    render(withCopy(<AlertCard societyId={SOCIETY} propertyType="Buy" />, ['society']));
    await userEvent.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Alert Activated'));
    expect(toast.info).toHaveBeenCalledWith('Alert Already Set');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('reports any other failure and lets the person try again', async () => {
    auth.user = { id: 'user-1' };
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      init?.method === 'POST' ? Promise.reject(new TypeError('network')) : Promise.resolve(json(500, {})),
    );
    render(withCopy(<AlertCard societyId={SOCIETY} propertyType="Rent" />, ['society']));
    await userEvent.click(button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to set alert. Please try again.'));
    expect(button()).toHaveTextContent('Set Alerts');
    expect(button()).toBeEnabled();
  });

  it('opens the login panel when the session ended (401)', async () => {
    auth.user = { id: 'user-1' };
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      Promise.resolve(init?.method === 'POST' ? json(401, { error: { code: 'unauthorized' } }) : json(200, { types: [] })),
    );
    render(withCopy(<AlertCard societyId={SOCIETY} propertyType="Rent" />, ['society']));
    await userEvent.click(button());
    await waitFor(() => expect(openLogin).toHaveBeenCalled());
  });
});
