// The desk's Today on a real PostgreSQL (server/staff/today.ts): what waits, counted, by the role that opens each
// list; an agent's visits are their own societies' only; today and tomorrow are India days; the oldest offer and
// message carry their age.
import { eq, inArray } from 'drizzle-orm';
import { addCalendarDays, indiaInstant, indiaToday } from '@/lib/time/india';
import { getDb, getPool } from '@/server/db/client';
import { randomUUID } from 'node:crypto';
import { contact_messages, owners, properties, property_rent_listings } from '@/server/db/schema';
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

test("'live without an owner' follows the owner records: the listing's own, its home's, added and removed", async () => {
  const db = getDb();
  const withoutOwner = async () => (await todayFor('manager')).listings!.withoutOwner;
  const onRecord = async (listingId: string) =>
    (await db.select({ flag: property_rent_listings.owner_on_record }).from(property_rent_listings).where(eq(property_rent_listings.id, listingId)))[0]!.flag;
  const addOwner = async (phone: string) => (await db.insert(owners).values({ name: 'Owner', phone }).returning({ id: owners.id }))[0]!.id;
  const before = await withoutOwner();

  // A home and its listing with no owner at all, then one naming an owner whose record comes later (an import).
  const bare = await insertHome(ours);
  const early = await insertHome(ours);
  const lateOwner = randomUUID();
  await db.update(property_rent_listings).set({ owner_id: lateOwner }).where(eq(property_rent_listings.id, early.listingId));
  expect(await withoutOwner()).toBe(before + 2);

  // The home gets an owner on record: its listing follows.
  const homeOwner = await addOwner('9876500001');
  await db.update(properties).set({ owner_id: homeOwner }).where(eq(properties.id, bare.propertyId));
  expect(await onRecord(bare.listingId)).toBe(true);
  // The record the other listing named arrives.
  await db.insert(owners).values({ id: lateOwner, name: 'Late', phone: '9876500002' });
  expect(await onRecord(early.listingId)).toBe(true);
  expect(await withoutOwner()).toBe(before);

  // The listing's own owner wins over its home's: one with no record hides the home's.
  await db.update(property_rent_listings).set({ owner_id: randomUUID() }).where(eq(property_rent_listings.id, bare.listingId));
  expect(await onRecord(bare.listingId)).toBe(false);
  await db.update(property_rent_listings).set({ owner_id: null }).where(eq(property_rent_listings.id, bare.listingId));
  expect(await onRecord(bare.listingId)).toBe(true);

  // Records removed, and a home's owner taken away: without again; a hidden or rented one is not counted.
  await db.delete(owners).where(inArray(owners.id, [lateOwner]));
  await db.update(properties).set({ owner_id: null }).where(eq(properties.id, bare.propertyId));
  expect([await onRecord(early.listingId), await onRecord(bare.listingId)]).toEqual([false, false]);
  expect(await withoutOwner()).toBe(before + 2);
  await db.update(property_rent_listings).set({ listing_status: 'Rented' }).where(eq(property_rent_listings.id, bare.listingId));
  expect(await withoutOwner()).toBe(before + 1);
});
