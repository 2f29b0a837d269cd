// One zod schema per auth payload, shared by the forms (zodResolver) and the route handlers, with the
// spec's messages in the spec's order (discovery-and-login.md section 5, societies-and-tenant-area.md 5).
import { z } from '@/lib/validation/zod';
import { hasControlCharacters } from '@/lib/text/one-line';
import { safeText } from './text';

export const COUNTRY_CODES = ['+91', '+1', '+44', '+65'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+91';
export const CODE_LENGTH = 6;
/** RFC 5321's longest deliverable address. */
export const EMAIL_MAX_LENGTH = 254;
/** Names, also when edited later through PUT /auth/v1/user (the session cookie carries them). */
export const NAME_MAX_LENGTH = 60;

export const authMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  loginCodeInvalid: 'Please enter a valid 6-digit OTP',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  registrationCodeInvalid: 'Please enter a valid 6-digit verification code',
  nameInvalid: 'Please enter your name on one line, without special characters',
} as const;

const required = (message: string) => safeText(message).trim().min(1, message);
/** A name travels into messages (WhatsApp, e-mail): one line of text, no control characters (CR, LF, ...). */
// The name rule runs first so that a CR or LF reads as this message, not the general safe-text one.
const personName = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => !hasControlCharacters(value), authMessages.nameInvalid)
    .pipe(required(message).max(NAME_MAX_LENGTH));

/** E-mail is lower-cased and trimmed before use. */
const emailRequired = safeText(authMessages.emailRequired).trim().toLowerCase().min(1, authMessages.emailRequired);
const emailValid = emailRequired.max(EMAIL_MAX_LENGTH, authMessages.emailInvalid).pipe(z.email(authMessages.emailInvalid));

const code = (message: string) => safeText(message).trim().regex(/^\d{6}$/, message);

/** Login panel, e-mail step: only presence is checked here; the server checks the format. */
export const loginEmailSchema = z.object({ email: emailRequired });
export const loginCodeSchema = z.object({ token: code(authMessages.loginCodeInvalid) });

/** POST /api/check-user-exists. */
export const emailPayloadSchema = z.object({ email: emailValid });
/**
 * POST /api/auth/send-code. returnTo: where the e-mail's sign-in link leads afterwards (the server keeps it only when
 * lib/return-to.ts accepts it; anything else leads to /profile).
 */
export const sendCodePayloadSchema = z.object({ email: emailValid, returnTo: z.string().max(2048).optional() });
/** POST /api/auth/confirm: the token of an e-mail's sign-in link (32 random bytes, base64url). */
export const confirmLinkPayloadSchema = z.object({
  token_hash: z.string({ error: 'This sign-in link is incomplete.' }).trim().min(1, 'This sign-in link is incomplete.').max(200, 'This sign-in link is incomplete.'),
});
/** POST /api/auth/verify. */
export const verifyPayloadSchema = z.object({ email: emailValid, token: code(authMessages.loginCodeInvalid) });

const phone = required(authMessages.phoneRequired)
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\d{6,15}$/, authMessages.phoneInvalid));

/** Registration details, checked in this order: first name, last name, phone, e-mail. */
export const registrationSchema = z
  .object({
    firstName: personName(authMessages.firstNameRequired),
    lastName: personName(authMessages.lastNameRequired),
    countryCode: z.enum(COUNTRY_CODES).default(DEFAULT_COUNTRY_CODE),
    phone,
    email: emailValid,
  })
  .superRefine((value, context) => {
    // An Indian mobile number has 10 digits; other countries vary.
    // zod runs this even when a field failed above: only add an issue the fields have not reported.
    if (value.countryCode === '+91' && typeof value.phone === 'string' && /^\d{6,15}$/.test(value.phone) && value.phone.length !== 10) {
      context.addIssue({ code: 'custom', path: ['phone'], message: authMessages.phoneInvalid });
    }
  });
export const registrationCodeSchema = z.object({ token: code(authMessages.registrationCodeInvalid) });

export type LoginEmailValues = z.input<typeof loginEmailSchema>;
export type RegistrationValues = z.input<typeof registrationSchema>;
export type RegistrationInput = z.output<typeof registrationSchema>;

/** What the browser learns about the signed-in person: never a token. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** National number, digits only. */
  phone: string;
  countryCode: string;
}

/** The login's `returnTo` rule lives in lib/return-to.ts; re-exported for the auth code that already imports it here. */
export { safeReturnTo } from '@/lib/return-to';

/** POST /api/check-user-exists. */
export interface CheckUserExistsAnswer {
  userExists: boolean;
  user: { email: string } | null;
}
/** POST /api/auth/send-code. */
export interface CodeSentAnswer {
  sent: true;
}
/** POST /api/auth/verify and /api/auth/confirm: signed in (the session is in HttpOnly cookies). */
export interface SignedInAnswer {
  user: AuthUser;
}
/** POST /api/dual-auth-register (201). */
export interface RegisteredAnswer {
  success: true;
  user: { id: string; email: string };
}
/** POST /api/auth/sign-out. */
export interface SignedOutAnswer {
  signedOut: true;
}
/** GET /api/auth/me: the person signed in, or null. */
export interface SessionAnswer {
  user: AuthUser | null;
}
