import { apiFetch } from '@/lib/api/client';
import type { Locale } from '@/lib/i18n/locales';
import type { ProfileLanguageAnswer } from '@/lib/validation/profile-language';

/** Saves the signed-in person's language; `keepalive`, because the switch's link leaves the page at once. */
export const saveProfileLanguage = (language: Locale) =>
  apiFetch<ProfileLanguageAnswer>('/api/profile/language', { method: 'PUT', body: { language }, keepalive: true });
