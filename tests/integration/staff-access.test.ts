// The desk's foundation on a real PostgreSQL: roles granted and removed (taking effect on the next request),
// agents' societies, desk sessions that end after STAFF_IDLE_HOURS without activity, and an audit log that
// records every grant and cannot be changed or deleted.
import { eq, sql } from 'drizzle-orm';
import { COMMAND_LINE_ACTOR, listAudit } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { authSessions, audit_log, staff_members, staff_session_activity } from '@/server/db/schema';
import { grantStaffRole, listStaff, removeStaffRole } from '@/server/staff/service';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind } from './staff-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

test('a tenant is not staff; a granted role is read on the next request; a removal ends it at once', async () => {
  const person = await signedInTenant('future-manager');
  expect(await staffBehind(person.cookie)).toBeNull();
  await grantStaffRole(COMMAND_LINE_ACTOR, { email: person.email.toUpperCase(), role: 'manager', societyIds: [] });
  const staff = await staffBehind(person.cookie);
  expect(staff).toMatchObject({ role: 'manager', societyIds: null, actor: { id: person.id, email: person.email, address: '198.51.100.77' } });
  expect(await removeStaffRole(COMMAND_LINE_ACTOR, person.email)).toBe(true);
  expect(await staffBehind(person.cookie)).toBeNull();
  expect(await removeStaffRole(COMMAND_LINE_ACTOR, person.email)).toBe(false);
});

test('an agent sees only its societies; a manager given societies keeps none', async () => {
  const [first, second] = [await insertSociety({ name: 'Agent Society One' }), await insertSociety({ name: 'Agent Society Two' })];
  const agent = await signedInStaff('agent', [first, second, first]);
  expect((await staffBehind(agent.cookie))?.societyIds?.sort()).toEqual([first, second].sort());
  const manager = await signedInStaff('manager', [first]);
  expect((await staffBehind(manager.cookie))?.societyIds).toBeNull();
  const listed = await listStaff();
  expect(listed.find((member) => member.userId === agent.id)?.societies.map((society) => society.name)).toEqual(['Agent Society One', 'Agent Society Two']);
  expect(listed.find((member) => member.userId === manager.id)?.societies).toEqual([]);
});

test('granting to an address without an account is refused and writes nothing', async () => {
  const before = await getDb().select({ count: sql<number>`count(*)::int` }).from(audit_log);
  await expect(grantStaffRole(COMMAND_LINE_ACTOR, { email: 'nobody@example.com', role: 'admin', societyIds: [] })).rejects.toMatchObject({ code: 'no_account', status: 404 });
  const after = await getDb().select({ count: sql<number>`count(*)::int` }).from(audit_log);
  expect(after[0]!.count).toBe(before[0]!.count);
});

test('every grant, change and removal is an audit row with before and after', async () => {
  const person = await signedInTenant('audited');
  await grantStaffRole(COMMAND_LINE_ACTOR, { email: person.email, role: 'agent', societyIds: [] });
  await grantStaffRole(COMMAND_LINE_ACTOR, { email: person.email, role: 'admin', societyIds: [] });
  await removeStaffRole(COMMAND_LINE_ACTOR, person.email);
  const rows = await listAudit({ table: 'staff_members', rowId: person.id }, { limit: 10 });
  expect(rows.map((row) => [row.action, row.before?.role ?? null, row.after?.role ?? null, row.actor_email])).toEqual([
    ['staff.remove', 'admin', null, 'command line'],
    ['staff.change', 'agent', 'admin', 'command line'],
    ['staff.grant', null, 'agent', 'command line'],
  ]);
});

test('audit rows cannot be changed, deleted or truncated', async () => {
  const [row] = await getDb().select({ id: audit_log.id }).from(audit_log).limit(1);
  expect(row).toBeDefined();
  await expect(getDb().update(audit_log).set({ action: 'rewritten' }).where(eq(audit_log.id, row!.id))).rejects.toMatchObject({ cause: { code: '42501' } });
  await expect(getDb().delete(audit_log).where(eq(audit_log.id, row!.id))).rejects.toMatchObject({ cause: { code: '42501' } });
  await expect(getDb().execute(sql`truncate audit_log`)).rejects.toMatchObject({ cause: { code: '42501' } });
  const [still] = await getDb().select().from(audit_log).where(eq(audit_log.id, row!.id));
  expect(still?.action).not.toBe('rewritten');
});

test('a desk session idle for longer than STAFF_IDLE_HOURS ends: the role answers nothing and the session is gone', async () => {
  const staff = await signedInStaff('admin');
  const resolved = await staffBehind(staff.cookie);
  expect(resolved?.role).toBe('admin');
  const [activity] = await getDb().select().from(staff_session_activity).where(eq(staff_session_activity.user_id, staff.id));
  expect(activity).toBeDefined();
  await getDb()
    .update(staff_session_activity)
    .set({ last_seen_at: sql`now() - interval '12 hours 1 minute'` })
    .where(eq(staff_session_activity.session_id, activity!.session_id));
  expect(await staffBehind(staff.cookie)).toBeNull();
  expect(await getDb().select().from(authSessions).where(eq(authSessions.id, activity!.session_id))).toEqual([]);
  expect((await getDb().select().from(staff_members).where(eq(staff_members.user_id, staff.id)))[0]?.role).toBe('admin');
});

test('activity within the window keeps the session alive and moves its time forward', async () => {
  const staff = await signedInStaff('agent');
  await staffBehind(staff.cookie);
  const [activity] = await getDb().select().from(staff_session_activity).where(eq(staff_session_activity.user_id, staff.id));
  await getDb()
    .update(staff_session_activity)
    .set({ last_seen_at: sql`now() - interval '11 hours 59 minutes'` })
    .where(eq(staff_session_activity.session_id, activity!.session_id));
  expect((await staffBehind(staff.cookie))?.role).toBe('agent');
  const [after] = await getDb().select().from(staff_session_activity).where(eq(staff_session_activity.session_id, activity!.session_id));
  expect(Date.now() - after!.last_seen_at.getTime()).toBeLessThan(60_000);
});
