// /api/offers and /api/send-offer-acknowledgment against a real PostgreSQL and the real job queue: refused
// offers write nothing and enqueue nothing; a sent offer takes its ids from the listing and enqueues its
// WhatsApp and e-mail acknowledgment in the same transaction; one live offer per property; 3 free offers.
import { eq, sql } from 'drizzle-orm';
import { GET, POST } from '@/app/api/offers/route';
import { GET as sentOffers } from '@/app/api/offers/sent/route';
import { POST as acknowledge } from '@/app/api/send-offer-acknowledgment/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { getDb } from '@/server/db/client';
import { outbox_messages, profiles, tenant_offers } from '@/server/db/schema';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { call, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';
import { dayFromToday, insertRentListing, profilePayload, type ListingFixture } from './tenant-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();

type Body = { offer?: { id: string; offer_status: string }; confirmation?: { email: string; whatsapp: boolean }; credits?: { used: number; left: number; total: number }; offers?: unknown[]; error?: { code: string; message: string } };
const json = async (response: Response) => (await response.json()) as Body;

let tenant = { id: '', cookie: '' };
let listing: ListingFixture;

const offerBody = (target: ListingFixture, overrides: Record<string, unknown> = {}) => ({
  rent_listing_id: target.listingId,
  property_id: target.propertyId,
  society_id: target.societyId,
  offered_rent: '40000',
  offered_security_deposit: 120000,
  movein_date: dayFromToday(10),
  extra_fittings_requested: 'Curtain rods',
  message: 'We are a quiet family of three.',
  ...overrides,
});
const send = (body: unknown, cookie = tenant.cookie) => call(POST, '/api/offers', { method: 'POST', cookie, body });
const offersOf = (userId: string) => getDb().select().from(tenant_offers).where(eq(tenant_offers.user_id, userId));
const clearJobs = () => getDb().execute(sql`delete from graphile_worker._private_jobs`);

beforeAll(async () => {
  tenant = await signedInPerson('offer-tenant');
  listing = await insertRentListing();
});

test('signed out is 401 with the spec message', async () => {
  const response = await call(POST, '/api/offers', { method: 'POST', body: offerBody(listing) });
  expect(response.status).toBe(401);
  expect((await json(response)).error?.message).toBe('You must be logged in to send an offer.');
});

test('signed out with an invalid body is the same 401: nothing is parsed before the session', async () => {
  for (const body of [{ offered_rent: 'x' }, [], { ...offerBody(listing), message: 'a\u0000b' }]) {
    const response = await call(POST, '/api/offers', { method: 'POST', body });
    expect(response.status).toBe(401);
    expect((await json(response)).error?.message).toBe('You must be logged in to send an offer.');
  }
});

test("without a tenant profile: 'Missing required information. Please try again.', nothing written or queued", async () => {
  const response = await send(offerBody(listing));
  expect(response.status).toBe(422);
  expect((await json(response)).error?.message).toBe('Missing required information. Please try again.');
  expect(await offersOf(tenant.id)).toHaveLength(0);
  expect(await queuedJobs(database.url())).toHaveLength(0);
});

describe('with a tenant profile', () => {
  beforeAll(async () => {
    const created = await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload() });
    expect(created.status).toBe(201);
  });

  test.each([
    ['rent 0', { offered_rent: 0 }, 'Please enter both rent and security deposit amounts.'],
    ['an empty deposit', { offered_security_deposit: '' }, 'Please enter both rent and security deposit amounts.'],
    ['a fractional rent', { offered_rent: 40000.5 }, 'Please enter both rent and security deposit amounts.'],
    ['a letter O in the rent', { offered_rent: '4O,000' }, 'Amounts can only contain digits, for example 40,000.'],
    ['no move-in date', { movein_date: '' }, 'Please select a preferred move-in date.'],
    ['a past move-in date', { movein_date: dayFromToday(-1) }, 'The move-in date cannot be in the past. Please pick today or a later date.'],
    ['no listing id', { rent_listing_id: undefined }, 'Missing required information. Please try again.'],
    ['a forged owner id', { owner_id: '7c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' }, 'Missing required information. Please try again.'],
    ['another property id', { property_id: '7c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' }, 'Missing required information. Please try again.'],
  ])('%s is refused (422) and writes and queues nothing', async (_name, overrides, message) => {
    const response = await send(offerBody(listing, overrides));
    expect(response.status).toBe(422);
    expect((await json(response)).error?.message).toBe(message);
    expect(await offersOf(tenant.id)).toHaveLength(0);
    expect(await queuedJobs(database.url())).toHaveLength(0);
  });

  test.each(['message', 'extra_fittings_requested'])('a NUL in %s is a 422 that writes and queues nothing', async (field) => {
    const response = await send(offerBody(listing, { [field]: 'Hello\u0000there' }));
    expect(response.status).toBe(422);
    expect((await json(response)).error?.code).toBe('validation_failed');
    expect(await offersOf(tenant.id)).toHaveLength(0);
    expect(await queuedJobs(database.url())).toHaveLength(0);
  });

  test('an inactive listing is refused (409) and writes and queues nothing', async () => {
    const inactive = await insertRentListing('Inactive');
    const response = await send(offerBody(inactive));
    expect(response.status).toBe(409);
    expect((await json(response)).error?.code).toBe('listing_unavailable');
    expect(await offersOf(tenant.id)).toHaveLength(0);
    expect(await queuedJobs(database.url())).toHaveLength(0);
  });

  test('an offer is stored Pending with the listing ids and its acknowledgment jobs are queued with it', async () => {
    const response = await send(offerBody(listing, { user_id: crypto.randomUUID(), offer_status: 'Accepted' }));
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body.offer?.offer_status).toBe('Pending');
    expect(body.credits).toEqual({ used: 1, total: 3, left: 2 });
    // The number is not verified yet: the answer says the acknowledgment goes by e-mail only.
    const [person] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, tenant.id));
    expect(body.confirmation).toEqual({ email: person!.email, whatsapp: false });

    const [offer] = await offersOf(tenant.id);
    expect(offer).toMatchObject({
      property_rent_listing_id: listing.listingId,
      property_id: listing.propertyId,
      society_id: listing.societyId,
      owner_id: listing.ownerId,
      offered_rent: 40000,
      offered_security_deposit: 120000,
      movein_date: dayFromToday(10),
      offer_status: 'Pending',
    });

    const [account] = await getDb().select().from(profiles).where(eq(profiles.id, tenant.id));
    await runDueJobs(database.url(), ['send-message']);
    const jobs = await queuedJobs(database.url());
    expect(jobs.map((job) => job.task_identifier).sort()).toEqual(['deliver-email', 'deliver-whatsapp']);
    const whatsapp = jobs.find((job) => job.task_identifier === 'deliver-whatsapp')!;
    expect(whatsapp.payload.to).toBe(`+91${account!.phone}`);
    expect(whatsapp.payload.body).toContain('Offered rent: ₹40 K (₹40,000) per month');
    expect(whatsapp.payload.body).toContain('Security deposit: ₹1.20 L (₹1,20,000)');
    expect(whatsapp.payload.body).toContain('Fixture Society');
    const email = jobs.find((job) => job.task_identifier === 'deliver-email')!;
    expect(email.payload.to).toBe(account!.email);

    // The worker delivers both to the outbox (no provider configured); WhatsApp because the tenant proved the number.
    await getDb().update(profiles).set({ phone_verified_at: new Date() }).where(eq(profiles.id, tenant.id));
    await runDueJobs(database.url());
    expect(await queuedJobs(database.url())).toHaveLength(0);
    const delivered = await getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, `+91${account!.phone}`));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.text).toContain('your expression of interest has been sent to the property owner!');
  });

  test("the spec's send-offer-acknowledgment confirms the offer and never sends a second message", async () => {
    const payload = { propertyId: listing.propertyId, societyId: listing.societyId, offeredRent: 40000, offeredDeposit: 120000, moveinDate: dayFromToday(10) };
    const response = await call(acknowledge, '/api/send-offer-acknowledgment', { method: 'POST', cookie: tenant.cookie, body: payload });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'queued' });
    expect(await queuedJobs(database.url())).toHaveLength(0);
    const other = await call(acknowledge, '/api/send-offer-acknowledgment', { method: 'POST', cookie: tenant.cookie, body: { ...payload, offeredRent: 1 } });
    expect(other.status).toBe(404);
  });

  test('a second live offer for the same property is 409 and nothing is queued', async () => {
    const response = await send(offerBody(listing, { offered_rent: 45000 }));
    expect(response.status).toBe(409);
    expect((await json(response)).error?.code).toBe('offer_exists');
    expect(await offersOf(tenant.id)).toHaveLength(1);
    expect(await queuedJobs(database.url())).toHaveLength(0);
  });

  test('GET lists the live offers and the credits', async () => {
    const body = await json(await call(GET, '/api/offers', { cookie: tenant.cookie }));
    expect(body.offers).toEqual([{ property_id: listing.propertyId, offer_status: 'Pending' }]);
    expect(body.credits).toEqual({ used: 1, total: 3, left: 2 });
  });

  test('offers are final: the terms cannot be changed, only the status', async () => {
    const [offer] = await offersOf(tenant.id);
    await expect(getDb().update(tenant_offers).set({ offered_rent: 1 }).where(eq(tenant_offers.id, offer!.id))).rejects.toThrow();
    // The tenant's own text is final too; only the erasure (under its transaction setting) may empty it.
    await expect(getDb().update(tenant_offers).set({ message: 'changed' }).where(eq(tenant_offers.id, offer!.id))).rejects.toThrow();
    await expect(getDb().update(tenant_offers).set({ message: null }).where(eq(tenant_offers.id, offer!.id))).rejects.toThrow();
  });

  test('a Rejected offer does not block a new one, and the fourth offer is refused for credits', async () => {
    await getDb().update(tenant_offers).set({ offer_status: 'Rejected' }).where(eq(tenant_offers.user_id, tenant.id));
    const second = await send(offerBody(listing, { offered_rent: 41000 })); // second offer, same property
    expect(second.status).toBe(201);
    // The number was verified since the first offer: this acknowledgment goes by WhatsApp too.
    expect((await json(second)).confirmation?.whatsapp).toBe(true);
    const third = await insertRentListing();
    const thirdResponse = await send(offerBody(third));
    expect(thirdResponse.status).toBe(201);
    expect((await json(thirdResponse)).credits).toEqual({ used: 3, total: 3, left: 0 });
    await clearJobs();

    const fourth = await insertRentListing();
    const response = await send(offerBody(fourth));
    expect(response.status).toBe(402);
    expect((await json(response)).error).toEqual({
      code: 'offer_credits_exhausted',
      message: 'You have used your 3 free offers. More offers need a plan, which is coming soon.',
    });
    expect(await offersOf(tenant.id)).toHaveLength(3);
    expect(await queuedJobs(database.url())).toHaveLength(0);
  });

  test("another person's offers are not listed", async () => {
    const other = await signedInPerson('offer-other');
    const body = await json(await call(GET, '/api/offers', { cookie: other.cookie }));
    expect(body.offers).toEqual([]);
    expect(body.credits).toEqual({ used: 0, total: 3, left: 3 });
  });

  test("GET /api/offers/sent lists every offer sent, with its terms and status, newest first; only the person's own", async () => {
    const response = await call(sentOffers, '/api/offers/sent', { cookie: tenant.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { offers: { property_id: string; offered_rent: number; offered_security_deposit: number; movein_date: string; offer_status: string; society_name: string; created_at: string }[] };
    expect(body.offers).toHaveLength(3);
    expect(body.offers.map((offer) => offer.offer_status).sort()).toEqual(['Pending', 'Pending', 'Rejected']);
    const rejected = body.offers.find((offer) => offer.offer_status === 'Rejected')!;
    expect(rejected).toMatchObject({ property_id: listing.propertyId, offered_rent: 40000, offered_security_deposit: 120000, movein_date: dayFromToday(10) });
    // What the tenant wrote is theirs to read back.
    expect(rejected).toMatchObject({ message: 'We are a quiet family of three.', extra_fittings_requested: 'Curtain rods' });
    expect(rejected.society_name).toBeTruthy();
    const times = body.offers.map((offer) => offer.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const other = await signedInPerson('offer-other-sent');
    expect(((await (await call(sentOffers, '/api/offers/sent', { cookie: other.cookie })).json()) as { offers: unknown[] }).offers).toEqual([]);
    const signedOut = await call(sentOffers, '/api/offers/sent', {});
    expect(signedOut.status).toBe(401);
  });
});
