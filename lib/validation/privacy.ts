// The consent switches on the profile: one schema for the switch and PUT /api/profile/consents.
import { z } from 'zod';
import { CONSENT_PURPOSES } from '@/lib/privacy/consents';

export const consentChangeSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { message: 'Choose one of the consents on this page.' }),
  granted: z.boolean({ message: 'Say whether you allow it (true) or not (false).' }),
});

export type ConsentChange = z.infer<typeof consentChangeSchema>;
