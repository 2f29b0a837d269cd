import { NextResponse } from 'next/server';
import { toAppError } from '@/server/auth/auth-error';
import { loadAuthUser } from '@/server/auth/current-user';
import { applySignInLanguage } from '@/server/auth/profile-language';
import { markEmailVerified } from '@/server/auth/users';
import { createRouteAuthClient } from '@/server/auth/route-client';
import { AppError } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import { confirmLinkPayloadSchema, type SignedInAnswer } from '@/lib/validation/auth';

/**
 * POST {token_hash}: the button on /auth/confirm. Uses up the e-mail's sign-in link and signs this browser in, on
 * the server (HttpOnly session cookies), whichever device asked for the code. Only this POST uses the link: the page
 * itself (which mail scanners fetch) changes nothing.
 */
export const POST = withHandler({ schema: confirmLinkPayloadSchema, cacheControl: 'no-store' }, async ({ request, body }) => {
  const auth = createRouteAuthClient(request);
  const { data, error } = await auth.supabase.auth.verifyOtp({ token_hash: body.token_hash, type: 'email' });
  if (error?.code === 'otp_expired') throw new AppError('link_expired', 'This sign-in link has expired or was already used. Request a new code to sign in.', 403);
  if (error) throw toAppError(error);
  if (!data.user || !data.session) throw new AppError('verification_failed', 'Failed to sign in. Please try again.', 502);
  // Hosted mode verifies at Supabase: this is where the app learns that the address is proven.
  await markEmailVerified(data.user.id);
  const user = await loadAuthUser(data.user.id, data.user.email ?? '', data.user.user_metadata ?? {});
  return auth.applyCookies(await applySignInLanguage(request, data.user.id, NextResponse.json<SignedInAnswer>({ user })));
});
