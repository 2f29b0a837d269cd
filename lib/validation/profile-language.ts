// The language a signed-in person reads messages in: one schema for the language switch and
// PUT /api/profile/language (docs/i18n.md "Messages in the recipient's language").
import { z } from '@/lib/validation/zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

export const profileLanguageSchema = z.object({
  language: z.enum(LOCALES, { message: 'Choose English, Kannada (kn) or Hindi (hi).' }),
});

export type ProfileLanguagePayload = z.infer<typeof profileLanguageSchema>;

export interface ProfileLanguageAnswer {
  language: Locale;
}
