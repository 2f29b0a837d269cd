// The admin desk's APIs on a real PostgreSQL: staff roles (/api/ops/staff), security desk PINs (/api/ops/desks)
// and the retry of a failed job (/api/ops/queue). Each answers 404 to everyone below its role and then writes
// nothing; each change is one audit row; the last admin cannot demote or remove themselves; a retried job is
// runnable again.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { POST as grant } from '@/app/api/ops/staff/route';
import { DELETE as removeStaff, PATCH as changeStaff } from '@/app/api/ops/staff/[userId]/route';
import { GET as pickSocieties } from '@/app/api/ops/staff/societies/route';
import { DELETE as removeDesk, PUT as setDesk } from '@/app/api/ops/desks/[societyId]/route';
import { POST as retryJob } from '@/app/api/ops/queue/[jobId]/retry/route';
import { listAudit } from '@/server/audit/log';
import { getDb, getPool } from '@/server/db/client';
import { audit_log, society_gate_desks, staff_members } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { queueReport } from '@/server/jobs/queue-report';
import { deskQueueReport, listFailedJobs } from '@/server/jobs/desk';
import { useTestDatabase } from '../helpers/test-db';
import { BASE_URL, call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();

const auditCount = async () => (await getDb().select({ count: sql<number>`count(*)::int` }).from(audit_log))[0]!.count;

type Caller = 'signed out' | 'tenant' | 'agent' | 'manager' | 'admin';
let people: Record<Exclude<Caller, 'signed out'>, SignedIn>;
let society: string;

beforeAll(async () => {
  society = await insertSociety({ name: `Admin Desk Society ${Date.now()}` });
  people = {
    tenant: await signedInTenant('ops-admin-tenant'),
    agent: await signedInStaff('agent', [society]),
    manager: await signedInStaff('manager'),
    admin: await signedInStaff('admin'),
  };
});

const cookieOf = (caller: Caller) => (caller === 'signed out' ? undefined : people[caller].cookie);
const BELOW_ADMIN: Caller[] = ['signed out', 'tenant', 'agent', 'manager'];

/** A failed-for-good job whose last error names a person, as an SMTP or Twilio refusal does. */
async function failedJob(): Promise<string> {
  await enqueueJob(getDb(), 'deliver-email', { to: 'asha@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' }, { maxAttempts: 3 });
  const { rows } = await getPool().query<{ id: string }>(
    `update graphile_worker._private_jobs set attempts = max_attempts,
        last_error = E'550 <asha@example.com>: mailbox unavailable; whatsapp to +91 98123 45678 refused\\n    at deliver (server/jobs/deliveries.ts:10)'
      where id = (select max(id) from graphile_worker._private_jobs) returning id::text`,
  );
  return rows[0]!.id;
}

describe('role matrix: below the role, 404 and nothing written', () => {
  test('staff APIs are admin only', async () => {
    const target = await signedInTenant('ops-admin-target');
    for (const caller of BELOW_ADMIN) {
      const before = await auditCount();
      const answers = [
        await call(grant, '/api/ops/staff', { method: 'POST', origin: BASE_URL, cookie: cookieOf(caller), body: { email: target.email, role: 'manager' } }),
        await call(changeStaff, `/api/ops/staff/${people.agent.id}`, { method: 'PATCH', origin: BASE_URL, cookie: cookieOf(caller), params: { userId: people.agent.id }, body: { role: 'admin' } }),
        await call(removeStaff, `/api/ops/staff/${people.agent.id}`, { method: 'DELETE', origin: BASE_URL, cookie: cookieOf(caller), params: { userId: people.agent.id } }),
        await call(pickSocieties, '/api/ops/staff/societies?q=admin', { cookie: cookieOf(caller) }),
      ];
      expect([caller, answers.map((answer) => answer.status)]).toEqual([caller, [404, 404, 404, 404]]);
      expect(await auditCount()).toBe(before);
    }
    expect(await getDb().select().from(staff_members).where(eq(staff_members.user_id, target.id))).toEqual([]);
    expect((await getDb().select().from(staff_members).where(eq(staff_members.user_id, people.agent.id)))[0]?.role).toBe('agent');
    const picked = await call(pickSocieties, '/api/ops/staff/societies?q=admin%20desk', { cookie: people.admin.cookie });
    expect(picked.status).toBe(200);
    expect(((await picked.json()) as { societies: { id: string }[] }).societies.map((row) => row.id)).toContain(society);
  });

  test('desk PIN APIs are admin only', async () => {
    for (const caller of BELOW_ADMIN) {
      const before = await auditCount();
      const set = await call(setDesk, `/api/ops/desks/${society}`, { method: 'PUT', origin: BASE_URL, cookie: cookieOf(caller), params: { societyId: society }, body: { pin: '482913' } });
      const removed = await call(removeDesk, `/api/ops/desks/${society}`, { method: 'DELETE', origin: BASE_URL, cookie: cookieOf(caller), params: { societyId: society } });
      expect([caller, set.status, removed.status]).toEqual([caller, 404, 404]);
      expect(await auditCount()).toBe(before);
    }
    expect(await getDb().select().from(society_gate_desks).where(eq(society_gate_desks.society_id, society))).toEqual([]);
  });

  test('retry is for managers and admins', async () => {
    const jobId = await failedJob();
    for (const caller of ['signed out', 'tenant', 'agent'] as Caller[]) {
      const before = await auditCount();
      const answer = await call(retryJob, `/api/ops/queue/${jobId}/retry`, { method: 'POST', origin: BASE_URL, cookie: cookieOf(caller), params: { jobId } });
      expect([caller, answer.status]).toEqual([caller, 404]);
      expect(await auditCount()).toBe(before);
    }
    const { rows } = await getPool().query<{ attempts: number }>('select attempts from graphile_worker.jobs where id = $1', [jobId]);
    expect(rows[0]!.attempts).toBe(3);
    for (const caller of ['manager', 'admin'] as Caller[]) {
      const id = await failedJob();
      const answer = await call(retryJob, `/api/ops/queue/${id}/retry`, { method: 'POST', origin: BASE_URL, cookie: cookieOf(caller), params: { jobId: id } });
      expect([caller, answer.status]).toEqual([caller, 200]);
    }
  });
});

describe('staff from the desk', () => {
  test('an admin makes a tenant a manager, changes them to an agent of a society, and removes them: three audit rows by the admin', async () => {
    const colleague = await signedInTenant('ops-admin-colleague');
    const granted = await call(grant, '/api/ops/staff', { method: 'POST', origin: BASE_URL, cookie: people.admin.cookie, body: { email: ` ${colleague.email.toUpperCase()} `, role: 'manager' } });
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as { member: { role: string } }).member.role).toBe('manager');
    const changed = await call(changeStaff, `/api/ops/staff/${colleague.id}`, { method: 'PATCH', origin: BASE_URL, cookie: people.admin.cookie, params: { userId: colleague.id }, body: { role: 'agent', societyIds: [society] } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { member: { societies: { id: string }[] } }).member.societies.map((row) => row.id)).toEqual([society]);
    const removed = await call(removeStaff, `/api/ops/staff/${colleague.id}`, { method: 'DELETE', origin: BASE_URL, cookie: people.admin.cookie, params: { userId: colleague.id } });
    expect(removed.status).toBe(200);
    const rows = await listAudit({ table: 'staff_members', rowId: colleague.id }, { limit: 10 });
    expect(rows.map((row) => [row.action, row.actor_email, row.actor_id, row.after?.role ?? null])).toEqual([
      ['staff.remove', people.admin.email, people.admin.id, null],
      ['staff.change', people.admin.email, people.admin.id, 'agent'],
      ['staff.grant', people.admin.email, people.admin.id, 'manager'],
    ]);
    expect(rows[0]!.client_address).toBe('198.51.100.50');
  });

  test('bad input is a 422 and writes nothing: an agent without a society, an unknown society, a bad e-mail, an unknown role', async () => {
    const colleague = await signedInTenant('ops-admin-bad');
    const before = await auditCount();
    const bodies = [
      { email: colleague.email, role: 'agent', societyIds: [] },
      { email: colleague.email, role: 'agent', societyIds: ['00000000-0000-4000-8000-000000000000'] },
      { email: 'not-an-email', role: 'manager' },
      { email: colleague.email, role: 'owner' },
    ];
    for (const body of bodies) {
      const answer = await call(grant, '/api/ops/staff', { method: 'POST', origin: BASE_URL, cookie: people.admin.cookie, body });
      expect([body, answer.status]).toEqual([body, 422]);
    }
    const unknown = await call(grant, '/api/ops/staff', { method: 'POST', origin: BASE_URL, cookie: people.admin.cookie, body: { email: 'nobody-here@example.com', role: 'manager' } });
    expect(unknown.status).toBe(404);
    const notStaff = await call(changeStaff, `/api/ops/staff/${colleague.id}`, { method: 'PATCH', origin: BASE_URL, cookie: people.admin.cookie, params: { userId: colleague.id }, body: { role: 'manager' } });
    expect(notStaff.status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  test('the last admin cannot demote or remove themselves; with a second admin they can', async () => {
    // This test's database may hold admins of earlier tests: leave one admin only.
    await getDb().update(staff_members).set({ role: 'manager' }).where(sql`${staff_members.role} = 'admin' and ${staff_members.user_id} <> ${people.admin.id}`);
    const before = await auditCount();
    const demote = await call(changeStaff, `/api/ops/staff/${people.admin.id}`, { method: 'PATCH', origin: BASE_URL, cookie: people.admin.cookie, params: { userId: people.admin.id }, body: { role: 'manager' } });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as { error: { code: string } }).error.code).toBe('last_admin');
    const byEmail = await call(grant, '/api/ops/staff', { method: 'POST', origin: BASE_URL, cookie: people.admin.cookie, body: { email: people.admin.email, role: 'agent', societyIds: [society] } });
    expect(byEmail.status).toBe(409);
    const remove = await call(removeStaff, `/api/ops/staff/${people.admin.id}`, { method: 'DELETE', origin: BASE_URL, cookie: people.admin.cookie, params: { userId: people.admin.id } });
    expect(remove.status).toBe(409);
    expect(await auditCount()).toBe(before);
    expect((await getDb().select().from(staff_members).where(eq(staff_members.user_id, people.admin.id)))[0]?.role).toBe('admin');

    const second = await signedInStaff('admin');
    const demoteSecond = await call(changeStaff, `/api/ops/staff/${second.id}`, { method: 'PATCH', origin: BASE_URL, cookie: second.cookie, params: { userId: second.id }, body: { role: 'manager' } });
    expect(demoteSecond.status).toBe(200);
  });

  test('two admins demoting each other at the same instant: one change wins, one admin is left', async () => {
    await getDb().update(staff_members).set({ role: 'manager' }).where(sql`${staff_members.role} = 'admin' and ${staff_members.user_id} <> ${people.admin.id}`);
    const other = await signedInStaff('admin');
    const demote = (by: SignedIn, target: SignedIn) =>
      call(changeStaff, `/api/ops/staff/${target.id}`, { method: 'PATCH', origin: BASE_URL, cookie: by.cookie, params: { userId: target.id }, body: { role: 'manager' } });
    try {
      const answers = await Promise.all([demote(people.admin, other), demote(other, people.admin)]);
      const [winner, loser] = answers.map((answer) => answer.status).sort();
      expect(winner).toBe(200);
      // The loser is refused either way: 409 when both role checks ran before the winner's change (the changes run
      // one at a time and the second would leave no admin), 404 when its check ran after it (no longer an admin).
      expect([404, 409]).toContain(loser);
      const admins = await getDb().select({ id: staff_members.user_id }).from(staff_members).where(eq(staff_members.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      // Leave the suite's admin as it was for the tests after this one, whatever happened above.
      await getDb().update(staff_members).set({ role: 'admin' }).where(eq(staff_members.user_id, people.admin.id));
    }
  });
});

describe('security desk PINs from the desk', () => {
  test('set, replace, same again and remove: audited without the PIN', async () => {
    const put = (pin: string) => call(setDesk, `/api/ops/desks/${society}`, { method: 'PUT', origin: BASE_URL, cookie: people.admin.cookie, params: { societyId: society }, body: { pin } });
    expect(await (await put('482913')).json()).toEqual({ outcome: 'set' });
    expect(await (await put('77341290')).json()).toEqual({ outcome: 'set' });
    expect(await (await put('77341290')).json()).toEqual({ outcome: 'unchanged' });
    const bad = await put('12ab56');
    expect(bad.status).toBe(422);
    const removed = await call(removeDesk, `/api/ops/desks/${society}`, { method: 'DELETE', origin: BASE_URL, cookie: people.admin.cookie, params: { societyId: society } });
    expect(await removed.json()).toEqual({ removed: true });
    const again = await call(removeDesk, `/api/ops/desks/${society}`, { method: 'DELETE', origin: BASE_URL, cookie: people.admin.cookie, params: { societyId: society } });
    expect(await again.json()).toEqual({ removed: false });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(setDesk, `/api/ops/desks/${unknown}`, { method: 'PUT', origin: BASE_URL, cookie: people.admin.cookie, params: { societyId: unknown }, body: { pin: '482913' } })).status).toBe(404);

    const rows = await listAudit({ table: 'society_gate_desks', rowId: society }, { limit: 10 });
    expect(rows.map((row) => [row.action, row.after?.pin ?? null, row.actor_email])).toEqual([
      ['desk.remove', null, people.admin.email],
      ['desk.set_pin', 'changed', people.admin.email],
      ['desk.set_pin', 'set', people.admin.email],
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('482913');
    expect(text).not.toContain('77341290');
    expect(text).not.toContain('hmac$');
  });
});

test('npm run gate-pin is audited as the command line, without the PIN', async () => {
  const commandSociety = await insertSociety({ name: `Command Line Desk ${Date.now()}` });
  // The operator's command itself (without npm's wrapper), on this test's database and signing key.
  await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['--conditions=react-server', 'scripts/gate-pin.ts', commandSociety, '660271'], {
    env: { ...process.env, DATABASE_URL: database.url() },
  });
  await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['--conditions=react-server', 'scripts/gate-pin.ts', commandSociety, '--remove'], {
    env: { ...process.env, DATABASE_URL: database.url() },
  });
  const rows = await listAudit({ table: 'society_gate_desks', rowId: commandSociety }, { limit: 5 });
  expect(rows.map((row) => [row.action, row.actor_email, row.actor_id])).toEqual([
    ['desk.remove', 'command line', null],
    ['desk.set_pin', 'command line', null],
  ]);
  expect(JSON.stringify(rows)).not.toContain('660271');
}, 60_000);

describe('failed jobs from the desk', () => {
  test('the desk shows a failed job with personal data masked; Retry makes it runnable again, audited; a second retry is a 409', async () => {
    const jobId = await failedJob();
    const failed = await listFailedJobs({ task: 'deliver-email' });
    const shown = failed.jobs.find((job) => job.id === jobId);
    expect(shown?.lastError).toBe('550 <[e-mail]>: mailbox unavailable; whatsapp to [phone] refused');
    const report = await deskQueueReport();
    expect(JSON.stringify(report)).not.toMatch(/asha@|98123/);

    const failedBefore = (await queueReport(getPool())).tasks.find((task) => task.task === 'deliver-email')!.failedForGood;
    const answer = await call(retryJob, `/api/ops/queue/${jobId}/retry`, { method: 'POST', origin: BASE_URL, cookie: people.manager.cookie, params: { jobId } });
    expect(answer.status).toBe(200);
    const { rows } = await getPool().query<{ attempts: number; due: boolean }>('select attempts, run_at <= now() as due from graphile_worker.jobs where id = $1', [jobId]);
    expect(rows[0]).toEqual({ attempts: 0, due: true });
    const after = (await queueReport(getPool())).tasks.find((task) => task.task === 'deliver-email')!;
    expect(after.failedForGood).toBe(failedBefore - 1);
    expect(after.runnable).toBeGreaterThanOrEqual(1);
    const [audit] = await listAudit({ action: 'job.retry', rowId: jobId }, { limit: 5 });
    expect(audit).toMatchObject({ actor_email: people.manager.email, table_name: 'graphile_worker.jobs', before: { task: 'deliver-email', attempts: 3 }, after: { attempts: 0 } });

    const before = await auditCount();
    const twice = await call(retryJob, `/api/ops/queue/${jobId}/retry`, { method: 'POST', origin: BASE_URL, cookie: people.manager.cookie, params: { jobId } });
    expect(twice.status).toBe(409);
    const missing = await call(retryJob, '/api/ops/queue/999999999/retry', { method: 'POST', origin: BASE_URL, cookie: people.manager.cookie, params: { jobId: '999999999' } });
    expect(missing.status).toBe(404);
    const malformed = await call(retryJob, '/api/ops/queue/abc/retry', { method: 'POST', origin: BASE_URL, cookie: people.manager.cookie, params: { jobId: 'abc' } });
    expect(malformed.status).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});
