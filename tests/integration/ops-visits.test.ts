// The visits board on a real PostgreSQL: the role matrix of the mark route (signed out, tenant, agent of another
// society, agent, manager, admin), an audit row for every mark and undo and none for a refusal, the rules (409 with
// a code, nothing changed), what the board reads (one day, an agent's own societies, first names only) and the
// tenant's card showing the mark.
import { eq, sql } from 'drizzle-orm';
import { DELETE as undoRoute, POST as markRoute } from '@/app/api/ops/visits/[visitId]/mark/route';
import { addCalendarDays, indiaInstant, indiaToday, startOfIndiaDay } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { audit_log, profiles, visits } from '@/server/db/schema';
import { boardView } from '@/server/visits/desk-board';
import { markVisit } from '@/server/visits/desk-marks';
import { rescheduleVisit } from '@/server/visits/reschedule';
import { getSocietyVisits } from '@/server/visits/service';
import { useTestDatabase } from '../helpers/test-db';
import { call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind, type SignedIn } from './staff-fixtures';
import { insertHome, insertVisit } from './visit-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

type Handler = Parameters<typeof call>[0];
const mark = (visitId: string, body: unknown, cookie?: string) =>
  call(markRoute as Handler, `/api/ops/visits/${visitId}/mark`, { method: 'POST', body, cookie, params: { visitId } });
const undo = (visitId: string, cookie?: string) => call(undoRoute as Handler, `/api/ops/visits/${visitId}/mark`, { method: 'DELETE', cookie, params: { visitId } });

const today = () => indiaToday();
/** Midnight of today in India: a slot that is today and has started, whatever the hour the test runs. */
const startedToday = () => startOfIndiaDay(today());
const onDay = (days: number, hhmm = '10:00') => indiaInstant(addCalendarDays(today(), days), hhmm);

const visitRow = async (id: string) => (await getDb().select().from(visits).where(eq(visits.id, id)))[0]!;
const auditCount = async () => (await getDb().select({ count: sql<number>`count(*)::int` }).from(audit_log))[0]!.count;
const auditRows = async (visitId: string) => getDb().select().from(audit_log).where(eq(audit_log.row_id, visitId)).orderBy(audit_log.id);

let society: string;
let otherSociety: string;
let tenant: SignedIn;
let agent: SignedIn;
let otherAgent: SignedIn;
let manager: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  society = await insertSociety({ name: 'Board Society' });
  otherSociety = await insertSociety({ name: 'Other Board Society' });
  tenant = await signedInTenant('board-tenant');
  await getDb().update(profiles).set({ first_name: 'Asha Devi', last_name: 'Raghunathan', phone: '9876501234' }).where(eq(profiles.id, tenant.id));
  agent = await signedInStaff('agent', [society]);
  otherAgent = await signedInStaff('agent', [otherSociety]);
  manager = await signedInStaff('manager');
  admin = await signedInStaff('admin');
});

/** A visit of the tenant at `start` on a new home (one live visit per person, home and day). */
async function visitAt(start: Date, target: 'ours' | 'theirs' = 'ours', values: Parameters<typeof insertVisit>[3] = {}) {
  return insertVisit(tenant.id, await insertHome(target === 'ours' ? society : otherSociety), start, values);
}

describe('the mark route', () => {
  test('signed out, a tenant and an agent of another society get 404 and nothing is written', async () => {
    const id = await visitAt(startedToday());
    const before = await visitRow(id);
    const audits = await auditCount();
    for (const cookie of [undefined, tenant.cookie, otherAgent.cookie]) {
      for (const body of [{ mark: 'door_unlocked' }, { mark: 'no_show' }]) expect((await mark(id, body, cookie)).status).toBe(404);
      expect((await undo(id, cookie)).status).toBe(404);
    }
    expect(await visitRow(id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  test.each([
    ['an agent', () => agent],
    ['a manager', () => manager],
    ['an admin', () => admin],
  ])('%s marks a visit door unlocked and undoes it, each with its audit row', async (_role, who) => {
    const id = await visitAt(startedToday());
    const staff = who();
    const marked = await mark(id, { mark: 'door_unlocked' }, staff.cookie);
    expect(marked.status).toBe(200);
    const body = await marked.json();
    expect(body).toMatchObject({ id, noShowAt: null });
    const row = await visitRow(id);
    expect(row.door_unlocked_at?.toISOString()).toBe(body.doorUnlockedAt);
    expect(row.marked_by).toBe(staff.id);

    expect((await undo(id, staff.cookie)).status).toBe(200);
    expect(await visitRow(id)).toMatchObject({ door_unlocked_at: null, no_show_at: null, marked_by: null });
    const audits = await auditRows(id);
    expect(audits.map((audit) => [audit.action, audit.actor_id, audit.table_name])).toEqual([
      ['visit.door_unlocked', staff.id, 'visits'],
      ['visit.mark_undone', staff.id, 'visits'],
    ]);
    expect(audits[0]!.before).toEqual({ door_unlocked_at: null, no_show_at: null, marked_by: null });
    expect(audits[0]!.after).toEqual({ door_unlocked_at: body.doorUnlockedAt, no_show_at: null, marked_by: staff.id });
    expect(audits[1]!.before).toEqual(audits[0]!.after);
  });

  test('an agent marks a no-show of its society; a manager may mark another society', async () => {
    const ours = await visitAt(startedToday());
    const response = await mark(ours, { mark: 'no_show' }, agent.cookie);
    expect(response.status).toBe(200);
    expect((await visitRow(ours)).no_show_at).not.toBeNull();
    expect((await auditRows(ours)).map((audit) => audit.action)).toEqual(['visit.no_show']);

    const theirs = await visitAt(startedToday(), 'theirs');
    expect((await mark(theirs, { mark: 'door_unlocked' }, agent.cookie)).status).toBe(404);
    expect((await mark(theirs, { mark: 'door_unlocked' }, manager.cookie)).status).toBe(200);
  });

  test('a malformed id, an unknown id and a bad body change nothing', async () => {
    const id = await visitAt(startedToday());
    const audits = await auditCount();
    expect((await mark('not-a-uuid', { mark: 'door_unlocked' }, agent.cookie)).status).toBe(404);
    expect((await mark('00000000-0000-4000-8000-000000000000', { mark: 'door_unlocked' }, agent.cookie)).status).toBe(404);
    for (const body of [{ mark: 'arrived' }, {}, { mark: 'no_show', marked_by: agent.id }]) {
      const response = await mark(id, body, agent.cookie);
      expect(response.status).toBe(422);
    }
    expect(await visitRow(id)).toMatchObject({ door_unlocked_at: null, no_show_at: null, marked_by: null });
    expect(await auditCount()).toBe(audits);
  });
});

describe('the rules: refused marks are 409 with a code and change nothing', () => {
  async function refused(id: string, body: unknown, code: string, cookie = agent.cookie) {
    const before = await visitRow(id);
    const audits = await auditCount();
    const response = await mark(id, body, cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe(code);
    expect(await visitRow(id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  }

  test('another day, a cancelled visit, a second mark', async () => {
    await refused(await visitAt(onDay(1)), { mark: 'door_unlocked' }, 'visit_not_today');
    await refused(await visitAt(onDay(-1)), { mark: 'no_show' }, 'visit_day_over');
    await refused(await visitAt(startedToday(), 'ours', { status: 'cancelled' }), { mark: 'door_unlocked' }, 'visit_cancelled');
    await refused(await visitAt(startedToday(), 'ours', { status: 'completed' }), { mark: 'door_unlocked' }, 'visit_not_live');
    const marked = await visitAt(startedToday());
    expect((await mark(marked, { mark: 'door_unlocked' }, agent.cookie)).status).toBe(200);
    await refused(marked, { mark: 'no_show' }, 'visit_already_marked');
    await refused(marked, { mark: 'door_unlocked' }, 'visit_already_marked', manager.cookie);
  });

  test('undo needs a mark, on the visit day', async () => {
    const id = await visitAt(startedToday());
    const response = await undo(id, agent.cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('visit_not_marked');
    const yesterday = await visitAt(onDay(-1));
    await getDb().update(visits).set({ door_unlocked_at: onDay(-1, '10:05') }).where(eq(visits.id, yesterday));
    const stale = await undo(yesterday, agent.cookie);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('visit_day_over');
    expect((await visitRow(yesterday)).door_unlocked_at).not.toBeNull();
  });

  test('a no-show only once the slot started, and never for a visitor the desk checked in (fixed clock)', async () => {
    const staff = (await staffBehind(agent.cookie))!;
    const start = onDay(2, '15:00');
    const id = await visitAt(start);
    const before = await visitRow(id);
    const atNoon = indiaInstant(addCalendarDays(today(), 2), '12:00');
    await expect(markVisit(staff, id, 'no_show', atNoon)).rejects.toMatchObject({ code: 'visit_not_started', status: 409 });
    expect(await visitRow(id)).toEqual(before);
    // 'Door unlocked' may come before the slot: the visitor is early at the gate.
    await expect(markVisit(staff, id, 'door_unlocked', atNoon)).resolves.toMatchObject({ doorUnlockedAt: atNoon.toISOString() });

    const checkedIn = await visitAt(onDay(3, '10:00'));
    await getDb().update(visits).set({ checked_in_at: onDay(3, '09:50') }).where(eq(visits.id, checkedIn));
    await expect(markVisit(staff, checkedIn, 'no_show', onDay(3, '10:40'))).rejects.toMatchObject({ code: 'visit_checked_in', status: 409 });
    await expect(markVisit(staff, checkedIn, 'door_unlocked', onDay(3, '10:40'))).resolves.toMatchObject({ id: checkedIn });
  });
});

test('a reschedule clears the mark: it belonged to the old slot', async () => {
  const staff = (await staffBehind(agent.cookie))!;
  // Days no other test reads the board of.
  const date = addCalendarDays(today(), 12);
  const now = indiaInstant(date, '09:00');
  const target = await insertHome(society);
  const id = await insertVisit(tenant.id, target, indiaInstant(date, '15:00'));
  await markVisit(staff, id, 'door_unlocked', now);
  const start = indiaInstant(addCalendarDays(date, 1), '11:00');
  await rescheduleVisit(tenant.id, id, { visit_start: start.toISOString(), visit_end: new Date(start.getTime() + 30 * 60_000).toISOString() }, now);
  expect(await visitRow(id)).toMatchObject({ visit_start: start, door_unlocked_at: null, no_show_at: null, marked_by: null });
});

describe('the board', () => {
  test("an agent reads one day of its own societies only, by slot, with the visitor's first name and nothing more", async () => {
    const date = addCalendarDays(today(), 5);
    const early = await visitAt(indiaInstant(date, '09:00'));
    const late = await visitAt(indiaInstant(date, '17:30'), 'ours', { status: 'cancelled' });
    const theirs = await visitAt(indiaInstant(date, '11:00'), 'theirs');
    await visitAt(indiaInstant(addCalendarDays(date, 1), '00:00'));
    await visitAt(new Date(indiaInstant(date, '00:00').getTime() - 30 * 60_000));

    const agentView = await boardView((await staffBehind(agent.cookie))!, { date });
    expect(agentView.page.rows.map((row) => row.visitId)).toEqual([early, late]);
    expect(agentView.page.rows[0]).toMatchObject({ firstName: 'Asha', societyName: 'Board Society', slot: '9:00 AM – 9:30 AM', status: 'booked', gate: 'not_yet' });
    expect(agentView.page.rows[1]).toMatchObject({ status: 'cancelled', canUnlock: false, canNoShow: false });
    expect(agentView.societyOptions).toEqual([{ id: society, name: 'Board Society' }]);
    const text = JSON.stringify(agentView);
    for (const secret of ['Devi', 'Raghunathan', '9876501234', tenant.email]) expect(text).not.toContain(secret);

    // Another society's id in the URL reads nothing for the agent; a manager reads it.
    expect((await boardView((await staffBehind(agent.cookie))!, { date, society: otherSociety })).page.rows).toEqual([]);
    const managerView = await boardView((await staffBehind(manager.cookie))!, { date, society: otherSociety });
    expect(managerView.page.rows.map((row) => row.visitId)).toEqual([theirs]);
    expect(managerView.society).toEqual({ id: otherSociety, name: 'Other Board Society' });
    const named = await boardView((await staffBehind(admin.cookie))!, { date, q: 'other board', dir: 'desc' });
    expect(named.page.rows.map((row) => row.visitId)).toEqual([theirs]);
    expect((await boardView((await staffBehind(manager.cookie))!, { date, status: 'cancelled' })).page.rows.map((row) => row.visitId)).toEqual([late]);
  });

  test('one page at a time, and the gate filter follows the marks', async () => {
    const date = addCalendarDays(today(), 8);
    const ids: string[] = [];
    for (let slot = 0; slot < 27; slot += 1) ids.push(await visitAt(new Date(indiaInstant(date, '08:00').getTime() + slot * 30 * 60_000)));
    const staff = (await staffBehind(agent.cookie))!;
    const first = await boardView(staff, { date });
    expect(first.page).toMatchObject({ page: 1, size: 25, hasNext: true });
    expect(first.page.rows.map((row) => row.visitId)).toEqual(ids.slice(0, 25));
    const second = await boardView(staff, { date, page: '2' });
    expect(second.page).toMatchObject({ hasNext: false });
    expect(second.page.rows.map((row) => row.visitId)).toEqual(ids.slice(25));

    await getDb().update(visits).set({ no_show_at: new Date() }).where(eq(visits.id, ids[3]!));
    await getDb().update(visits).set({ checked_in_at: new Date() }).where(eq(visits.id, ids[4]!));
    expect((await boardView(staff, { date, gate: 'no_show' })).page.rows.map((row) => [row.visitId, row.gate])).toEqual([[ids[3], 'no_show']]);
    expect((await boardView(staff, { date, gate: 'checked_in' })).page.rows.map((row) => row.visitId)).toEqual([ids[4]]);
  });

  test('a hostile URL reads today, unfiltered, without an error', async () => {
    const staff = (await staffBehind(manager.cookie))!;
    for (const params of [
      { date: '9999-12-31', q: 'a\u0000b', society: 'nope', status: 'bogus', gate: "'; drop table visits; --", page: '-3', size: '7' },
      { date: '2026-02-30', q: '%_\\', sort: 'first_name', dir: 'sideways' },
      { date: ['2026-01-01', 'x'], society: ['00000000-0000-4000-8000-000000000000'] },
    ]) {
      const view = await boardView(staff, params);
      expect(view.filters.date).toBe(params.date === '9999-12-31' || params.date === '2026-02-30' ? today() : '2026-01-01');
      expect(view.query).toMatchObject({ sort: 'slot', size: 25 });
    }
  });

  test('an agent without societies reads nothing', async () => {
    const lonely = await signedInStaff('agent');
    const view = await boardView((await staffBehind(lonely.cookie))!, {});
    expect(view.page.rows).toEqual([]);
    expect(view.societyOptions).toEqual([]);
  });
});

test("the tenant's card shows 'Door unlocked' and 'Marked as no-show'", async () => {
  const unlocked = await visitAt(startedToday());
  const missed = await visitAt(startedToday(), 'theirs');
  expect((await mark(unlocked, { mark: 'door_unlocked' }, agent.cookie)).status).toBe(200);
  expect((await mark(missed, { mark: 'no_show' }, manager.cookie)).status).toBe(200);
  const ours = await getSocietyVisits(tenant.id, society);
  expect(ours!.visits.find((visit) => visit.visitId === unlocked)!.deskMark).toEqual({ kind: 'door_unlocked', at: (await visitRow(unlocked)).door_unlocked_at!.toISOString() });
  const theirs = await getSocietyVisits(tenant.id, otherSociety);
  expect(theirs!.visits.find((visit) => visit.visitId === missed)!.deskMark).toMatchObject({ kind: 'no_show' });
  expect(ours!.visits.filter((visit) => visit.deskMark === null).length).toBeGreaterThan(0);
});
