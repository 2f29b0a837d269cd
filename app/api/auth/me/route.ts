import { NextResponse } from 'next/server';
import { resolveAuthUser } from '@/server/auth/current-user';
import { createRouteAuthClient } from '@/server/auth/route-client';
import { withHandler } from '@/server/http/handler';
import type { SessionAnswer } from '@/lib/validation/auth';

export const dynamic = 'force-dynamic';

/** GET: the signed-in person (never a token), refreshing the cookies when the access token is expiring. */
export const GET = withHandler({ cacheControl: 'private, no-store' }, async ({ request }) => {
  const auth = createRouteAuthClient(request);
  const user = await resolveAuthUser(auth.supabase);
  return auth.applyCookies(NextResponse.json<SessionAnswer>({ user }));
});
