import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import { contextFromHeaders } from './gotrue/request';
import { createAuthClient } from './supabase-client';

type CookieToSet = { name: string; value: string; options: Record<string, unknown> };

export interface RouteAuthClient {
  supabase: SupabaseClient;
  /** Puts the cookies the client wrote (sign-in, refresh, sign-out) and their anti-cache headers on a response. */
  applyCookies(response: Response): NextResponse;
}

/**
 * A supabase client for one route-handler request, reading the request's cookies and collecting the
 * cookies it writes, so that the handler's response carries them. No next/headers: plain Request in, plain
 * Response out, which keeps route handlers testable outside a Next server.
 */
export function createRouteAuthClient(request: NextRequest): RouteAuthClient {
  const pending = new Map<string, CookieToSet>();
  const pendingHeaders: Record<string, string> = {};
  const supabase = createAuthClient(
    {
      getAll: () => {
        // Later reads in this request see what earlier calls wrote.
        const current = new Map(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value]));
        pending.forEach((cookie) => (cookie.value ? current.set(cookie.name, cookie.value) : current.delete(cookie.name)));
        return [...current].map(([name, value]) => ({ name, value }));
      },
      setAll: (cookiesToSet, headers) => {
        cookiesToSet.forEach((cookie) => pending.set(cookie.name, cookie as CookieToSet));
        Object.assign(pendingHeaders, headers ?? {});
      },
    },
    contextFromHeaders(request.headers),
  );
  return {
    supabase,
    applyCookies(response) {
      const out = response instanceof NextResponse ? response : new NextResponse(response.body, response);
      pending.forEach(({ name, value, options }) => out.cookies.set(name, value, options));
      Object.entries(pendingHeaders).forEach(([key, value]) => out.headers.set(key, value));
      return out;
    },
  };
}
