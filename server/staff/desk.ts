import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { escapeLikePattern } from '@/lib/search/suggestions';
import type { StaffRole } from '@/lib/ops/roles';
import { OPS_ADMIN_MESSAGES } from '@/lib/validation/ops-admin';
import type { AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { gated_societies, profiles, staff_members } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { assertAdminRemains, grantStaffRole, removeStaffRole, type StaffListEntry } from './service';

// /ops/staff: an admin grants, changes and ends roles through the same service as `npm run staff` (which audits),
// with one rule the command line does not need: the last admin cannot demote or remove themselves, or nobody
// could grant a role from the desk again.

export const SOCIETY_PICKER_LIMIT = 20;

const unknownSocieties = () => new AppError('unknown_society', 'One of the societies no longer exists. Pick them again.', 422);

async function assertSocietiesExist(societyIds: string[]): Promise<void> {
  if (!societyIds.length) return;
  const [row] = await getDb()
    .select({ count: sql<number>`count(*)::int` })
    .from(gated_societies)
    .where(inArray(gated_societies.id, societyIds));
  if ((row?.count ?? 0) !== societyIds.length) throw unknownSocieties();
}

async function accountByEmail(email: string): Promise<string | null> {
  const [person] = await getDb().select({ id: profiles.id }).from(profiles).where(sql`lower(${profiles.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return person?.id ?? null;
}

/**
 * Runs one desk change of roles at a time (a transaction-scoped advisory lock held until the change has
 * committed), so the last-admin check reads what the previous change left: two admins demoting each other at the
 * same instant cannot both pass it.
 */
async function oneRoleChangeAtATime<T>(change: () => Promise<T>): Promise<T> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ghomes:staff-role-change'))`);
    return change();
  });
}

/** POST /api/ops/staff: the account with this e-mail gets `role` (a new staff member, or a change). */
export async function grantFromDesk(actor: AuditActor, input: { email: string; role: StaffRole; societyIds: string[] }): Promise<StaffListEntry> {
  await assertSocietiesExist(input.societyIds);
  return oneRoleChangeAtATime(async () => {
    const userId = await accountByEmail(input.email);
    if (userId) await assertAdminRemains(userId, input.role);
    return grantStaffRole(actor, input);
  });
}

async function staffEmail(userId: string): Promise<string> {
  const [member] = await getDb()
    .select({ email: profiles.email })
    .from(staff_members)
    .innerJoin(profiles, eq(profiles.id, staff_members.user_id))
    .where(eq(staff_members.user_id, userId))
    .limit(1);
  if (!member) throw notFound(OPS_ADMIN_MESSAGES.staffNotFound);
  return member.email;
}

/** PATCH /api/ops/staff/{userId}: a staff member's new role and societies; 404 for anyone who is not staff. */
export async function changeFromDesk(actor: AuditActor, userId: string, input: { role: StaffRole; societyIds: string[] }): Promise<StaffListEntry> {
  await assertSocietiesExist(input.societyIds);
  return oneRoleChangeAtATime(async () => {
    const email = await staffEmail(userId);
    await assertAdminRemains(userId, input.role);
    return grantStaffRole(actor, { email, ...input });
  });
}

/** DELETE /api/ops/staff/{userId}: ends the role; 404 for anyone who is not staff. */
export async function removeFromDesk(actor: AuditActor, userId: string): Promise<void> {
  await oneRoleChangeAtATime(async () => {
    const email = await staffEmail(userId);
    await assertAdminRemains(userId, null);
    if (!(await removeStaffRole(actor, email))) throw notFound(OPS_ADMIN_MESSAGES.staffNotFound);
  });
}

/** The society picker: societies whose name starts with `query` (the name's prefix index), a short list. */
export async function searchSocieties(query: string): Promise<{ id: string; name: string }[]> {
  const text = query.trim().toLowerCase();
  return getDb()
    .select({ id: gated_societies.id, name: gated_societies.name })
    .from(gated_societies)
    .where(text ? sql`lower(${gated_societies.name}) like ${escapeLikePattern(text)} || '%'` : undefined)
    .orderBy(asc(sql`lower(${gated_societies.name})`))
    .limit(SOCIETY_PICKER_LIMIT);
}
