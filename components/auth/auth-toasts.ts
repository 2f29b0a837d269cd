// Every auth toast of the spec's catalogues (discovery-and-login.md 8, societies-and-tenant-area.md 8), word for
// word in English and as the `auth` messages of the page's language. The Toaster shows one at a time (the newest).
// A server's own words (cause.message) are shown as they come.
import { useCopy } from '@/components/i18n/copy-scope';
import { toast } from '@/components/ui/toast';
import type { ApiError } from './auth-api';

export type AuthCopy = ReturnType<typeof useCopy<'auth'>>;

const error = (title: string, description: string) => toast.error(title, { description });
const success = (title: string, description?: string) => toast.success(title, { description });

export function authToastsFor(t: AuthCopy) {
  const failed = t('toasts.error');
  const checkEmail = t('toasts.checkEmail');
  return {
    missingEmail: () => error(failed, t('toasts.missingEmail')),
    userCheckFailed: (cause: ApiError) => error(failed, cause.message || t('toasts.userCheckFailed')),
    accountNotFound: () => error(t('toasts.accountNotFoundTitle'), t('toasts.accountNotFound')),
    /** The login variant (the properties page's 'Welcome Back' dialog). */
    accountNotFoundLogin: () => error(t('toasts.accountNotFoundLoginTitle'), t('toasts.accountNotFoundLogin')),
    verifyUserFailed: () => error(failed, t('toasts.verifyUserFailed')),
    codeSent: () => success(t('toasts.codeSentTitle'), checkEmail),
    sendFailed: (cause: ApiError) => error(failed, cause.message || t('toasts.sendFailed')),
    invalidCodeLength: () => error(failed, t('toasts.invalidCodeLength')),
    verifyFailed: (cause: ApiError, sentAt?: number) => error(failed, isMistypedCode(cause, sentAt) ? t('toasts.wrongCode') : cause.message || t('toasts.verifyFailed')),
    loginSuccessful: () => success(t('toasts.loginSuccessfulTitle'), t('toasts.welcomeBack')),
    registrationFailed: (cause: ApiError) => error(t('toasts.registrationFailedTitle'), cause.message || t('toasts.registrationFailed')),
    registrationSuccessful: () => success(t('toasts.registrationSuccessfulTitle'), checkEmail),
    codeResent: () => success(t('toasts.codeResentTitle'), checkEmail),
    resendFailed: (cause: ApiError) =>
      error(t('toasts.resendFailedTitle'), cause.code === 'over_email_send_rate_limit' ? t('toasts.tooMany') : cause.message || t('toasts.resendFailed')),
    emailVerificationFailed: (cause: ApiError, sentAt?: number) => error(t('toasts.emailVerificationFailedTitle'), emailVerificationMessage(cause, t, sentAt)),
    emailVerified: () => success(t('toasts.emailVerifiedTitle'), t('toasts.registeredAndLoggedIn')),
    /** For hosts that greet after registration (e.g. the profile page). */
    welcome: (description = t('toasts.registeredAndLoggedIn')) => success(t('toasts.welcomeTitle'), description),
  };
}

export type AuthToasts = ReturnType<typeof authToastsFor>;

/** The auth toasts in the language of the scope around the component. */
export function useAuthToasts(): AuthToasts {
  return authToastsFor(useCopy('auth'));
}

/**
 * The server answers one way for a wrong and an expired code (otp_expired, 'Token has expired or is invalid'),
 * so nobody can probe codes. A code sent a few minutes ago has not expired (codes live 10 minutes here, an hour
 * on hosted Supabase): a refusal then means a mistyped code, and saying 'expired' would send the person off to
 * request a new one for nothing.
 */
export const CODE_SURELY_ALIVE_MS = 5 * 60 * 1000;

export function isMistypedCode(cause: { code: string; message: string }, sentAt: number | undefined, now = Date.now()): boolean {
  const refused = cause.code === 'otp_expired' || cause.message.includes('Token has expired or is invalid');
  return refused && sentAt !== undefined && now - sentAt < CODE_SURELY_ALIVE_MS;
}

/** The spec's mapping: code otp_expired first, then the message 'Token has expired or is invalid'. */
export function emailVerificationMessage(cause: { code: string; message: string }, t: AuthCopy, sentAt?: number): string {
  if (isMistypedCode(cause, sentAt)) return t('toasts.wrongCode');
  if (cause.code === 'otp_expired') return t('toasts.expired');
  if (cause.message.includes('Token has expired or is invalid')) return t('toasts.expiredOrInvalid');
  return cause.message || t('toasts.verifyFailed');
}
