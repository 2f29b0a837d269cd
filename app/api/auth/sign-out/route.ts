import { NextResponse } from 'next/server';
import { createRouteAuthClient } from '@/server/auth/route-client';
import { withHandler } from '@/server/http/handler';
import { logger } from '@/server/log/logger';
import type { SignedOutAnswer } from '@/lib/validation/auth';

/** POST: revokes this session on the server (scope local) and clears the auth cookies. Errors are swallowed. */
export const POST = withHandler({ cacheControl: 'no-store' }, async ({ request }) => {
  const auth = createRouteAuthClient(request);
  const { error } = await auth.supabase.auth.signOut({ scope: 'local' });
  if (error) logger('auth').warn({ err: error }, 'sign-out failed on the server');
  const response = auth.applyCookies(NextResponse.json<SignedOutAnswer>({ signedOut: true }));
  // Whatever happened on the server, this browser keeps no auth cookie (chunks included).
  for (const { name } of request.cookies.getAll()) {
    if (/^sb-.+-auth-token/.test(name) && !response.cookies.get(name)) response.cookies.set(name, '', { path: '/', maxAge: 0 });
  }
  return response;
});
