// Refreshes the auth cookies on every page request (docs/auth-contract.md "@supabase/ssr cookies"): the server
// client reads the request cookies, getClaims() verifies the access token and refreshes it when it is
// about to expire, and any rotated cookies go onto both the request (for this render) and the response.
// Not 'server-only': middleware.ts imports it.
import { NextResponse, type NextRequest } from 'next/server';
import { contextFromHeaders } from './gotrue/request';
import { createAuthClient } from './supabase-client';
import { logger } from '@/server/log/logger';

/** supabase-js keeps the session in `sb-<ref>-auth-token` (chunked as `.0`, `.1`, ... when large). */
export const hasAuthCookie = (request: NextRequest) =>
  request.cookies.getAll().some(({ name }) => name.startsWith('sb-') && name.includes('-auth-token'));

export async function refreshAuthSession(request: NextRequest): Promise<NextResponse> {
  // Most page views are anonymous: with no session cookie there is nothing to verify or refresh.
  if (!hasAuthCookie(request)) return NextResponse.next();
  let response = NextResponse.next({ request });
  const supabase = createAuthClient(
    {
      getAll: () => request.cookies.getAll(),
      setAll: (cookiesToSet, headers) => {
        cookiesToSet.forEach(({ name, value }) => request.cookies.set(name, value));
        response = NextResponse.next({ request });
        cookiesToSet.forEach(({ name, value, options }) => response.cookies.set(name, value, options));
        Object.entries(headers ?? {}).forEach(([key, value]) => response.headers.set(key, value));
      },
    },
    contextFromHeaders(request.headers),
  );
  // Straight away, nothing in between: this is what refreshes an expiring session.
  try {
    await supabase.auth.getClaims();
  } catch (error) {
    // A database hiccup must not take every page down; the page renders signed out.
    logger('auth').error({ err: error }, 'session refresh failed');
  }
  return response;
}
