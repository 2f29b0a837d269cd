// The one factory for server-side supabase clients (route handlers, server components, middleware).
// Not 'server-only' at the top level on purpose: middleware.ts imports it (see docs/auth.md).
import { createServerClient, type CookieMethodsServer } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { authCookieOptions, isEmbeddedAuth, supabaseAnonKey, supabaseUrl } from './config';
import { dispatchAuthRequest } from './gotrue/router';
import type { CallContext } from './gotrue/request';

/**
 * In the embedded default the clients reach /auth/v1 in-process: the request goes straight to the
 * dispatcher instead of a loopback HTTP call. Anything else (there is nothing else today) goes out.
 */
export function embeddedAuthFetch(context: CallContext): typeof fetch {
  const base = new URL(supabaseUrl());
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === base.origin && url.pathname.startsWith('/auth/v1/')) return dispatchAuthRequest(request, context);
    return fetch(request);
  };
}

export function createAuthClient(cookies: CookieMethodsServer, context: CallContext): SupabaseClient {
  return createServerClient(supabaseUrl(), supabaseAnonKey(), {
    cookies,
    cookieOptions: authCookieOptions(),
    global: isEmbeddedAuth() ? { fetch: embeddedAuthFetch(context) } : {},
    // supabase-js 2.119 throws on Node 20 without a WebSocket implementation, even if realtime is unused.
    realtime: { transport: WebSocket as never },
  });
}
