// The browser's calls to our auth route handlers. Tokens never reach the page: the server sets HttpOnly
// cookies and answers with the person's public fields only.
import { apiFetch } from '@/lib/api/client';
import type { AuthUser, RegistrationInput } from '@/lib/validation/auth';

export { ApiError } from '@/lib/api/client';

const post = <T,>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: 'POST', body });

export const authApi = {
  checkUserExists: (email: string) => post<{ userExists: boolean; user: { email: string } | null }>('/api/check-user-exists', { email }),
  /** returnTo: where the e-mail's sign-in link leads afterwards (a path on this site). */
  sendCode: (email: string, returnTo?: string) => post<{ sent: true }>('/api/auth/send-code', { email, returnTo }),
  confirmLink: (tokenHash: string) => post<{ user: AuthUser }>('/api/auth/confirm', { token_hash: tokenHash }),
  verifyCode: (email: string, token: string) => post<{ user: AuthUser }>('/api/auth/verify', { email, token }),
  register: (input: RegistrationInput) => post<{ success: true }>('/api/dual-auth-register', input),
  signOut: () => post<{ signedOut: true }>('/api/auth/sign-out'),
  me: () => apiFetch<{ user: AuthUser | null }>('/api/auth/me', { cache: 'no-store' }),
};
