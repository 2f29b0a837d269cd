import { NextResponse } from 'next/server';
import { profileLanguageSchema, type ProfileLanguageAnswer } from '@/lib/validation/profile-language';
import { saveProfileLanguage } from '@/server/auth/profile-language';
import { withUser } from '@/server/auth/with-user';

export const dynamic = 'force-dynamic';

/** PUT {language}: the signed-in person's messages come in this language from now on. */
export const PUT = withUser({ schema: profileLanguageSchema }, async ({ user, body }) => {
  await saveProfileLanguage(user.id, body.language);
  return NextResponse.json<ProfileLanguageAnswer>({ language: body.language });
});
