// Idempotency keys on the routes that act: a retry with the same key gets the first answer (status and body) and
// does nothing again; the same key with another body is refused; concurrent retries make one action; a key
// belongs to one person. The key is stored in the action's own transaction (server/http/idempotency.ts).
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as bookVisitRoute } from '@/app/api/book-visit/route';
import { POST as sendOfferRoute } from '@/app/api/offers/route';
import { DELETE as removeHeartRoute } from '@/app/api/shortlist/hearts/[listingId]/route';
import { POST as addHeartRoute } from '@/app/api/shortlist/hearts/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { POST as cancelRoute } from '@/app/api/visits/[visitId]/cancel/route';
import { POST as rescheduleRoute } from '@/app/api/visits/[visitId]/reschedule/route';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { closeDb, getDb } from '@/server/db/client';
import { idempotency_keys, shortlist_hearts, tenant_offers, visits } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { purgeIdempotencyKeys } from '@/server/http/idempotency';
import { queuedJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { call, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';
import { dayFromToday, insertRentListing, profilePayload, type ListingFixture } from './tenant-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const BASE = 'http://localhost:3000';

/** A route call with an Idempotency-Key (and route parameters). */
function send(handler: Handler, path: string, init: { cookie: string; key?: string; body?: unknown; method?: string; params?: Record<string, string> }) {
  const headers = new Headers({ 'Content-Type': 'application/json', cookie: init.cookie, 'x-forwarded-for': '198.51.100.7' });
  if (init.key) headers.set('Idempotency-Key', init.key);
  const request = new NextRequest(`${BASE}${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handler(request, { params: Promise.resolve(init.params ?? {}) });
}

const newKey = () => crypto.randomUUID();
const slot = (day: string, start: string) => {
  const from = indiaInstant(day, start);
  return { visit_start: from.toISOString(), visit_end: new Date(from.getTime() + 30 * 60_000).toISOString() };
};
const tomorrow = () => addCalendarDays(indiaDate(new Date()), 1);
const booking = (listing: ListingFixture, start: string) => ({
  listing_id: listing.listingId,
  property_id: listing.propertyId,
  society_id: listing.societyId,
  ...slot(tomorrow(), start),
  at_the_society: false,
});
const visitsOf = (userId: string) => getDb().select().from(visits).where(eq(visits.user_id, userId));
const jobsOf = async (task: string) => (await queuedJobs(database.url())).filter((job) => job.task_identifier === task);

let person = { id: '', cookie: '' };
beforeAll(async () => {
  person = await signedInPerson('idem');
});
afterEach(async () => {
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
});

describe('booking', () => {
  test('a retry with the same key returns the first 201 and its body, not 409; one visit, one confirmation', async () => {
    const listing = await insertRentListing();
    const key = newKey();
    const first = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, key, body: booking(listing, '10:00') });
    expect(first.status).toBe(201);
    const firstBody = await first.json();

    const retry = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, key, body: booking(listing, '10:00') });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await retry.json()).toEqual(firstBody);
    expect(await visitsOf(person.id).then((rows) => rows.filter((row) => row.property_id === listing.propertyId))).toHaveLength(1);
    expect(await jobsOf('send-visit-confirmation')).toHaveLength(1);

    // A new key is not a replay, yet the same person booking the same slot again gets their visit (200), not 409.
    const fresh = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, key: newKey(), body: booking(listing, '10:00') });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await fresh.json()).toEqual(firstBody);
    expect(await jobsOf('send-visit-confirmation')).toHaveLength(1);
  });

  test('the same key with another body is refused (422 idempotency_key_reused) and changes nothing', async () => {
    const listing = await insertRentListing();
    const key = newKey();
    expect((await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, key, body: booking(listing, '11:00') })).status).toBe(201);
    const other = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, key, body: booking(listing, '11:30') });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('idempotency_key_reused');
    const rows = (await visitsOf(person.id)).filter((row) => row.property_id === listing.propertyId);
    expect(rows.map((row) => row.visit_start.toISOString())).toEqual([slot(tomorrow(), '11:00').visit_start]);
  });

  test('concurrent requests with one key make one visit and all answer 201 with the same body', async () => {
    const listing = await insertRentListing();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, key, body: booking(listing, '12:00') })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect((await visitsOf(person.id)).filter((row) => row.property_id === listing.propertyId)).toHaveLength(1);
    expect(await jobsOf('send-visit-confirmation')).toHaveLength(1);
  });

  test('keyed bookings never wait for a second connection: more of them at once than the pool holds all succeed', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, index) => signedInPerson(`idem-pool-${index}`)));
    const listings = await Promise.all(people.map(() => insertRentListing()));
    const saved = { PG_POOL_MAX: process.env.PG_POOL_MAX, WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY };
    process.env.PG_POOL_MAX = '2';
    process.env.WORKER_CONCURRENCY = '1'; // below the pool, as the environment requires
    resetEnvCacheForTests();
    await closeDb();
    try {
      const answers = await Promise.all(
        people.map((someone, index) => send(bookVisitRoute, '/api/book-visit', { cookie: someone.cookie, key: newKey(), body: booking(listings[index]!, '17:30') })),
      );
      // A request holding one connection and waiting for a second would end in 503 after the connection timeout.
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetEnvCacheForTests();
      await closeDb();
    }
  });

  test("keys are per person: another person's request with the same key is their own, and replays nothing of the first", async () => {
    const other = await signedInPerson('idem-other');
    const listing = await insertRentListing();
    const key = newKey();
    const mine = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, key, body: booking(listing, '14:00') });
    expect(mine.status).toBe(201);
    // Same key, same body, another person: not a replay of my booking; their own attempt (the slot is mine: 409).
    const theirs = await send(bookVisitRoute, '/api/book-visit', { cookie: other.cookie, key, body: booking(listing, '14:00') });
    expect(theirs.status).toBe(409);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    // Their own booking with that key works, and my key still replays my answer.
    const theirsElsewhere = await send(bookVisitRoute, '/api/book-visit', { cookie: other.cookie, key, body: booking(listing, '14:30') });
    expect(theirsElsewhere.status).toBe(201);
    const again = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, key, body: booking(listing, '14:00') });
    expect(await again.json()).toEqual(await mine.clone().json());
    expect((await visitsOf(other.id)).filter((row) => row.property_id === listing.propertyId)).toHaveLength(1);
  });

  test('a malformed key is 422 invalid_idempotency_key and books nothing; no key behaves as before', async () => {
    const listing = await insertRentListing();
    for (const key of ['short', 'x'.repeat(129), 'has spaces in it, many of them']) {
      const answer = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, key, body: booking(listing, '15:00') });
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('invalid_idempotency_key');
    }
    expect((await visitsOf(person.id)).filter((row) => row.property_id === listing.propertyId)).toHaveLength(0);
    expect((await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, body: booking(listing, '15:00') })).status).toBe(201);
    expect((await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, body: booking(listing, '15:30') })).status).toBe(409);
  });

  test('an error answer is not stored: the action rolled back, and a retry tries again', async () => {
    const listing = await insertRentListing();
    const other = await signedInPerson('idem-holder');
    const holder = await send(bookVisitRoute, '/api/book-visit', { cookie: other.cookie, body: booking(listing, '16:00') });
    expect(holder.status).toBe(201);
    const key = newKey();
    expect((await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, key, body: booking(listing, '16:00') })).status).toBe(409);
    const rows = await getDb().select().from(idempotency_keys).where(eq(idempotency_keys.key, key));
    expect(rows).toEqual([]);
  });
});

describe('cancel and reschedule', () => {
  // Each visit is booked by a new person: one person's free unlocks run out after a few homes.
  beforeEach(async () => {
    person = await signedInPerson('idem-visit');
  });

  async function bookedVisit(start: string): Promise<string> {
    const listing = await insertRentListing();
    const answer = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, body: booking(listing, start) });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { visit: { id: string } }).visit.id;
  }

  test('a retried cancel with the same key answers the first 200, not 409; one cancellation notice', async () => {
    const visitId = await bookedVisit('10:00');
    await getDb().execute(sql`delete from graphile_worker._private_jobs`);
    const key = newKey();
    const path = `/api/visits/${visitId}/cancel`;
    const first = await send(cancelRoute as Handler, path, { cookie: person.cookie, key, params: { visitId } });
    expect(first.status).toBe(200);
    const retry = await send(cancelRoute as Handler, path, { cookie: person.cookie, key, params: { visitId } });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(await first.json());
    expect(await jobsOf('send-message')).toHaveLength(1);
    // A new key is a new cancel of a visit already cancelled: the same answer, and still one notice.
    const later = await send(cancelRoute as Handler, path, { cookie: person.cookie, key: newKey(), params: { visitId } });
    expect(later.status).toBe(200);
    expect(await later.json()).toEqual({ id: visitId, status: 'cancelled' });
    expect(await jobsOf('send-message')).toHaveLength(1);
  });

  test("another person's cancel with my key does not replay mine: their request is about a visit not theirs (404)", async () => {
    const visitId = await bookedVisit('11:00');
    const key = newKey();
    const path = `/api/visits/${visitId}/cancel`;
    expect((await send(cancelRoute as Handler, path, { cookie: person.cookie, key, params: { visitId } })).status).toBe(200);
    const other = await signedInPerson('idem-cancel-other');
    expect((await send(cancelRoute as Handler, path, { cookie: other.cookie, key, params: { visitId } })).status).toBe(404);
  });

  test('a retried reschedule with the same key answers the first 200 and moves the visit once', async () => {
    const visitId = await bookedVisit('12:00');
    const key = newKey();
    const path = `/api/visits/${visitId}/reschedule`;
    const body = slot(addCalendarDays(tomorrow(), 1), '15:00');
    const first = await send(rescheduleRoute as Handler, path, { cookie: person.cookie, key, body, params: { visitId } });
    expect(first.status).toBe(200);
    const retry = await send(rescheduleRoute as Handler, path, { cookie: person.cookie, key, body, params: { visitId } });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(await first.json());
    const [visit] = await getDb().select().from(visits).where(eq(visits.id, visitId));
    expect(visit!.reschedule_count).toBe(1);
    expect(await jobsOf('send-visit-rescheduled')).toHaveLength(1);
    const moved = await send(rescheduleRoute as Handler, path, {
      cookie: person.cookie,
      key,
      body: slot(addCalendarDays(tomorrow(), 1), '16:00'),
      params: { visitId },
    });
    expect(moved.status).toBe(422);
  });
});

describe('offer and heart', () => {
  test('a retried offer with the same key answers the first 201 with the same body: one offer, one credit', async () => {
    const tenant = await signedInPerson('idem-offer');
    expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload() })).status).toBe(201);
    const listing = await insertRentListing();
    const body = {
      rent_listing_id: listing.listingId,
      property_id: listing.propertyId,
      society_id: listing.societyId,
      offered_rent: '40000',
      offered_security_deposit: 120000,
      movein_date: dayFromToday(10),
      extra_fittings_requested: '',
      message: 'Quiet family.',
    };
    const key = newKey();
    const first = await send(sendOfferRoute, '/api/offers', { cookie: tenant.cookie, key, body });
    expect(first.status).toBe(201);
    const retry = await send(sendOfferRoute, '/api/offers', { cookie: tenant.cookie, key, body });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(await getDb().select().from(tenant_offers).where(eq(tenant_offers.user_id, tenant.id))).toHaveLength(1);
    const reused = await send(sendOfferRoute, '/api/offers', { cookie: tenant.cookie, key, body: { ...body, offered_rent: '41000' } });
    expect(reused.status).toBe(422);
  });

  test('a retried heart and a retried heart removal answer as the first time (the removal not 404)', async () => {
    const listing = await insertRentListing();
    const key = newKey();
    const add = await send(addHeartRoute, '/api/shortlist/hearts', { cookie: person.cookie, key, body: { listing_id: listing.listingId } });
    expect(add.status).toBe(200);
    const addAgain = await send(addHeartRoute, '/api/shortlist/hearts', { cookie: person.cookie, key, body: { listing_id: listing.listingId } });
    expect(await addAgain.json()).toEqual(await add.json());

    const removeKey = newKey();
    const path = `/api/shortlist/hearts/${listing.listingId}`;
    const params = { listingId: listing.listingId };
    const remove = await send(removeHeartRoute as Handler, path, { cookie: person.cookie, key: removeKey, method: 'DELETE', params });
    expect(remove.status).toBe(200);
    const removeAgain = await send(removeHeartRoute as Handler, path, { cookie: person.cookie, key: removeKey, method: 'DELETE', params });
    expect(removeAgain.status).toBe(200);
    expect(await removeAgain.json()).toEqual({ removed: true });
    expect(await getDb().select().from(shortlist_hearts).where(eq(shortlist_hearts.rent_listing_id, listing.listingId))).toEqual([]);
    // Without the key, the heart is gone: 404 as before.
    expect((await send(removeHeartRoute as Handler, path, { cookie: person.cookie, method: 'DELETE', params })).status).toBe(404);
  });
});

// A retry without an Idempotency-Key (an older client, a proxy that drops the header, a request typed again): the
// same person repeating the same action gets its existing result, not an error about their own action. Only
// another person's conflict, or another action of theirs, is refused.
describe('the same action sent again without a key', () => {
  beforeEach(async () => {
    person = await signedInPerson('repeat');
  });

  test("booking: the person's own slot answers 200 with their visit; another person gets 409 slot_taken", async () => {
    const listing = await insertRentListing();
    const first = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, body: booking(listing, '10:00') });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, body: booking(listing, '10:00') });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);
    expect((await visitsOf(person.id)).filter((row) => row.property_id === listing.propertyId)).toHaveLength(1);
    expect(await jobsOf('send-visit-confirmation')).toHaveLength(1);

    const other = await signedInPerson('repeat-other');
    const theirs = await send(bookVisitRoute, '/api/book-visit', { cookie: other.cookie, body: booking(listing, '10:00') });
    expect(theirs.status).toBe(409);
    expect(((await theirs.json()) as { error: { code: string } }).error.code).toBe('slot_taken');
    // Another slot of the same home that day is another booking of theirs: still 409 visit_exists.
    const elsewhere = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, body: booking(listing, '10:30') });
    expect(((await elsewhere.json()) as { error: { code: string } }).error.code).toBe('visit_exists');
  });

  test('cancel: a cancelled visit answers 200 cancelled again, with one notice; a visit of another person is 404', async () => {
    const listing = await insertRentListing();
    const booked = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, body: booking(listing, '11:00') });
    const visitId = ((await booked.json()) as { visit: { id: string } }).visit.id;
    await getDb().execute(sql`delete from graphile_worker._private_jobs`);
    const path = `/api/visits/${visitId}/cancel`;
    const first = await send(cancelRoute as Handler, path, { cookie: person.cookie, params: { visitId } });
    expect(first.status).toBe(200);
    const again = await send(cancelRoute as Handler, path, { cookie: person.cookie, params: { visitId } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await jobsOf('send-message')).toHaveLength(1);
    const other = await signedInPerson('repeat-cancel-other');
    expect((await send(cancelRoute as Handler, path, { cookie: other.cookie, params: { visitId } })).status).toBe(404);
  });

  test('reschedule: the visit already at the new slot answers 200 with it, even past the limit; one message per move', async () => {
    const listing = await insertRentListing();
    const booked = await send(bookVisitRoute, '/api/book-visit', { cookie: person.cookie, body: booking(listing, '12:00') });
    const visitId = ((await booked.json()) as { visit: { id: string } }).visit.id;
    const path = `/api/visits/${visitId}/reschedule`;
    // Never moved: asking for its own slot is no repeat of anything.
    const unmoved = await send(rescheduleRoute as Handler, path, { cookie: person.cookie, body: slot(tomorrow(), '12:00'), params: { visitId } });
    expect(((await unmoved.json()) as { error: { code: string } }).error.code).toBe('same_slot');

    const firstMove = slot(addCalendarDays(tomorrow(), 1), '15:00');
    const first = await send(rescheduleRoute as Handler, path, { cookie: person.cookie, body: firstMove, params: { visitId } });
    expect(first.status).toBe(200);
    const again = await send(rescheduleRoute as Handler, path, { cookie: person.cookie, body: firstMove, params: { visitId } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await jobsOf('send-visit-rescheduled')).toHaveLength(1);

    // The second (last) move, sent twice: the repeat is that move, not a third one refused by the limit.
    const secondMove = slot(addCalendarDays(tomorrow(), 2), '15:00');
    const second = await send(rescheduleRoute as Handler, path, { cookie: person.cookie, body: secondMove, params: { visitId } });
    const secondBody = await second.json();
    expect(secondBody).toMatchObject({ visit: { rescheduleCount: 2 } });
    const secondAgain = await send(rescheduleRoute as Handler, path, { cookie: person.cookie, body: secondMove, params: { visitId } });
    expect(secondAgain.status).toBe(200);
    expect(await secondAgain.json()).toEqual(secondBody);
    const [visit] = await getDb().select().from(visits).where(eq(visits.id, visitId));
    expect(visit!.reschedule_count).toBe(2);
    expect(await jobsOf('send-visit-rescheduled')).toHaveLength(2);

    // Another person's slot stays theirs.
    const other = await signedInPerson('repeat-resched-other');
    expect((await send(bookVisitRoute, '/api/book-visit', { cookie: other.cookie, body: booking(listing, '16:00') })).status).toBe(201);
    const taken = await send(rescheduleRoute as Handler, path, { cookie: person.cookie, body: slot(tomorrow(), '16:00'), params: { visitId } });
    expect(taken.status).toBe(409);
  });

  test('offer: the same terms answer 200 with the offer sent, one offer, one credit, one acknowledgment; other terms 409', async () => {
    expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: person.cookie, body: profilePayload() })).status).toBe(201);
    const listing = await insertRentListing();
    const body = {
      rent_listing_id: listing.listingId,
      property_id: listing.propertyId,
      society_id: listing.societyId,
      offered_rent: '40,000',
      offered_security_deposit: 120000,
      movein_date: dayFromToday(10),
      extra_fittings_requested: '',
      message: 'Quiet family.',
    };
    const first = await send(sendOfferRoute, '/api/offers', { cookie: person.cookie, body });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    // The same terms typed another way ('40000' for '40,000') are the same offer.
    const again = await send(sendOfferRoute, '/api/offers', { cookie: person.cookie, body: { ...body, offered_rent: '40000' } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);
    expect(await getDb().select().from(tenant_offers).where(eq(tenant_offers.user_id, person.id))).toHaveLength(1);
    expect((await jobsOf('send-message')).filter((job) => job.payload.kind === 'offer-acknowledgment')).toHaveLength(1);

    const otherTerms = await send(sendOfferRoute, '/api/offers', { cookie: person.cookie, body: { ...body, offered_rent: '41000' } });
    expect(otherTerms.status).toBe(409);
    expect(((await otherTerms.json()) as { error: { code: string } }).error.code).toBe('offer_exists');
  });
});

test('the purge removes stored answers older than the window and keeps newer ones', async () => {
  const listing = await insertRentListing();
  const key = newKey();
  expect((await send(addHeartRoute, '/api/shortlist/hearts', { cookie: person.cookie, key, body: { listing_id: listing.listingId } })).status).toBe(200);
  await getDb().execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key <> ${key}`);
  const before = (await getDb().select().from(idempotency_keys)).length;
  const removed = await purgeIdempotencyKeys(24);
  expect(removed).toBeGreaterThan(0);
  expect(await getDb().select({ key: idempotency_keys.key }).from(idempotency_keys)).toEqual([{ key }]);
  expect(before - removed).toBe(1);
});
