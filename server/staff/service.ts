import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { roleAtLeast, type StaffRole } from '@/lib/ops/roles';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { gated_societies, profiles, staff_members, staff_societies } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';

export interface StaffListEntry {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
  grantedAt: Date;
  societies: { id: string; name: string }[];
}

const noAccount = (email: string) => new AppError('no_account', `No account uses ${email}: the person registers on the site first.`, 404);

/**
 * Makes the account with this e-mail staff with `role` (replacing a role it had), and sets an agent's societies.
 * Managers and admins see every society, so societies given to them are not kept. Audited in the same
 * transaction.
 */
export async function grantStaffRole(actor: AuditActor, input: { email: string; role: StaffRole; societyIds: string[] }): Promise<StaffListEntry> {
  const email = input.email.trim().toLowerCase();
  const societyIds = input.role === 'agent' ? [...new Set(input.societyIds)] : [];
  const userId = await getDb().transaction(async (tx) => {
    const [person] = await tx.select({ id: profiles.id }).from(profiles).where(sql`lower(${profiles.email}) = ${email}`).limit(1);
    if (!person) throw noAccount(email);
    const before = await staffSnapshot(tx, person.id);
    await tx
      .insert(staff_members)
      .values({ user_id: person.id, role: input.role, granted_by: actor.id })
      .onConflictDoUpdate({ target: staff_members.user_id, set: { role: input.role, granted_by: actor.id, granted_at: sql`now()` } });
    await tx.delete(staff_societies).where(eq(staff_societies.user_id, person.id));
    if (societyIds.length) await tx.insert(staff_societies).values(societyIds.map((society_id) => ({ user_id: person.id, society_id })));
    await recordAudit(tx, actor, {
      action: before ? 'staff.change' : 'staff.grant',
      table: 'staff_members',
      rowId: person.id,
      before,
      after: { email, role: input.role, societies: societyIds },
    });
    return person.id;
  });
  const entry = (await listStaff()).find((member) => member.userId === userId);
  if (!entry) throw new AppError('not_found', 'Not found', 404);
  return entry;
}

/** Ends an account's staff role: from its next request the desk answers it 404. False when it had none. */
export async function removeStaffRole(actor: AuditActor, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  return getDb().transaction(async (tx) => {
    const [person] = await tx.select({ id: profiles.id }).from(profiles).where(sql`lower(${profiles.email}) = ${address}`).limit(1);
    if (!person) throw noAccount(address);
    const before = await staffSnapshot(tx, person.id);
    if (!before) return false;
    await tx.delete(staff_members).where(eq(staff_members.user_id, person.id));
    await recordAudit(tx, actor, { action: 'staff.remove', table: 'staff_members', rowId: person.id, before, after: null });
    return true;
  });
}

async function staffSnapshot(db: Pick<ReturnType<typeof getDb>, 'select'>, userId: string) {
  const [member] = await db.select({ role: staff_members.role }).from(staff_members).where(eq(staff_members.user_id, userId)).limit(1);
  if (!member) return null;
  const societies = await db.select({ id: staff_societies.society_id }).from(staff_societies).where(eq(staff_societies.user_id, userId));
  return { role: member.role, societies: societies.map((row) => row.id) };
}

/** Every staff member with their societies (the team is small: tens of rows, never paged). */
export async function listStaff(): Promise<StaffListEntry[]> {
  const db = getDb();
  const members = await db
    .select({
      userId: staff_members.user_id,
      role: staff_members.role,
      grantedAt: staff_members.granted_at,
      email: profiles.email,
      firstName: profiles.first_name,
      lastName: profiles.last_name,
    })
    .from(staff_members)
    .innerJoin(profiles, eq(profiles.id, staff_members.user_id))
    .orderBy(asc(profiles.email));
  const societies = await db
    .select({ userId: staff_societies.user_id, id: gated_societies.id, name: gated_societies.name })
    .from(staff_societies)
    .innerJoin(gated_societies, eq(gated_societies.id, staff_societies.society_id))
    .orderBy(asc(gated_societies.name));
  return members.map((member) => ({
    userId: member.userId,
    email: member.email,
    name: `${member.firstName} ${member.lastName}`.trim(),
    role: member.role as StaffRole,
    grantedAt: member.grantedAt,
    societies: societies.filter((society) => society.userId === member.userId).map(({ id, name }) => ({ id, name })),
  }));
}

/** An admin cannot take away the last admin role: someone must be left to grant roles. */
export async function assertAdminRemains(changedUserId: string, newRole: StaffRole | null): Promise<void> {
  if (newRole && roleAtLeast(newRole, 'admin')) return;
  const admins = await getDb().select({ userId: staff_members.user_id }).from(staff_members).where(eq(staff_members.role, 'admin'));
  if (admins.length === 1 && admins[0]!.userId === changedUserId) {
    throw new AppError('last_admin', 'This is the only admin: make someone else admin first.', 409);
  }
}
