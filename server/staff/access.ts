import 'server-only';
import { eq, isNull, sql } from 'drizzle-orm';
import { headers } from 'next/headers';
import { notFound as pageNotFound } from 'next/navigation';
import { cache } from 'react';
import { roleAtLeast, type StaffRole } from '@/lib/ops/roles';
import type { AuthUser } from '@/lib/validation/auth';
import type { AuditActor } from '@/server/audit/log';
import { resolveAuthSession } from '@/server/auth/current-user';
import { isEmbeddedAuth } from '@/server/auth/config';
import { revokeSessions } from '@/server/auth/sessions';
import { createSupabaseServerClient } from '@/server/auth/server-client';
import { getDb } from '@/server/db/client';
import { staff_members, staff_session_activity, staff_societies } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import type { SupabaseClient } from '@supabase/supabase-js';

/** A staff member on a desk request: who, which role, and (for an agent) which societies. */
export interface Staff {
  user: AuthUser;
  role: StaffRole;
  /** The societies an agent works for; null for managers and admins, who see every society. */
  societyIds: string[] | null;
  actor: AuditActor;
}

/** Whether a staff member may see a society's visits. */
export function seesSociety(staff: Staff, societyId: string): boolean {
  return staff.societyIds === null || staff.societyIds.includes(societyId);
}

/**
 * The staff member behind a session, or null: signed out, not staff, or a desk session idle for longer than
 * STAFF_IDLE_HOURS (which ends it: the embedded session is deleted, so the person signs in again). The role is
 * read from the database on every request, so a removal takes effect at once.
 */
export async function resolveStaff(supabase: SupabaseClient, address: string | null): Promise<Staff | null> {
  const session = await resolveAuthSession(supabase);
  if (!session?.sessionId) return null;
  const { user, sessionId } = session;
  const db = getDb();
  const [member] = await db
    .select({
      role: staff_members.role,
      societies: sql<string[]>`coalesce((select array_agg(${staff_societies.society_id}::text) from ${staff_societies} where ${staff_societies.user_id} = ${staff_members.user_id}), '{}')`,
      lastSeenAt: staff_session_activity.last_seen_at,
      endedAt: staff_session_activity.ended_at,
    })
    .from(staff_members)
    .leftJoin(staff_session_activity, eq(staff_session_activity.session_id, sessionId))
    .where(eq(staff_members.user_id, user.id))
    .limit(1);
  if (!member) return null;
  if (member.endedAt || (member.lastSeenAt && isIdle(member.lastSeenAt))) {
    await endIdleSession(sessionId, user.id);
    return null;
  }
  await db
    .insert(staff_session_activity)
    .values({ session_id: sessionId, user_id: user.id })
    .onConflictDoUpdate({ target: staff_session_activity.session_id, set: { last_seen_at: sql`now()` }, where: isNull(staff_session_activity.ended_at) });
  const role = member.role as StaffRole;
  return {
    user,
    role,
    societyIds: role === 'agent' ? member.societies : null,
    actor: { id: user.id, email: user.email, address },
  };
}

function isIdle(lastSeenAt: Date): boolean {
  return Date.now() - lastSeenAt.getTime() > getEnv().STAFF_IDLE_HOURS * 3_600_000;
}

async function endIdleSession(sessionId: string, userId: string): Promise<void> {
  const db = getDb();
  await db
    .update(staff_session_activity)
    .set({ ended_at: sql`coalesce(${staff_session_activity.ended_at}, now())` })
    .where(eq(staff_session_activity.session_id, sessionId));
  if (isEmbeddedAuth()) await revokeSessions(userId, sessionId, 'local');
}

/** Who is asking for a desk page, once per request: a staff member, a signed-in person without a role, or nobody. */
const deskRequester = cache(async (): Promise<{ staff: Staff | null; signedIn: boolean }> => {
  const requestHeaders = await headers();
  const address = requestHeaders.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
  const supabase = await createSupabaseServerClient();
  const staff = await resolveStaff(supabase, address);
  if (staff) return { staff, signedIn: true };
  return { staff: null, signedIn: (await resolveAuthSession(supabase)) !== null };
});

/**
 * For desk pages: the staff member with at least `role`; anyone else gets the site's ordinary 404 page (the desk
 * is not advertised).
 */
export async function requireStaffPage(role: StaffRole = 'agent'): Promise<Staff> {
  const { staff } = await deskRequester();
  if (!staff || !roleAtLeast(staff.role, role)) pageNotFound();
  return staff;
}

/**
 * For the desk's frame: the staff member, or 'sign-in' for a visitor who is signed out (who sees the site's
 * ordinary login page, the one a tenant sees, so a laptop can make its first desk sign-in and nothing says a desk
 * is here); a signed-in person without a role gets the 404 page.
 */
export async function staffOrSignIn(): Promise<Staff | 'sign-in'> {
  const { staff, signedIn } = await deskRequester();
  if (staff) return staff;
  if (!signedIn) return 'sign-in';
  pageNotFound();
}
