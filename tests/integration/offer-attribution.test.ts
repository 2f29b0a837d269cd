// Every message about an answer to an offer says truthfully who decided, on a real PostgreSQL and the real job
// queue, rendered by the send-message job: the desk's answers read to the tenant as GHomes's on the owner's behalf
// and the owner is told (e-mail, and WhatsApp only to a proved number); the owner's answers through their link name
// the owner and tell the owner nothing back; the tenant's answer to a counter tells the owner; offers closed by
// another acceptance name nobody.
import { eq, sql } from 'drizzle-orm';
import { POST as sendOffer } from '@/app/api/offers/route';
import { POST as answerCounterRoute } from '@/app/api/offers/[offerId]/counter/route';
import { POST as acceptRoute } from '@/app/api/ops/offers/[offerId]/accept/route';
import { POST as counterRoute } from '@/app/api/ops/offers/[offerId]/counter/route';
import { POST as declineRoute } from '@/app/api/ops/offers/[offerId]/decline/route';
import { POST as withdrawRoute } from '@/app/api/ops/offers/[offerId]/withdraw/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { owners, properties } from '@/server/db/schema';
import { listDeskOffers } from '@/server/offers/desk';
import { createOwnerLink, findOwnerLink } from '@/server/owners/links';
import { answerAsOwner } from '@/server/offers/owner-offers';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';
import { dayFromToday, insertRentListing, profilePayload, type ListingFixture } from './tenant-fixtures';

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
const database = useTestDatabase();

type Route = Parameters<typeof call>[0];
let manager: SignedIn;
let ownerCounter = 0;

/** An Active home (unit B-7) whose owner record has an e-mail, and a proved number when `verified`. */
async function ownedHome(options: { verified?: boolean; email?: boolean } = {}) {
  const listing = await insertRentListing();
  await getDb().update(properties).set({ house_number: 'B-7' }).where(eq(properties.id, listing.propertyId));
  ownerCounter += 1;
  const [owner] = await getDb()
    .insert(owners)
    .values({
      id: listing.ownerId,
      name: 'Ravi Kumar',
      phone: `96${String(Date.now()).slice(-6)}${String(ownerCounter).padStart(2, '0')}`,
      email: options.email === false ? null : `attribution-owner-${ownerCounter}-${Date.now()}@example.com`,
      phone_verified_at: options.verified ? new Date() : null,
    })
    .returning();
  return { listing, owner: owner! };
}

async function offerOn(listing: ListingFixture, rent = 40000): Promise<{ tenant: SignedIn; offerId: string }> {
  const tenant = await signedInTenant('attribution');
  expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload({ first_name: 'Asha' }) })).status).toBe(201);
  const response = await call(sendOffer, '/api/offers', {
    method: 'POST',
    cookie: tenant.cookie,
    body: { rent_listing_id: listing.listingId, property_id: listing.propertyId, society_id: listing.societyId, offered_rent: rent, offered_security_deposit: 120000, movein_date: dayFromToday(10) },
  });
  expect(response.status).toBe(201);
  return { tenant, offerId: ((await response.json()) as { offer: { id: string } }).offer.id };
}

const desk = (route: Route, action: string, offerId: string, body: unknown = {}) =>
  call(route, `/api/ops/offers/${offerId}/${action}`, { method: 'POST', cookie: manager.cookie, body, params: { offerId } });
const answerCounter = (offerId: string, cookie: string, answer: 'accept' | 'decline') =>
  call(answerCounterRoute, `/api/offers/${offerId}/counter`, { method: 'POST', cookie, body: { answer }, params: { offerId } });
const counterTerms = () => ({ offered_rent: '41,000', offered_security_deposit: 130000, movein_date: dayFromToday(14) });
const clearJobs = () => getDb().execute(sql`delete from graphile_worker._private_jobs`);

/** The messages queued about answers: the tenant's and the owner's, with who decided. */
async function answerMessages() {
  return (await queuedJobs(database.url()))
    .filter((job) => job.task_identifier === 'send-message' && ['offer-answer', 'owner-offer-update'].includes(job.payload.kind as string))
    .map((job) => ({
      kind: job.payload.kind as string,
      outcome: (job.payload.data as { outcome: string }).outcome,
      by: (job.payload.data as { answeredBy?: string }).answeredBy,
      to: (job.payload.email as { to: string } | undefined)?.to,
      whatsapp: job.payload.whatsapp as { to: string; ownerId?: string } | undefined,
    }));
}

/** The rendered deliveries (after send-message ran): who gets which text on which channel. */
async function deliveries() {
  await runDueJobs(database.url(), ['send-message']);
  const jobs = await queuedJobs(database.url());
  return {
    emails: jobs.filter((job) => job.task_identifier === 'deliver-email').map((job) => ({ to: job.payload.to as string, subject: job.payload.subject as string, text: job.payload.text as string })),
    whatsapps: jobs.filter((job) => job.task_identifier === 'deliver-whatsapp').map((job) => ({ to: job.payload.to as string, body: job.payload.body as string })),
  };
}

beforeAll(async () => {
  manager = await signedInStaff('manager');
});
beforeEach(clearJobs);

describe("the desk's answers: GHomes on the owner's behalf, and the owner is told", () => {
  test('accept: the tenant reads GHomes, the owner hears it by e-mail and WhatsApp; a rival offer names nobody', async () => {
    const { listing, owner } = await ownedHome({ verified: true });
    const { tenant, offerId } = await offerOn(listing, 41000);
    const rival = await offerOn(listing, 39000);
    await clearJobs();
    expect((await desk(acceptRoute, 'accept', offerId)).status).toBe(200);

    expect(await answerMessages()).toEqual(
      expect.arrayContaining([
        { kind: 'offer-answer', outcome: 'accepted', by: 'team', to: tenant.email, whatsapp: expect.any(Object) },
        { kind: 'offer-answer', outcome: 'declined', by: 'home', to: rival.tenant.email, whatsapp: expect.any(Object) },
        { kind: 'owner-offer-update', outcome: 'accepted', by: undefined, to: owner.email, whatsapp: { to: `+91${owner.phone}`, key: `owner-offer-accepted-whatsapp:${offerId}`, ownerId: owner.id } },
      ]),
    );
    expect(await answerMessages()).toHaveLength(3);

    const { emails, whatsapps } = await deliveries();
    const tenantMail = emails.find((mail) => mail.to === tenant.email)!;
    expect(tenantMail.text).toContain('GHomes has accepted your offer on behalf of the owner.');
    expect(tenantMail.text).not.toContain('The owner has accepted');
    const rivalMail = emails.find((mail) => mail.to === rival.tenant.email)!;
    expect(rivalMail.text).toContain('Thank you for your offer. It cannot go ahead.');
    expect(rivalMail.text).toContain('Reason: Another offer for this home has been accepted.');
    const ownerMail = emails.find((mail) => mail.to === owner.email)!;
    expect(ownerMail.subject).toMatch(/^GHomes accepted an offer for your home at .* on your behalf$/);
    expect(ownerMail.text).toContain('Home: B-7 (Semi-Furnished)');
    expect(ownerMail.text).toContain('Offered rent: ₹41 K (₹41,000) / month');
    expect(whatsapps.find((message) => message.to === `+91${owner.phone}`)?.body).toContain('GHomes has accepted this offer for your home on your behalf.');
  });

  test('decline, counter and withdraw: each reads as GHomes to the tenant and reaches the owner once', async () => {
    const { listing, owner } = await ownedHome();
    const declined = await offerOn(listing, 38000);
    expect((await desk(declineRoute, 'decline', declined.offerId, { reason: 'rent_too_low' })).status).toBe(200);
    const countered = await offerOn((await ownedHome()).listing);
    expect((await desk(counterRoute, 'counter', countered.offerId, counterTerms())).status).toBe(200);
    const withdrawn = await offerOn(listing, 43000);
    expect((await desk(acceptRoute, 'accept', withdrawn.offerId)).status).toBe(200);
    expect((await desk(withdrawRoute, 'withdraw', withdrawn.offerId, { reason: 'The owner moved back in.' })).status).toBe(200);

    const messages = await answerMessages();
    expect(messages.filter((message) => message.kind === 'offer-answer').map((message) => [message.outcome, message.by])).toEqual([
      ['declined', 'team'],
      ['countered', 'team'],
      ['accepted', 'team'],
      ['withdrawn', 'team'],
    ]);
    // The owner has no proved number: e-mail only.
    const toOwner = messages.filter((message) => message.kind === 'owner-offer-update');
    expect(toOwner.map((message) => message.outcome)).toEqual(['declined', 'countered', 'accepted', 'withdrawn']);
    for (const message of toOwner) expect(message.whatsapp).toBeUndefined();

    const { emails } = await deliveries();
    const textsTo = (email: string) => emails.filter((mail) => mail.to === email).map((mail) => mail.text);
    expect(textsTo(declined.tenant.email)).toContainEqual(expect.stringContaining('GHomes has declined it on behalf of the owner this time.'));
    expect(textsTo(countered.tenant.email)).toContainEqual(expect.stringContaining('GHomes has answered your offer on behalf of the owner with these terms.'));
    const ownerMails = emails.filter((mail) => mail.to === owner.email).map((mail) => mail.text);
    expect(ownerMails).toContainEqual(expect.stringContaining('Reason: The offered rent is lower than the owner can accept.'));
    expect(ownerMails).toContainEqual(expect.stringContaining('Reason: The owner moved back in.'));
    expect(ownerMails).toContainEqual(expect.stringContaining('Your home is back on the market.'));
  });

  test('a home without an owner record, or an owner with no address and no proved number: only the tenant is told', async () => {
    const bare = await insertRentListing();
    const first = await offerOn(bare);
    const unreachable = await ownedHome({ email: false });
    const second = await offerOn(unreachable.listing);
    const reachable = await offerOn((await ownedHome()).listing);
    // The desk's dialog says whether the owner will be told.
    const rows = (await listDeskOffers({ status: 'Pending' }, { page: 1, size: 25, sort: 'age', dir: 'asc' })).rows;
    expect([first, second, reachable].map(({ offerId }) => rows.find((row) => row.id === offerId)?.ownerReachable)).toEqual([false, false, true]);
    await clearJobs();
    expect((await desk(declineRoute, 'decline', first.offerId, { reason: 'move_in_date' })).status).toBe(200);
    expect((await desk(declineRoute, 'decline', second.offerId, { reason: 'move_in_date' })).status).toBe(200);
    expect((await answerMessages()).map((message) => [message.kind, message.to])).toEqual([
      ['offer-answer', first.tenant.email],
      ['offer-answer', second.tenant.email],
    ]);
  });
});

describe("the owner's answers name the owner, and the tenant's answer to a counter reaches the owner", () => {
  async function ownerLinkFor(offerId: string, ownerId: string) {
    const created = await createOwnerLink(getDb(), { ownerId, purpose: 'offer', subjectId: offerId });
    return (await findOwnerLink(created.token))!;
  }

  test('the owner accepts: the tenant reads the owner, and the owner is not told their own answer', async () => {
    const { listing, owner } = await ownedHome({ verified: true });
    const { tenant, offerId } = await offerOn(listing);
    await clearJobs();
    await answerAsOwner(await ownerLinkFor(offerId, owner.id), { action: 'accept' }, null);
    expect((await answerMessages()).map((message) => [message.kind, message.outcome, message.by, message.to])).toEqual([['offer-answer', 'accepted', 'owner', tenant.email]]);
    const { emails } = await deliveries();
    expect(emails.find((mail) => mail.to === tenant.email)!.text).toContain('The owner has accepted your offer.');
  });

  test("the owner counters, the tenant accepts: the tenant reads their own acceptance, the owner hears it", async () => {
    const { listing, owner } = await ownedHome({ verified: true });
    const { tenant, offerId } = await offerOn(listing);
    await answerAsOwner(await ownerLinkFor(offerId, owner.id), { action: 'counter', counter: { offered_rent: 44000, offered_security_deposit: 150000, movein_date: dayFromToday(15) } }, null);
    expect((await answerMessages()).map((message) => [message.kind, message.outcome, message.by])).toEqual([['offer-answer', 'countered', 'owner']]);
    // The counter message links straight to the offer in 'Your offers'.
    const tenantTexts = (await deliveries()).emails.filter((mail) => mail.to === tenant.email).map((mail) => mail.text);
    expect(tenantTexts).toContainEqual(expect.stringContaining(`Accept or decline it here: ${getEnv().SITE_URL.replace(/\/$/, '')}/profile?offers=${listing.propertyId}\n`));
    await clearJobs();

    expect((await answerCounter(offerId, tenant.cookie, 'accept')).status).toBe(200);
    expect((await answerMessages()).map((message) => [message.kind, message.outcome, message.by, message.to])).toEqual([
      ['offer-answer', 'accepted', 'tenant', tenant.email],
      ['owner-offer-update', 'counter-accepted', undefined, owner.email],
    ]);
    const { emails, whatsapps } = await deliveries();
    const tenantMail = emails.find((mail) => mail.to === tenant.email)!;
    expect(tenantMail.subject).toMatch(/^You accepted the counter offer for /);
    expect(tenantMail.text).toContain('Counter rent: ₹44 K (₹44,000) / month');
    expect(tenantMail.text).not.toContain('The owner has accepted');
    expect(emails.find((mail) => mail.to === owner.email)!.text).toContain('The tenant has accepted the counter offer for your home.');
    expect(whatsapps.find((message) => message.to === `+91${owner.phone}`)?.body).toContain('Counter rent: ₹44 K (₹44,000) / month');
  });

  test('the tenant declines a counter: the owner hears it, the tenant gets nothing back', async () => {
    const { listing, owner } = await ownedHome();
    const { tenant, offerId } = await offerOn(listing);
    expect((await desk(counterRoute, 'counter', offerId, counterTerms())).status).toBe(200);
    await clearJobs();
    expect((await answerCounter(offerId, tenant.cookie, 'decline')).status).toBe(200);
    expect((await answerMessages()).map((message) => [message.kind, message.outcome, message.to])).toEqual([['owner-offer-update', 'counter-declined', owner.email]]);
    const { emails } = await deliveries();
    expect(emails.filter((mail) => mail.to === owner.email).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^The tenant declined the counter offer for your home at /)]);
  });
});
