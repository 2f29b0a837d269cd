// The consent switches on the profile: one schema for the switch and PUT /api/profile/consents.
import { z } from 'zod';
import { CONSENT_PURPOSES } from '@/lib/privacy/consents';

export const privacyMessages = {
  linkGone: 'This download link has expired or was already used. Ask for a new file on your profile.',
  exportRequested: 'We are preparing your file. The link comes by e-mail, and works once for 24 hours.',
  undoGone: 'This link no longer works: the account was kept already, or its deletion is final.',
  deletionScheduled: 'Your account will be deleted in 48 hours. We have e-mailed you a link to keep it.',
} as const;

export const consentChangeSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { message: 'Choose one of the consents on this page.' }),
  granted: z.boolean({ message: 'Say whether you allow it (true) or not (false).' }),
});

export type ConsentChange = z.infer<typeof consentChangeSchema>;

/** The token of a 'Download my data' link: 32 random bytes, base64url. Anything else is a link that does not exist. */
export const dataExportParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, privacyMessages.linkGone),
});

/** The token of a 'Keep my account' link: 32 random bytes, base64url. */
export const undoDeletionParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, privacyMessages.undoGone),
});
