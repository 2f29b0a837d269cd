// Visit booking on a real PostgreSQL: races decided by the database, every rule re-checked by the
// server, confirmations enqueued in the booking's transaction and delivered by the worker (with retries).
import { and, eq, sql } from 'drizzle-orm';
import { POST as bookVisitRoute } from '@/app/api/book-visit/route';
import { GET as availabilityRoute } from '@/app/api/visits/availability/route';
import { GET as openVisitsRoute } from '@/app/api/visits/open/route';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { outbox_messages, properties, property_rent_listings, property_sale_listings, visits } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { bookVisit } from '@/server/visits/booking';
import { cancelVisit } from '@/server/visits/cancellation';
import { unlocksUsed } from '@/server/visits/credits';
import { makeRetriesDue, queuedJobs, runDueJobs } from '../helpers/jobs';
import { createSmtpStandIn } from '../helpers/smtp-stand-in';
import { useTestDatabase } from '../helpers/test-db';
import { markPhoneVerified, registerPerson } from './auth-helpers';
import { call, insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();

const tomorrow = () => addCalendarDays(indiaDate(new Date()), 1);
const slot = (date: string, start: string) => {
  const from = indiaInstant(date, start);
  return { visit_start: from.toISOString(), visit_end: new Date(from.getTime() + 30 * 60_000).toISOString() };
};

interface Listing {
  societyId: string;
  propertyId: string;
  listingId: string;
}

let societyId = '';
async function rentListing(status = 'Active', society = societyId): Promise<Listing> {
  const [property] = await getDb().insert(properties).values({ society_id: society, sqft: 1200, floor_number: 3 }).returning({ id: properties.id });
  const [listing] = await getDb()
    .insert(property_rent_listings)
    .values({ property_id: property!.id, society_id: society, expected_rent: 40000, listing_status: status })
    .returning({ id: property_rent_listings.id });
  return { societyId: society, propertyId: property!.id, listingId: listing!.id };
}
async function saleListing(): Promise<Listing> {
  const [property] = await getDb().insert(properties).values({ society_id: societyId, sqft: 1500 }).returning({ id: properties.id });
  const [listing] = await getDb()
    .insert(property_sale_listings)
    .values({ property_id: property!.id, society_id: societyId, listing_price: 15_000_000 })
    .returning({ id: property_sale_listings.id });
  return { societyId, propertyId: property!.id, listingId: listing!.id };
}
const input = (listing: Listing, date: string, start: string, extra: Record<string, unknown> = {}) => ({
  listing_id: listing.listingId,
  property_id: listing.propertyId,
  society_id: listing.societyId,
  ...slot(date, start),
  at_the_society: false,
  ...extra,
});
const visitCount = async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(visits))[0]!.n;
const clearJobs = () => getDb().execute(sql`delete from graphile_worker._private_jobs`);

beforeAll(async () => {
  societyId = await insertSociety({ latitude: 12.97, longitude: 77.75 });
});

afterEach(async () => {
  delete process.env.SMTP_URL;
  resetEnvCacheForTests();
});

test('40 people booking one slot at once: exactly 1 success and 39 slot_taken', async () => {
  const listing = await rentListing();
  const people = await Promise.all(Array.from({ length: 40 }, (_, index) => registerPerson(`race${index}`)));
  const outcomes = await Promise.allSettled(people.map((person) => bookVisit(person.id, input(listing, tomorrow(), '11:00'))));
  const codes = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'booked' : (outcome.reason as AppError).code));
  expect(codes.filter((code) => code === 'booked')).toHaveLength(1);
  expect(codes.filter((code) => code === 'slot_taken')).toHaveLength(39);
  expect(await getDb().select().from(visits).where(eq(visits.property_id, listing.propertyId))).toHaveLength(1);
  // One booking, one confirmation job: the 39 refused transactions left no job behind.
  const [winner] = await getDb().select().from(visits).where(eq(visits.property_id, listing.propertyId));
  expect(await queuedJobs(database.url())).toEqual([expect.objectContaining({ task_identifier: 'send-visit-confirmation', payload: { visitId: winner!.id } })]);
  // The confirmation job renders the messages and hands each channel its own delivery job.
  await runDueJobs(database.url(), ['send-visit-confirmation']);
  expect((await queuedJobs(database.url())).map((job) => job.task_identifier).sort()).toEqual(['deliver-email', 'deliver-whatsapp']);
  await clearJobs();
});

test('one person booking two slots of one property on one India day gets one booking (visit_exists)', async () => {
  const listing = await rentListing();
  const person = await registerPerson('twice');
  await bookVisit(person.id, input(listing, tomorrow(), '10:00'));
  await expect(bookVisit(person.id, input(listing, tomorrow(), '15:00'))).rejects.toMatchObject({ code: 'visit_exists', status: 409 });
  // Another day is fine, and uses no second unlock.
  await bookVisit(person.id, input(listing, addCalendarDays(tomorrow(), 1), '15:00'));
  expect((await unlocksUsed(person.id)).rental).toBe(1);
  await clearJobs();
});

describe('rule-breaking requests are refused and write nothing', () => {
  let person = { id: '', cookie: '' };
  let listing: Listing;
  beforeAll(async () => {
    person = await signedInPerson('rules');
    listing = await rentListing();
  });

  const refused = async (body: Record<string, unknown>, code: string) => {
    const before = await visitCount();
    const response = await call(bookVisitRoute, '/api/book-visit', { method: 'POST', cookie: person.cookie, body });
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe(code);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await visitCount()).toBe(before);
    expect(await queuedJobs(database.url())).toHaveLength(0);
  };

  test('lunch', () => refused(input(listing, tomorrow(), '13:00'), 'slot_lunch'));
  test('past', () => refused(input(listing, addCalendarDays(tomorrow(), -2), '10:00'), 'slot_past'));
  test('unaligned', () => {
    const start = new Date(indiaInstant(tomorrow(), '10:00').getTime() + 10 * 60_000);
    return refused({ ...input(listing, tomorrow(), '10:00'), visit_start: start.toISOString(), visit_end: new Date(start.getTime() + 30 * 60_000).toISOString() }, 'slot_unaligned');
  });
  test('31 days ahead', () => refused(input(listing, addCalendarDays(indiaDate(new Date()), 31), '10:00'), 'slot_outside_window'));
  test('an inactive listing', async () => refused(input(await rentListing('Rented'), tomorrow(), '10:00'), 'listing_unavailable'));
  test('the listing of another property', async () => {
    const other = await rentListing();
    return refused({ ...input(listing, tomorrow(), '10:00'), property_id: other.propertyId }, 'listing_unavailable');
  });
  test('the listing of another society', async () => {
    const otherSociety = await insertSociety();
    return refused({ ...input(listing, tomorrow(), '10:00'), society_id: otherSociety }, 'listing_unavailable');
  });
  test('a malformed body', () => refused({ listing_id: 'x' }, 'validation_failed'));
  test('signed out', async () => {
    const response = await call(bookVisitRoute, '/api/book-visit', { method: 'POST', body: input(listing, tomorrow(), '10:00') });
    expect(response.status).toBe(401);
  });
  test('signed out with an invalid body: still 401, with no validation details', async () => {
    for (const body of [{ listing_id: 'x' }, 'garbage', null]) {
      const response = await call(bookVisitRoute, '/api/book-visit', { method: 'POST', body });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    }
  });
});

test('the route books for the session user, takes visit_type from the listing, and the slot shows as taken', async () => {
  const person = await signedInPerson('route');
  const listing = await saleListing();
  const response = await call(bookVisitRoute, '/api/book-visit', {
    method: 'POST',
    cookie: person.cookie,
    body: { ...input(listing, tomorrow(), '16:30'), visit_type: 'rental', user_id: '00000000-0000-4000-8000-000000000000' },
  });
  expect(response.status).toBe(201);
  const [visit] = await getDb().select().from(visits).where(and(eq(visits.property_id, listing.propertyId)));
  expect(visit).toMatchObject({ user_id: person.id, visit_type: 'buyer', sale_listing_id: listing.listingId, status: 'open' });

  const availability = await call(availabilityRoute, `/api/visits/availability?property_id=${listing.propertyId}&date=${tomorrow()}`);
  const { slots } = (await availability.json()) as { slots: { start: string; available: boolean; reason: string | null }[] };
  expect(slots.find((item) => item.start === '16:30')).toMatchObject({ available: false, reason: 'taken' });
  expect(slots.find((item) => item.start === '13:00')).toMatchObject({ available: false, reason: 'lunch' });
  expect(slots.find((item) => item.start === '17:00')).toMatchObject({ available: true });

  const open = await call(openVisitsRoute, `/api/visits/open?society_id=${listing.societyId}`, { cookie: person.cookie });
  const { visits: openVisits } = (await open.json()) as { visits: { propertyId: string; id: string }[] };
  expect(openVisits).toEqual([expect.objectContaining({ propertyId: listing.propertyId, id: visit!.id })]);
  // Someone else sees none of them.
  const other = await signedInPerson('route-other');
  const theirs = (await (await call(openVisitsRoute, `/api/visits/open?society_id=${listing.societyId}`, { cookie: other.cookie })).json()) as { visits: unknown[] };
  expect(theirs.visits).toEqual([]);
  await clearJobs();
});

test('a booking whose transaction fails leaves no job', async () => {
  const listing = await rentListing();
  const person = await registerPerson('rollback');
  // The slot is held: the insert fails inside the transaction after nothing else was written.
  const holder = await registerPerson('holder');
  await bookVisit(holder.id, input(listing, tomorrow(), '17:30'));
  await clearJobs();
  await expect(bookVisit(person.id, input(listing, tomorrow(), '17:30'))).rejects.toMatchObject({ code: 'slot_taken' });
  expect(await queuedJobs(database.url())).toHaveLength(0);
});

test('the unlocks of a kind run out: a new property is refused, a property already unlocked is not', async () => {
  const person = await registerPerson('credits');
  const listings = await Promise.all(Array.from({ length: 6 }, () => rentListing()));
  for (const listing of listings.slice(0, 5)) await bookVisit(person.id, input(listing, tomorrow(), '09:30'));
  expect(await unlocksUsed(person.id)).toEqual({ rental: 5, buyer: 0 });
  await expect(bookVisit(person.id, input(listings[5]!, tomorrow(), '09:30'))).rejects.toMatchObject({
    code: 'credits_used_up',
    message: 'You have used all your free rental unlocks. More unlocks are coming soon.',
  });
  await bookVisit(person.id, input(listings[0]!, addCalendarDays(tomorrow(), 2), '09:30'));
  // Buyer unlocks are separate.
  await bookVisit(person.id, input(await saleListing(), tomorrow(), '09:30'));
  expect(await unlocksUsed(person.id)).toEqual({ rental: 5, buyer: 1 });
  await clearJobs();
});

test('the confirmations reach the outbox: e-mail with a calendar invite at the booked time, and WhatsApp', async () => {
  const listing = await rentListing();
  const person = await registerPerson('confirm');
  await markPhoneVerified(person.id);
  const booked = await bookVisit(person.id, input(listing, tomorrow(), '12:00'));
  await runDueJobs(database.url());
  const [mail] = await getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, person.email));
  expect(mail?.subject).toContain('Visit booked');
  expect(mail?.text).toContain('12:00 PM - 12:30 PM IST');
  expect(mail?.text).toContain('https://www.google.com/maps/dir/?api=1&destination=12.97,77.75');
  const invite = (mail?.attachments as { filename: string; content: string }[])[0]!;
  expect(invite.filename).toBe('visit.ics');
  const utc = booked.visitStart.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  expect(invite.content).toContain('BEGIN:VEVENT');
  expect(invite.content).toContain(`DTSTART:${utc}`);
  expect(invite.content).toMatch(/BEGIN:VALARM[\s\S]*TRIGGER:-PT1H/);
  const whatsapp = await getDb().select().from(outbox_messages).where(eq(outbox_messages.channel, 'whatsapp'));
  expect(whatsapp.some((message) => message.text.includes('is booked for'))).toBe(true);
});

test('a confirmation whose SMTP fails is retried and delivered, and the booking stands', async () => {
  const smtp = await createSmtpStandIn();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  resetEnvCacheForTests();
  await clearJobs();
  const listing = await rentListing();
  const person = await registerPerson('smtp');
  await bookVisit(person.id, input(listing, tomorrow(), '14:30'));
  await runDueJobs(database.url());
  const failed = (await queuedJobs(database.url())).find((job) => job.task_identifier === 'deliver-email');
  expect(failed?.attempts).toBe(1);
  expect(await getDb().select().from(visits).where(eq(visits.property_id, listing.propertyId))).toHaveLength(1);
  await smtp.start();
  try {
    await makeRetriesDue(database.url());
    await runDueJobs(database.url());
  } finally {
    await smtp.stop();
  }
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]).toContain('visit.ics');
  expect(await queuedJobs(database.url())).toHaveLength(0);
});

test('a visit cancelled before its confirmation job runs gets no booking confirmation', async () => {
  await clearJobs();
  const listing = await rentListing();
  const person = await registerPerson('cancelled-early');
  const booked = await bookVisit(person.id, input(listing, tomorrow(), '15:30'));
  await getDb().update(visits).set({ status: 'cancelled' }).where(eq(visits.id, booked.id));
  await runDueJobs(database.url(), ['send-visit-confirmation']);
  expect(await queuedJobs(database.url())).toHaveLength(0);
  expect(await getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, person.email))).toHaveLength(0);
});

test('a book/cancel loop on one home stops at VISIT_BOOKINGS_PER_PROPERTY_PER_DAY bookings (cancelled ones count)', async () => {
  const listing = await rentListing();
  const person = await registerPerson('book-cancel-loop');
  for (let round = 0; round < 3; round += 1) {
    const booked = await bookVisit(person.id, input(listing, tomorrow(), '10:00'));
    await cancelVisit(person.id, booked.id);
  }
  const before = await visitCount();
  await expect(bookVisit(person.id, input(listing, tomorrow(), '10:00'))).rejects.toMatchObject({
    code: 'too_many_bookings',
    status: 429,
    message: 'You have booked visits to this home too many times today. Please try again tomorrow.',
  });
  expect(await visitCount()).toBe(before);
  // Another home is not affected.
  await bookVisit(person.id, input(await rentListing(), tomorrow(), '10:00'));
  await clearJobs();
});
