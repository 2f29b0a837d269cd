// The browser's calls to our auth route handlers. Tokens never reach the page: the server sets HttpOnly
// cookies and answers with the person's public fields only.
import { apiFetch } from '@/lib/api/client';
import type { CheckUserExistsAnswer, CodeSentAnswer, RegisteredAnswer, RegistrationInput, SessionAnswer, SignedInAnswer, SignedOutAnswer } from '@/lib/validation/auth';

export { ApiError } from '@/lib/api/client';

const post = <T,>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: 'POST', body });

export const authApi = {
  checkUserExists: (email: string) => post<CheckUserExistsAnswer>('/api/check-user-exists', { email }),
  /** returnTo: where the e-mail's sign-in link leads afterwards (a path on this site). */
  sendCode: (email: string, returnTo?: string) => post<CodeSentAnswer>('/api/auth/send-code', { email, returnTo }),
  confirmLink: (tokenHash: string) => post<SignedInAnswer>('/api/auth/confirm', { token_hash: tokenHash }),
  verifyCode: (email: string, token: string) => post<SignedInAnswer>('/api/auth/verify', { email, token }),
  register: (input: RegistrationInput) => post<RegisteredAnswer>('/api/dual-auth-register', input),
  signOut: () => post<SignedOutAnswer>('/api/auth/sign-out'),
  me: () => apiFetch<SessionAnswer>('/api/auth/me', { cache: 'no-store' }),
};
