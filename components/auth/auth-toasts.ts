// Every auth toast of the spec's catalogues (discovery-and-login.md 8, societies-and-tenant-area.md 8),
// word for word. The Toaster shows one at a time (the newest).
import { toast } from '@/components/ui/toast';
import type { ApiError } from './auth-api';

const error = (title: string, description: string) => toast.error(title, { description });
const success = (title: string, description?: string) => toast.success(title, { description });

const CHECK_EMAIL = 'Check your email for the verification code';
const EXPIRED = 'The verification code has expired. Please request a new one.';
const EXPIRED_OR_INVALID = 'The verification code has expired or is invalid. Please request a new one.';
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
  verifyFailed: (cause: ApiError) => error('Error', cause.message || 'Failed to verify OTP. Please try again.'),
  loginSuccessful: () => success('Login Successful', 'Welcome back!'),
  registrationFailed: (cause: ApiError) => error('Registration Failed', cause.message || 'Failed to create account. Please try again.'),
  registrationSuccessful: () => success('Registration Successful', CHECK_EMAIL),
  codeResent: () => success('Code Resent', CHECK_EMAIL),
  resendFailed: (cause: ApiError) =>
    error('Failed to Resend Code', cause.code === 'over_email_send_rate_limit' ? TOO_MANY : cause.message || 'Failed to resend OTP. Please try again.'),
  emailVerificationFailed: (cause: ApiError) => error('Email Verification Failed', emailVerificationMessage(cause)),
  emailVerified: () => success('Email Verified Successfully', "You're now registered and logged in"),
  /** For hosts that greet after registration (e.g. the profile page). */
  welcome: (description = "You're now registered and logged in") => success('Welcome!', description),
};

/** The spec's mapping: code otp_expired first, then the message 'Token has expired or is invalid'. */
export function emailVerificationMessage(cause: { code: string; message: string }): string {
  if (cause.code === 'otp_expired') return EXPIRED;
  if (cause.message.includes('Token has expired or is invalid')) return EXPIRED_OR_INVALID;
  return cause.message || 'Failed to verify OTP. Please try again.';
}
