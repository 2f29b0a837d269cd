// Answering offers on a real PostgreSQL and the real job queue: every transition of the offer state machine and
// every refused one (409 with its code, nothing written), the desk APIs' role matrix, an audit row for every
// change, the tenant's answer to a counter (only their own offer), the home going 'Under offer', the other live
// offers declined, and the tenant's messages enqueued and delivered.
import { and, eq, sql } from 'drizzle-orm';
import { POST as sendOffer } from '@/app/api/offers/route';
import { GET as sentOffers } from '@/app/api/offers/sent/route';
import { POST as answerCounterRoute } from '@/app/api/offers/[offerId]/counter/route';
import { POST as acceptRoute } from '@/app/api/ops/offers/[offerId]/accept/route';
import { POST as counterRoute } from '@/app/api/ops/offers/[offerId]/counter/route';
import { POST as declineRoute } from '@/app/api/ops/offers/[offerId]/decline/route';
import { POST as withdrawRoute } from '@/app/api/ops/offers/[offerId]/withdraw/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { getDb } from '@/server/db/client';
import { audit_log, outbox_messages, profiles, property_rent_listings, shortlist_hearts, tenant_offers } from '@/server/db/schema';
import { listHeartedHomes } from '@/server/shortlist/shortlist';
import { listDeskOffers } from '@/server/offers/desk';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { setEnv } from './auth-helpers';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';
import { dayFromToday, insertRentListing, profilePayload, type ListingFixture } from './tenant-fixtures';

useEmbeddedAuthEnv();
// Every offer here is sent by a tenant of its own through the real sign-in, all from the test's one address.
setEnv({ AUTH_CODES_PER_HOUR_PER_IP: '1000', AUTH_VERIFIES_PER_MINUTE_PER_IP: '1000' });
const database = useTestDatabase();

type Body = { offer?: { id: string; offer_status: string; declinedOthers?: string[] }; offers?: SentOffer[]; error?: { code: string; message: string } };
type SentOffer = { id: string; offer_status: string; counter: { rent: number; deposit: number; movein_date: string } | null; decline_reason: string | null };
const json = async (response: Response) => (await response.json()) as Body;
type Route = Parameters<typeof call>[0];

let manager: SignedIn;
let admin: SignedIn;

/** A new tenant (with a profile) who sends an offer on `listing`: the tenant and the offer's id. */
async function offerOn(listing: ListingFixture, rent = 40000): Promise<{ tenant: SignedIn; offerId: string }> {
  const tenant = await signedInTenant('offerer');
  expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload({ first_name: 'Asha' }) })).status).toBe(201);
  const response = await call(sendOffer, '/api/offers', {
    method: 'POST',
    cookie: tenant.cookie,
    body: { rent_listing_id: listing.listingId, property_id: listing.propertyId, society_id: listing.societyId, offered_rent: rent, offered_security_deposit: 120000, movein_date: dayFromToday(10) },
  });
  expect(response.status).toBe(201);
  return { tenant, offerId: (await json(response)).offer!.id };
}

const desk = (route: Route, action: string, offerId: string, cookie: string | undefined, body?: unknown) =>
  call(route, `/api/ops/offers/${offerId}/${action}`, { method: 'POST', cookie, body: body ?? {}, params: { offerId } });
const answerCounter = (offerId: string, cookie: string | undefined, answer: string) =>
  call(answerCounterRoute, `/api/offers/${offerId}/counter`, { method: 'POST', cookie, body: { answer }, params: { offerId } });
const counterTerms = () => ({ offered_rent: '41,000', offered_security_deposit: 130000, movein_date: dayFromToday(14) });

const offerRow = async (id: string) => (await getDb().select().from(tenant_offers).where(eq(tenant_offers.id, id)))[0]!;
const listingStatus = async (id: string) => (await getDb().select({ status: property_rent_listings.listing_status }).from(property_rent_listings).where(eq(property_rent_listings.id, id)))[0]!.status;
const auditCount = async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(audit_log))[0]!.n;
const auditFor = (rowId: string) => getDb().select().from(audit_log).where(eq(audit_log.row_id, rowId)).orderBy(audit_log.id);
const clearJobs = () => getDb().execute(sql`delete from graphile_worker._private_jobs`);
const answerMessages = async () =>
  (await queuedJobs(database.url()))
    .filter((job) => job.task_identifier === 'send-message' && job.payload.kind === 'offer-answer')
    .map((job) => ({ outcome: (job.payload.data as { outcome: string }).outcome, to: (job.payload.email as { to: string }).to }));

/** Nothing changed: the same status, no audit row, no message. */
async function expectUnchanged(offerId: string, status: string, auditsBefore: number) {
  expect((await offerRow(offerId)).offer_status).toBe(status);
  expect(await auditCount()).toBe(auditsBefore);
  expect(await answerMessages()).toEqual([]);
}

beforeAll(async () => {
  manager = await signedInStaff('manager');
  admin = await signedInStaff('admin');
});

beforeEach(clearJobs);

describe('role matrix: every desk answer is 404 below manager and writes nothing', () => {
  const answers: [string, Route, unknown][] = [
    ['accept', acceptRoute, {}],
    ['decline', declineRoute, { reason: 'rent_too_low' }],
    ['counter', counterRoute, counterTerms()],
  ];
  test.each(answers)('%s', async (action, route, body) => {
    const listing = await insertRentListing();
    const { offerId, tenant } = await offerOn(listing);
    await clearJobs();
    const agent = await signedInStaff('agent', [listing.societyId]);
    const before = await auditCount();
    for (const cookie of [undefined, tenant.cookie, agent.cookie]) {
      const response = await desk(route, action, offerId, cookie, body);
      expect(response.status).toBe(404);
      await expectUnchanged(offerId, 'Pending', before);
    }
    for (const person of [manager, admin]) {
      const other = await offerOn(await insertRentListing());
      const response = await desk(route, action, other.offerId, person.cookie, body);
      expect(response.status).toBe(200);
      const [row] = (await auditFor(other.offerId)).filter((audit) => audit.action.startsWith('offer.'));
      expect(row).toMatchObject({ actor_id: person.id, actor_email: person.email, action: `offer.${action}` });
    }
  });

  test('withdraw', async () => {
    const listing = await insertRentListing();
    const { offerId, tenant } = await offerOn(listing);
    expect((await desk(acceptRoute, 'accept', offerId, manager.cookie)).status).toBe(200);
    await clearJobs();
    const agent = await signedInStaff('agent', [listing.societyId]);
    const before = await auditCount();
    for (const cookie of [undefined, tenant.cookie, agent.cookie]) {
      expect((await desk(withdrawRoute, 'withdraw', offerId, cookie, { reason: 'The owner sold the flat.' })).status).toBe(404);
      await expectUnchanged(offerId, 'Accepted', before);
    }
    expect((await desk(withdrawRoute, 'withdraw', offerId, admin.cookie, { reason: 'The owner sold the flat.' })).status).toBe(200);
  });

  test('an unknown or malformed offer id is 404 for a manager', async () => {
    for (const offerId of [crypto.randomUUID(), 'not-an-id']) {
      expect((await desk(acceptRoute, 'accept', offerId, manager.cookie)).status).toBe(404);
    }
  });
});

describe('accept', () => {
  test('the home goes Under offer, the other live offers are declined politely, audit rows and messages go with it', async () => {
    const listing = await insertRentListing();
    const accepted = await offerOn(listing, 41000);
    const pending = await offerOn(listing, 39000);
    const countered = await offerOn(listing, 38000);
    const elsewhere = await offerOn(await insertRentListing());
    expect((await desk(counterRoute, 'counter', countered.offerId, manager.cookie, counterTerms())).status).toBe(200);
    await clearJobs();

    const response = await desk(acceptRoute, 'accept', accepted.offerId, manager.cookie);
    expect(response.status).toBe(200);
    expect((await json(response)).offer).toMatchObject({ id: accepted.offerId, offer_status: 'Accepted' });
    expect((await offerRow(accepted.offerId)).offer_status).toBe('Accepted');
    expect(await listingStatus(listing.listingId)).toBe('Under offer');
    for (const other of [pending, countered]) expect(await offerRow(other.offerId)).toMatchObject({ offer_status: 'Rejected', decline_reason: 'another_offer' });
    expect((await offerRow(elsewhere.offerId)).offer_status).toBe('Pending');

    expect((await auditFor(accepted.offerId)).map((row) => [row.action, row.before, row.after?.offer_status])).toEqual([['offer.accept', { offer_status: 'Pending' }, 'Accepted']]);
    expect((await auditFor(listing.listingId)).map((row) => [row.action, row.before, row.after, row.actor_id])).toEqual([
      ['listing.status', { listing_status: 'Active' }, { listing_status: 'Under offer' }, manager.id],
    ]);
    expect((await auditFor(countered.offerId)).map((row) => row.action)).toEqual(['offer.counter', 'offer.decline']);

    expect((await answerMessages()).sort((a, b) => a.to.localeCompare(b.to))).toEqual(
      [
        { outcome: 'accepted', to: accepted.tenant.email },
        { outcome: 'declined', to: pending.tenant.email },
        { outcome: 'declined', to: countered.tenant.email },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );

    // The tenant hears it by e-mail, and by WhatsApp only on a number they verified.
    await getDb().update(profiles).set({ phone_verified_at: new Date() }).where(eq(profiles.id, accepted.tenant.id));
    await runDueJobs(database.url());
    const mailTo = (email: string) => getDb().select().from(outbox_messages).where(and(eq(outbox_messages.to_address, email), eq(outbox_messages.channel, 'email')));
    expect((await mailTo(accepted.tenant.email)).map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Good news: your offer for .* is accepted$/));
    expect((await mailTo(pending.tenant.email)).map((mail) => mail.text)).toContainEqual(expect.stringContaining('Another offer for this home has been accepted.'));
    const [account] = await getDb().select().from(profiles).where(eq(profiles.id, accepted.tenant.id));
    expect(await getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, `${account!.country_code}${account!.phone}`))).toHaveLength(1);
    const [pendingAccount] = await getDb().select().from(profiles).where(eq(profiles.id, pending.tenant.id));
    expect(await getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, `${pendingAccount!.country_code}${pendingAccount!.phone}`))).toHaveLength(0);

    // The tenant sees it in 'Your offers'.
    const sent = await json(await call(sentOffers, '/api/offers/sent', { cookie: accepted.tenant.cookie }));
    expect(sent.offers?.[0]).toMatchObject({ id: accepted.offerId, offer_status: 'Accepted' });
  });

  test('a home no longer on the market is 409 listing_unavailable and nothing is written', async () => {
    const listing = await insertRentListing();
    const { offerId } = await offerOn(listing);
    await getDb().update(property_rent_listings).set({ listing_status: 'Inactive' }).where(eq(property_rent_listings.id, listing.listingId));
    await clearJobs();
    const before = await auditCount();
    const response = await desk(acceptRoute, 'accept', offerId, manager.cookie);
    expect(response.status).toBe(409);
    expect((await json(response)).error?.code).toBe('listing_unavailable');
    await expectUnchanged(offerId, 'Pending', before);
  });
});

describe('every refused transition is a 409 with its code and writes nothing', () => {
  async function offerIn(status: 'Accepted' | 'Rejected' | 'Countered' | 'Withdrawn' | 'Pending') {
    const listing = await insertRentListing();
    const { offerId, tenant } = await offerOn(listing);
    if (status === 'Accepted' || status === 'Withdrawn') expect((await desk(acceptRoute, 'accept', offerId, manager.cookie)).status).toBe(200);
    if (status === 'Withdrawn') expect((await desk(withdrawRoute, 'withdraw', offerId, manager.cookie, { reason: 'The owner moved back in.' })).status).toBe(200);
    if (status === 'Rejected') expect((await desk(declineRoute, 'decline', offerId, manager.cookie, { reason: 'move_in_date' })).status).toBe(200);
    if (status === 'Countered') expect((await desk(counterRoute, 'counter', offerId, manager.cookie, counterTerms())).status).toBe(200);
    await clearJobs();
    return { offerId, tenant };
  }

  const desksRefusals: [string, 'Accepted' | 'Rejected' | 'Countered' | 'Withdrawn' | 'Pending', string, Route, unknown][] = [
    ['accept', 'Accepted', 'offer_not_pending', acceptRoute, {}],
    ['accept', 'Rejected', 'offer_not_pending', acceptRoute, {}],
    ['accept', 'Countered', 'counter_already_made', acceptRoute, {}],
    ['accept', 'Withdrawn', 'offer_not_pending', acceptRoute, {}],
    ['decline', 'Accepted', 'offer_not_pending', declineRoute, { reason: 'rent_too_low' }],
    ['decline', 'Rejected', 'offer_not_pending', declineRoute, { reason: 'rent_too_low' }],
    ['decline', 'Countered', 'counter_already_made', declineRoute, { reason: 'rent_too_low' }],
    ['counter', 'Countered', 'counter_already_made', counterRoute, counterTerms()],
    ['counter', 'Accepted', 'offer_not_pending', counterRoute, counterTerms()],
    ['counter', 'Rejected', 'offer_not_pending', counterRoute, counterTerms()],
    ['withdraw', 'Pending', 'offer_not_accepted', withdrawRoute, { reason: 'No longer needed here.' }],
    ['withdraw', 'Countered', 'offer_not_accepted', withdrawRoute, { reason: 'No longer needed here.' }],
    ['withdraw', 'Withdrawn', 'offer_not_accepted', withdrawRoute, { reason: 'No longer needed here.' }],
  ];
  test.each(desksRefusals)('%s of a %s offer: 409 %s', async (action, status, code, route, body) => {
    const { offerId } = await offerIn(status);
    const before = await auditCount();
    const response = await desk(route, action, offerId, manager.cookie, body);
    expect(response.status).toBe(409);
    expect((await json(response)).error?.code).toBe(code);
    await expectUnchanged(offerId, status, before);
  });

  test.each(['Pending', 'Accepted', 'Rejected'] as const)("the tenant's answer to a counter on a %s offer is 409 offer_not_countered", async (status) => {
    const { offerId, tenant } = await offerIn(status);
    const before = await auditCount();
    for (const answer of ['accept', 'decline']) {
      const response = await answerCounter(offerId, tenant.cookie, answer);
      expect(response.status).toBe(409);
      expect((await json(response)).error?.code).toBe('offer_not_countered');
      await expectUnchanged(offerId, status, before);
    }
  });
});

describe('decline, counter and withdraw', () => {
  test("the shortlist card carries the live status of the person's offer", async () => {
    const listing = await insertRentListing();
    const { offerId, tenant } = await offerOn(listing);
    await getDb().insert(shortlist_hearts).values({ user_id: tenant.id, property_id: listing.propertyId, society_id: listing.societyId, rent_listing_id: listing.listingId });
    const card = async () => (await listHeartedHomes(tenant.id)).find((item) => item.propertyId === listing.propertyId);
    expect(await card()).toMatchObject({ offerSent: true, offerStatus: 'Pending' });
    expect((await desk(counterRoute, 'counter', offerId, manager.cookie, counterTerms())).status).toBe(200);
    expect(await card()).toMatchObject({ offerSent: true, offerStatus: 'Countered' });
    expect((await answerCounter(offerId, tenant.cookie, 'decline')).status).toBe(200);
    expect(await card()).toMatchObject({ offerSent: false, offerStatus: 'Rejected' });
  });

  test('a decline stores the reason and the spec value Rejected; the tenant reads it and may offer again', async () => {
    const listing = await insertRentListing();
    const { offerId, tenant } = await offerOn(listing);
    await clearJobs();
    const before = await auditCount();
    for (const reason of ['another_offer', 'counter_declined', 'too cheap', undefined]) {
      const response = await desk(declineRoute, 'decline', offerId, manager.cookie, { reason });
      expect(response.status).toBe(422);
      await expectUnchanged(offerId, 'Pending', before);
    }
    expect((await desk(declineRoute, 'decline', offerId, manager.cookie, { reason: 'rent_too_low' })).status).toBe(200);
    expect(await offerRow(offerId)).toMatchObject({ offer_status: 'Rejected', decline_reason: 'rent_too_low' });
    expect(await answerMessages()).toEqual([{ outcome: 'declined', to: tenant.email }]);
    const [audit] = await auditFor(offerId);
    expect(audit).toMatchObject({ action: 'offer.decline', actor_id: manager.id, after: { offer_status: 'Rejected', decline_reason: 'rent_too_low' } });
    const sent = await json(await call(sentOffers, '/api/offers/sent', { cookie: tenant.cookie }));
    expect(sent.offers?.[0]).toMatchObject({ offer_status: 'Rejected', decline_reason: 'The offered rent is lower than the owner can accept.' });
    expect(await listingStatus(listing.listingId)).toBe('Active');
  });

  test('a counter follows the offer form rules, is stored once and blocks a new offer like a live one', async () => {
    const listing = await insertRentListing();
    const { offerId, tenant } = await offerOn(listing);
    await clearJobs();
    const before = await auditCount();
    for (const terms of [
      { ...counterTerms(), movein_date: dayFromToday(-1) },
      { ...counterTerms(), offered_rent: '4O,000' },
      { ...counterTerms(), offered_security_deposit: 0 },
    ]) {
      expect((await desk(counterRoute, 'counter', offerId, manager.cookie, terms)).status).toBe(422);
      await expectUnchanged(offerId, 'Pending', before);
    }
    const terms = counterTerms();
    expect((await desk(counterRoute, 'counter', offerId, manager.cookie, terms)).status).toBe(200);
    expect(await offerRow(offerId)).toMatchObject({ offer_status: 'Countered', counter_rent: 41000, counter_security_deposit: 130000, counter_movein_date: terms.movein_date });
    expect(await answerMessages()).toEqual([{ outcome: 'countered', to: tenant.email }]);
    const sent = await json(await call(sentOffers, '/api/offers/sent', { cookie: tenant.cookie }));
    expect(sent.offers?.[0]).toMatchObject({ offer_status: 'Countered', counter: { rent: 41000, deposit: 130000, movein_date: terms.movein_date } });

    // A Countered offer is live: the tenant cannot send a second one on the same home.
    const again = await call(sendOffer, '/api/offers', {
      method: 'POST',
      cookie: tenant.cookie,
      body: { rent_listing_id: listing.listingId, property_id: listing.propertyId, society_id: listing.societyId, offered_rent: 43000, offered_security_deposit: 120000, movein_date: dayFromToday(10) },
    });
    expect(again.status).toBe(409);
    expect((await json(again)).error?.code).toBe('offer_exists');

    // The database keeps both the tenant's terms and the counter final.
    await expect(getDb().update(tenant_offers).set({ counter_rent: 1 }).where(eq(tenant_offers.id, offerId))).rejects.toThrow();
    await expect(getDb().update(tenant_offers).set({ offered_rent: 45000 }).where(eq(tenant_offers.id, offerId))).rejects.toThrow();
  });

  test('withdrawing an accepted offer needs a reason, puts the home back on the market and tells the tenant', async () => {
    const listing = await insertRentListing();
    const { offerId, tenant } = await offerOn(listing);
    expect((await desk(acceptRoute, 'accept', offerId, manager.cookie)).status).toBe(200);
    await clearJobs();
    const before = await auditCount();
    for (const body of [{}, { reason: '' }, { reason: 'no' }, { reason: 'bad\u0000text' }]) {
      expect((await desk(withdrawRoute, 'withdraw', offerId, manager.cookie, body)).status).toBe(422);
      await expectUnchanged(offerId, 'Accepted', before);
    }
    expect((await desk(withdrawRoute, 'withdraw', offerId, manager.cookie, { reason: 'The owner is selling the flat.' })).status).toBe(200);
    expect(await offerRow(offerId)).toMatchObject({ offer_status: 'Withdrawn', withdraw_reason: 'The owner is selling the flat.' });
    expect(await listingStatus(listing.listingId)).toBe('Active');
    expect((await auditFor(listing.listingId)).map((row) => row.after)).toEqual([{ listing_status: 'Under offer' }, { listing_status: 'Active' }]);
    expect(await answerMessages()).toEqual([{ outcome: 'withdrawn', to: tenant.email }]);
  });
});

describe("the tenant's answer to a counter", () => {
  async function countered() {
    const listing = await insertRentListing();
    const offer = await offerOn(listing);
    const rival = await offerOn(listing, 39000);
    expect((await desk(counterRoute, 'counter', offer.offerId, manager.cookie, counterTerms())).status).toBe(200);
    await clearJobs();
    return { listing, ...offer, rival };
  }

  test("signed out is 401; another person's offer is 404; neither writes anything", async () => {
    const { offerId } = await countered();
    const stranger = await signedInTenant('stranger');
    const before = await auditCount();
    expect((await answerCounter(offerId, undefined, 'accept')).status).toBe(401);
    expect((await answerCounter(offerId, stranger.cookie, 'accept')).status).toBe(404);
    expect((await answerCounter(crypto.randomUUID(), stranger.cookie, 'accept')).status).toBe(404);
    await expectUnchanged(offerId, 'Countered', before);
  });

  test('a bad answer is 422 and writes nothing', async () => {
    const { offerId, tenant } = await countered();
    const before = await auditCount();
    expect((await answerCounter(offerId, tenant.cookie, 'maybe')).status).toBe(422);
    await expectUnchanged(offerId, 'Countered', before);
  });

  test('accepting the counter accepts the offer, by the tenant, and the home goes Under offer', async () => {
    const { offerId, tenant, listing, rival } = await countered();
    const response = await answerCounter(offerId, tenant.cookie, 'accept');
    expect(response.status).toBe(200);
    expect((await json(response)).offer).toEqual({ id: offerId, offer_status: 'Accepted' });
    expect(await listingStatus(listing.listingId)).toBe('Under offer');
    expect((await offerRow(rival.offerId)).offer_status).toBe('Rejected');
    const rows = await auditFor(offerId);
    expect(rows.at(-1)).toMatchObject({ action: 'offer.counter_accept', actor_id: tenant.id, actor_email: tenant.email, before: { offer_status: 'Countered' } });
    expect(await answerMessages()).toEqual(expect.arrayContaining([{ outcome: 'accepted', to: tenant.email }, { outcome: 'declined', to: rival.tenant.email }]));
  });

  test('declining the counter declines the offer, by the tenant, and leaves the home on the market', async () => {
    const { offerId, tenant, listing, rival } = await countered();
    expect((await answerCounter(offerId, tenant.cookie, 'decline')).status).toBe(200);
    expect(await offerRow(offerId)).toMatchObject({ offer_status: 'Rejected', decline_reason: 'counter_declined' });
    expect(await listingStatus(listing.listingId)).toBe('Active');
    expect((await offerRow(rival.offerId)).offer_status).toBe('Pending');
    expect((await auditFor(offerId)).at(-1)).toMatchObject({ action: 'offer.counter_decline', actor_id: tenant.id });
  });
});

test("the desk's inbox lists a page with asking and offered terms, the first name and the profile summary only", async () => {
  const listing = await insertRentListing();
  const { offerId } = await offerOn(listing, 40500);
  const page = await listDeskOffers({ status: 'Pending' }, { page: 1, size: 25, sort: 'age', dir: 'asc' });
  const row = page.rows.find((candidate) => candidate.id === offerId);
  expect(row).toMatchObject({ askingRent: 42000, askingDeposit: 150000, offeredRent: 40500, firstName: 'Asha', occupation: 'Employed (Salaried)', tenantType: 'Family', ownerReachable: false, actions: { accept: true, decline: true, counter: true, withdraw: false } });
  expect(JSON.stringify(row)).not.toMatch(/@|phone|email/i);
  const byRent = await listDeskOffers({}, { page: 1, size: 25, sort: 'rent', dir: 'desc' });
  const rents = byRent.rows.map((candidate) => candidate.offeredRent);
  expect(rents).toEqual([...rents].sort((a, b) => b - a));
  expect((await listDeskOffers({ status: 'Withdrawn', society: 'no such society name' }, { page: 1, size: 25, sort: 'age', dir: 'asc' })).rows).toEqual([]);
});
