// Every auth toast of the spec's catalogues (discovery-and-login.md 8, societies-and-tenant-area.md 8),
// word for word. The Toaster shows one at a time (the newest).
import { toast } from '@/components/ui/toast';
import type { ApiError } from './auth-api';

const error = (title: string, description: string) => toast.error(title, { description });
const success = (title: string, description?: string) => toast.success(title, { description });

const CHECK_EMAIL = 'Check your email for the verification code';
const EXPIRED = 'The verification code has expired. Please request a new one.';
const EXPIRED_OR_INVALID = 'The verification code has expired or is invalid. Please request a new one.';
const WRONG_CODE = 'That code is not right. Check the 6 digits in the email and try again.';
const TOO_MANY = 'Too many emails sent. Please wait a few minutes before requesting another code.';

export const authToasts = {
  missingEmail: () => error('Error', 'Please enter your email address'),
  userCheckFailed: (cause: ApiError) => error('Error', cause.message || 'Failed to check user'),
  accountNotFound: () => error('Account Not Found', 'Please register first to create an account'),
  /** The login variant (the properties page's 'Welcome Back' dialog). */
  accountNotFoundLogin: () => error('Account not found', 'No account found with this email. Please register first.'),
  verifyUserFailed: () => error('Error', 'Failed to verify user. Please try again.'),
  codeSent: () => success('OTP Sent', CHECK_EMAIL),
  sendFailed: (cause: ApiError) => error('Error', cause.message || 'Failed to send OTP. Please try again.'),
  invalidCodeLength: () => error('Error', 'Please enter a valid 6-digit OTP'),
  verifyFailed: (cause: ApiError, sentAt?: number) => error('Error', isMistypedCode(cause, sentAt) ? WRONG_CODE : cause.message || 'Failed to verify OTP. Please try again.'),
  loginSuccessful: () => success('Login Successful', 'Welcome back!'),
  registrationFailed: (cause: ApiError) => error('Registration Failed', cause.message || 'Failed to create account. Please try again.'),
  registrationSuccessful: () => success('Registration Successful', CHECK_EMAIL),
  codeResent: () => success('Code Resent', CHECK_EMAIL),
  resendFailed: (cause: ApiError) =>
    error('Failed to Resend Code', cause.code === 'over_email_send_rate_limit' ? TOO_MANY : cause.message || 'Failed to resend OTP. Please try again.'),
  emailVerificationFailed: (cause: ApiError, sentAt?: number) => error('Email Verification Failed', emailVerificationMessage(cause, sentAt)),
  emailVerified: () => success('Email Verified Successfully', "You're now registered and logged in"),
  /** For hosts that greet after registration (e.g. the profile page). */
  welcome: (description = "You're now registered and logged in") => success('Welcome!', description),
};

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
export function emailVerificationMessage(cause: { code: string; message: string }, sentAt?: number): string {
  if (isMistypedCode(cause, sentAt)) return WRONG_CODE;
  if (cause.code === 'otp_expired') return EXPIRED;
  if (cause.message.includes('Token has expired or is invalid')) return EXPIRED_OR_INVALID;
  return cause.message || 'Failed to verify OTP. Please try again.';
}
