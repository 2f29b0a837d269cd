// The desk's Today on a real PostgreSQL (server/staff/today.ts): what waits, counted, by the role that opens each
// list; an agent's visits are their own societies' only; today and tomorrow are India days; the oldest offer and
// message carry their age.
import { eq } from 'drizzle-orm';
import { addCalendarDays, indiaInstant, indiaToday } from '@/lib/time/india';
import { getDb, getPool } from '@/server/db/client';
import { contact_messages, property_rent_listings } from '@/server/db/schema';
import { deskToday } from '@/server/staff/today';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind } from './staff-fixtures';
import { insertHome, insertOffer, insertVisit } from './visit-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

const HOUR = 3_600_000;
const now = new Date();
const onDay = (days: number, hhmm: string) => indiaInstant(addCalendarDays(indiaToday(now), days), hhmm);

let ours: string;
let theirs: string;

beforeAll(async () => {
  ours = await insertSociety({ name: 'Today Gardens' });
  theirs = await insertSociety({ name: 'Tomorrow Heights' });
  const tenant = await signedInTenant('today-tenant');
  // Today: two at ours, one at theirs, one cancelled; tomorrow: one at ours; the day after: one (not counted).
  await insertVisit(tenant.id, await insertHome(ours), onDay(0, '10:00'));
  await insertVisit(tenant.id, await insertHome(ours), onDay(0, '11:00'));
  await insertVisit(tenant.id, await insertHome(theirs), onDay(0, '12:00'));
  await insertVisit(tenant.id, await insertHome(theirs), onDay(0, '13:00'), { status: 'cancelled' });
  await insertVisit(tenant.id, await insertHome(ours), onDay(1, '10:00'));
  await insertVisit(tenant.id, await insertHome(ours), onDay(2, '10:00'));

  // Offers: two waiting (the oldest 30 hours old), one accepted.
  const offerHomes = [await insertHome(ours), await insertHome(ours), await insertHome(theirs)];
  await insertOffer(tenant.id, offerHomes[0]!, 'Pending', { created_at: new Date(now.getTime() - 30 * HOUR) });
  await insertOffer(tenant.id, offerHomes[1]!, 'Pending');
  await insertOffer(tenant.id, offerHomes[2]!, 'Accepted');

  // Messages: one open 5 hours old, one open now, one handled.
  await getDb().insert(contact_messages).values([
    { name: 'A', email: 'a@example.com', subject: 'Rent', message: 'Hello', created_at: new Date(now.getTime() - 5 * HOUR) },
    { name: 'B', email: 'b@example.com', subject: 'Rent', message: 'Hello' },
    { name: 'C', email: 'c@example.com', subject: 'Rent', message: 'Hello', handled_at: now, handled_by_email: 'desk@example.com' },
  ]);

  // One listing hidden as unconfirmed.
  const hidden = await insertHome(theirs);
  await getDb().update(property_rent_listings).set({ listing_status: 'Unconfirmed' }).where(eq(property_rent_listings.id, hidden.listingId));
});

async function todayFor(role: 'agent' | 'manager' | 'admin', societies: string[] = []) {
  const person = await signedInStaff(role, societies);
  const staff = await staffBehind(person.cookie);
  return deskToday(staff!, now);
}

test('a manager sees every waiting figure, the oldest offer and message with their arrival', async () => {
  const today = await todayFor('manager');
  expect(today.offers?.count).toBe(2);
  expect(today.offers!.oldestAt!.getTime()).toBe(now.getTime() - 30 * HOUR);
  expect(today.messages?.count).toBe(2);
  expect(Math.round((now.getTime() - today.messages!.oldestAt!.getTime()) / HOUR)).toBe(5);
  expect(today.listings?.unconfirmed).toBe(1);
  expect(today.failedJobs).toBe(0);
});

test('visits of today and tomorrow per society, busiest first, cancelled and later ones left out', async () => {
  const today = await todayFor('manager');
  expect(today.today).toBe(indiaToday(now));
  expect(today.tomorrow).toBe(addCalendarDays(indiaToday(now), 1));
  expect(today.visits.map(({ societyName, today: onToday, tomorrow }) => [societyName, onToday, tomorrow])).toEqual([
    ['Today Gardens', 2, 1],
    ['Tomorrow Heights', 1, 0],
  ]);
});

test("an agent sees only their own societies' visits and none of the manager's figures", async () => {
  const today = await todayFor('agent', [theirs]);
  expect(today.visits.map((row) => row.societyName)).toEqual(['Tomorrow Heights']);
  expect(today).toMatchObject({ offers: null, messages: null, listings: null, failedJobs: null });
  // An agent with no society yet sees no visits at all.
  expect((await todayFor('agent')).visits).toEqual([]);
});

test('a job that used every attempt counts as failed', async () => {
  await getPool().query(`select graphile_worker.add_job('deliver-email', '{}'::json, max_attempts => 1)`);
  await getPool().query(`update graphile_worker._private_jobs set attempts = 1, last_error = 'smtp down'`);
  expect((await todayFor('admin')).failedJobs).toBe(1);
});
