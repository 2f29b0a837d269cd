// The consent switches on the profile: one schema for the switch and PUT /api/profile/consents.
import { z } from 'zod';
import { privacyMessages } from '@/lib/privacy/messages';
import { CONSENT_PURPOSES } from '@/lib/privacy/consents';

export { privacyMessages };

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
