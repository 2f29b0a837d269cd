import { NextResponse } from 'next/server';
import { toAppError } from '@/server/auth/auth-error';
import { loadAuthUser } from '@/server/auth/current-user';
import { applySignInLanguage } from '@/server/auth/profile-language';
import { markEmailVerified } from '@/server/auth/users';
import { createRouteAuthClient } from '@/server/auth/route-client';
import { AppError } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import { verifyPayloadSchema, type SignedInAnswer } from '@/lib/validation/auth';

/** POST {email, token}: verifies the code on the server, which sets the HttpOnly session cookies. */
export const POST = withHandler({ schema: verifyPayloadSchema, cacheControl: 'no-store' }, async ({ request, body }) => {
  const auth = createRouteAuthClient(request);
  const { data, error } = await auth.supabase.auth.verifyOtp({ email: body.email, token: body.token, type: 'email' });
  if (error) throw toAppError(error);
  // Both are required: without a session nobody is signed in.
  if (!data.user || !data.session) throw new AppError('verification_failed', 'Failed to verify OTP. Please try again.', 502);
  // Hosted mode verifies at Supabase: this is where the app learns that the address is proven.
  await markEmailVerified(data.user.id);
  const user = await loadAuthUser(data.user.id, data.user.email ?? body.email, data.user.user_metadata ?? {});
  return auth.applyCookies(await applySignInLanguage(request, data.user.id, NextResponse.json<SignedInAnswer>({ user })));
});
