import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cookies, headers } from 'next/headers';
import { contextFromHeaders } from './gotrue/request';
import { createAuthClient } from './supabase-client';

/**
 * A supabase client for this request, reading and writing the HttpOnly auth cookies. Route handlers can
 * set cookies; server components cannot (the middleware has already refreshed them), hence the try/catch.
 * Create one per request: it carries that request's cookies.
 */
export async function createSupabaseServerClient(): Promise<SupabaseClient> {
  const cookieStore = await cookies();
  const context = contextFromHeaders(await headers());
  return createAuthClient(
    {
      getAll: () => cookieStore.getAll(),
      setAll: (cookiesToSet) => {
        try {
          cookiesToSet.forEach(({ name, value, options }) => cookieStore.set(name, value, options));
        } catch {
          // Called from a server component: nothing to do, the middleware keeps the cookies fresh.
        }
      },
    },
    context,
  );
}
