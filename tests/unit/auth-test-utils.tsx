// Shared by the auth form tests: the auth context with a scripted fetch, and the toasts captured.
import { render } from '@testing-library/react';
import { toast } from '@/components/ui/toast';
import { AuthProvider } from '@/components/auth/auth-provider';
import type { Locale } from '@/lib/i18n/locales';
import { withCopy } from '../helpers/copy';

// Test files declare, before their imports are evaluated (jest.mock is hoisted per file):
//   jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
//   jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

type Reply = { status?: number; body: unknown };
export type Routes = Record<string, Reply | ((body: Record<string, unknown>) => Reply)>;

/** Answers our /api routes from a table, and records the calls. */
export function mockApi(routes: Routes) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const route = routes[path] ?? (path === '/api/auth/me' ? { body: { user: null } } : { status: 404, body: {} });
    const reply = typeof route === 'function' ? route(body) : route;
    const status = reply.status ?? 200;
    // jsdom has no Response: the parts of it auth-api.ts reads.
    return { ok: status < 400, status, json: async () => reply.body } as Response;
  }) as typeof fetch;
  return calls;
}

/** The forms read their words from the scope their server parent gives them (the root layout's `auth`). */
export function renderWithAuth(ui: React.ReactElement, locale: Locale = 'en') {
  return render(withCopy(<AuthProvider initialUser={null}>{ui}</AuthProvider>, ['auth', 'visits'], locale));
}

export const toasts = {
  success: jest.mocked(toast.success),
  error: jest.mocked(toast.error),
  /** [title, description] of the last toast of a kind. */
  last(kind: 'success' | 'error') {
    const call = jest.mocked(toast[kind]).mock.calls.at(-1);
    return call ? [call[0], (call[1] as { description?: string } | undefined)?.description] : undefined;
  },
};

export const person = { id: 'u1', email: 'asha@example.com', firstName: 'Asha', lastName: 'Rao', phone: '9876543210', countryCode: '+91' };
