import 'server-only';
import type { NextRequest } from 'next/server';
import { safeReturnTo } from '@/lib/return-to';
import { getEnv } from '@/server/env';
import { toAppError } from './auth-error';
import { contextFromHeaders } from './gotrue/request';
import { createAuthClient } from './supabase-client';

/**
 * Sends a login code to a registered address through the auth service (embedded: in-process; hosted:
 * Supabase sends the e-mail). The code belongs to the browser's device cookie (server/auth/holder.ts); the e-mail's
 * sign-in link works on any device and leads to `returnTo` (a path on this site, else the site's root, which the
 * confirmation page reads as /profile). Nothing is stored in cookies at this step, so the client keeps none.
 */
export async function sendLoginCode(request: NextRequest, email: string, returnTo?: string): Promise<void> {
  const supabase = createAuthClient({ getAll: () => [], setAll: () => undefined }, contextFromHeaders(request.headers));
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: new URL(safeReturnTo(returnTo) ?? '/', getEnv().SITE_URL).toString() },
  });
  if (error) throw toAppError(error, 'Failed to send OTP. Please try again.');
}
