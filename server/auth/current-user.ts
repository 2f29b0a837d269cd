import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { eq, sql } from 'drizzle-orm';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/server/db/client';
import { authSessions, profiles } from '@/server/db/schema';
import { safeReturnTo, type AuthUser } from '@/lib/validation/auth';
import { isEmbeddedAuth } from './config';
import { createSupabaseServerClient } from './server-client';
import { logger } from '@/server/log/logger';

type SessionClaims = { sub: string; email?: string; session_id?: string; user_metadata?: Record<string, unknown> };

/**
 * The verified claims of the request's access token, or null. supabase-js throws (rather than answering an
 * error) for some forged tokens, e.g. a JWT header that is `null` or not JSON: any such token means signed out.
 */
async function verifiedClaims(supabase: SupabaseClient): Promise<SessionClaims | null> {
  try {
    const { data, error } = await supabase.auth.getClaims();
    const claims = data?.claims as Partial<SessionClaims> | undefined;
    if (error || !claims || typeof claims.sub !== 'string' || !claims.sub) return null;
    const metadata = claims.user_metadata;
    return { ...claims, sub: claims.sub, user_metadata: metadata && typeof metadata === 'object' && !Array.isArray(metadata) ? metadata : {} };
  } catch {
    return null;
  }
}

/**
 * The signed-in person for a supabase client bound to a request: the access token's signature is verified
 * (getClaims, locally through the JWKS), its `sub` is the user id, and in the embedded mode the session must
 * still exist, so a sign-out takes effect at once. The name and phone come from `public.profiles`.
 */
export async function resolveAuthUser(supabase: SupabaseClient): Promise<AuthUser | null> {
  return (await resolveAuthSession(supabase))?.user ?? null;
}

/** The signed-in person and the id of their session (the desk keeps each staff session's activity by it). */
export async function resolveAuthSession(supabase: SupabaseClient): Promise<{ user: AuthUser; sessionId: string | null } | null> {
  const claims = await verifiedClaims(supabase);
  if (!claims) return null;
  const sessionId = claims.session_id ?? null;
  if (!isEmbeddedAuth()) return { user: await loadAuthUser(claims.sub, claims.email ?? '', claims.user_metadata ?? {}), sessionId };
  if (!sessionId) return null;
  // Embedded mode: the session check and the profile in one round trip (every signed-in request pays for it).
  const [row] = await getDb()
    .select({ live: sql<boolean>`exists (select 1 from ${authSessions} where ${authSessions.id} = ${sessionId})`, profile: profiles })
    .from(sql`(select 1) as one`)
    .leftJoin(profiles, eq(profiles.id, claims.sub));
  if (!row?.live) return null;
  return { user: toAuthUser(claims.sub, claims.email ?? '', claims.user_metadata ?? {}, row.profile ?? undefined), sessionId };
}

export async function loadAuthUser(id: string, email: string, metadata: Record<string, unknown>): Promise<AuthUser> {
  const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return toAuthUser(id, email, metadata, profile);
}

function toAuthUser(id: string, email: string, metadata: Record<string, unknown>, profile: typeof profiles.$inferSelect | undefined): AuthUser {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id,
    email: profile?.email ?? email,
    firstName: profile?.first_name ?? text(metadata.first_name),
    lastName: profile?.last_name ?? text(metadata.last_name),
    phone: profile?.phone ?? text(metadata.phone),
    countryCode: profile?.country_code ?? (text(metadata.country_code) || '+91'),
  };
}

/** For server components and pages; one look-up per request. */
export const getCurrentUser = cache(async (): Promise<AuthUser | null> => {
  try {
    return await resolveAuthUser(await createSupabaseServerClient());
  } catch (error) {
    logger('auth').error({ err: error }, 'could not read the session');
    return null;
  }
});

/** For server pages that need a person: otherwise to the profile page's login, coming back afterwards. */
export async function requireUser(returnTo: string): Promise<AuthUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/profile?auth=login&returnTo=${encodeURIComponent(safeReturnTo(returnTo) ?? '/')}`);
  return user;
}
