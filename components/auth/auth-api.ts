// The browser's calls to our auth route handlers. Tokens never reach the page: the server sets HttpOnly
// cookies and answers with the person's public fields only.
import type { AuthUser, RegistrationInput } from '@/lib/validation/auth';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', ...init.headers },
    });
  } catch {
    throw new ApiError('network_error', 'Network error. Check your connection and try again.', 0);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } | string };
  if (!response.ok || body.error) {
    const error = typeof body.error === 'string' ? { message: body.error } : body.error;
    throw new ApiError(error && 'code' in error && error.code ? error.code : 'request_failed', error?.message ?? '', response.status);
  }
  return body as T;
}

const post = <T,>(path: string, payload?: unknown) => call<T>(path, { method: 'POST', body: JSON.stringify(payload ?? {}) });

export const authApi = {
  checkUserExists: (email: string) => post<{ userExists: boolean; user: { email: string } | null }>('/api/check-user-exists', { email }),
  sendCode: (email: string) => post<{ sent: true }>('/api/auth/send-code', { email }),
  verifyCode: (email: string, token: string) => post<{ user: AuthUser }>('/api/auth/verify', { email, token }),
  register: (input: RegistrationInput) => post<{ success: true }>('/api/dual-auth-register', input),
  signOut: () => post<{ signedOut: true }>('/api/auth/sign-out'),
  me: () => call<{ user: AuthUser | null }>('/api/auth/me', { method: 'GET', cache: 'no-store' }),
};
