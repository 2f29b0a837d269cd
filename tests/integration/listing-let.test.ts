// A home is let, on a real PostgreSQL and the real job queue: the desk's 'Rented' (PATCH /api/ops/listings/<id>)
// has exactly the consequences of the owner's "It's rented" (one implementation, server/listings/let-home.ts):
// future visits cancelled with the apology and their gate passes refused, live offers declined politely through
// the state machine, the people who hearted it told, the owner's open links closed, all audited in the status
// change's transaction; a refusal (below manager) changes and queues nothing; the tenant it was let to keeps their
// visit and hears nothing of it.
import { eq, sql } from 'drizzle-orm';
import { PATCH } from '@/app/api/ops/listings/[listingId]/route';
import { getDb } from '@/server/db/client';
import { audit_log, availability_asks, owners, property_rent_listings, shortlist_hearts, tenant_offers, visits } from '@/server/db/schema';
import { createOwnerLink, findOwnerLink } from '@/server/owners/links';
import { checkInPass, ensurePassCodes } from '@/server/visits/gate-pass';
import { queuedJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress, registerPerson } from './auth-helpers';
import { BASE_URL, call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';
import { insertRentListing, type ListingFixture } from './tenant-fixtures';
import { insertOffer, insertVisit, slotStart, type Home } from './visit-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
const database = useTestDatabase();

const RENTED = { expected_rent: '42000', expected_deposit: '150000', available_from_date: '', immediate_flag: true, listing_status: 'Rented' };
const patch = (listingId: string, body: unknown, cookie?: string) =>
  call(PATCH, `/api/ops/listings/${listingId}`, { method: 'PATCH', body, cookie, origin: BASE_URL, params: { listingId } });
const clearJobs = () => getDb().execute(sql`delete from graphile_worker._private_jobs`);
const homeOf = (listing: ListingFixture): Home => ({ societyId: listing.societyId, propertyId: listing.propertyId, listingId: listing.listingId, kind: 'rent' });
const visitStatus = async (id: string) => (await getDb().select({ status: visits.status }).from(visits).where(eq(visits.id, id)))[0]!.status;
const offerOf = async (userId: string, listing: ListingFixture) =>
  (await getDb().select().from(tenant_offers).where(sql`${tenant_offers.user_id} = ${userId} and ${tenant_offers.property_id} = ${listing.propertyId}`))[0]!;
const auditsOf = (rowId: string) => getDb().select().from(audit_log).where(eq(audit_log.row_id, rowId)).orderBy(audit_log.id);
const emailOf = async (userId: string) => (await getDb().execute<{ email: string }>(sql`select email from profiles where id = ${userId}`)).rows[0]!.email;

async function messages() {
  return (await queuedJobs(database.url()))
    .filter((job) => job.task_identifier === 'send-message')
    .map((job) => ({ kind: job.payload.kind as string, to: (job.payload.email as { to: string }).to, data: job.payload.data as Record<string, unknown> }));
}

let ownerCounter = 0;

/**
 * An Active home with all a letting touches: an owner with an open availability question; a visitor with a
 * confirmed visit to come (who also hearted it), a past visit, a fan who hearted it; a Pending offer with an open
 * owner link and a Countered offer.
 */
async function busyHome() {
  const listing = await insertRentListing();
  ownerCounter += 1;
  await getDb().insert(owners).values({ id: listing.ownerId, name: 'Ravi Kumar', phone: `97${String(Date.now()).slice(-6)}${String(ownerCounter).padStart(2, '0')}`, email: `let-owner-${ownerCounter}-${Date.now()}@example.com` });
  const home = homeOf(listing);
  const visitor = await registerPerson('let-visitor');
  const pastVisitor = await registerPerson('let-past');
  const fan = await registerPerson('let-fan');
  const pending = await registerPerson('let-pending');
  const countered = await registerPerson('let-countered');
  const futureStart = slotStart(96);
  const futureVisit = await insertVisit(visitor.id, home, futureStart, { status: 'confirmed' });
  const pastVisit = await insertVisit(pastVisitor.id, home, slotStart(-96), { status: 'completed' });
  const [pass] = [...(await ensurePassCodes([futureVisit])).values()];
  await getDb().insert(shortlist_hearts).values([
    { user_id: fan.id, property_id: listing.propertyId, society_id: listing.societyId, rent_listing_id: listing.listingId },
    { user_id: visitor.id, property_id: listing.propertyId, society_id: listing.societyId, rent_listing_id: listing.listingId },
  ]);
  await insertOffer(pending.id, home, 'Pending');
  await insertOffer(countered.id, home, 'Pending');
  await getDb()
    .update(tenant_offers)
    .set({ offer_status: 'Countered', counter_rent: 41000, counter_security_deposit: 140000, counter_movein_date: '2030-01-05', countered_at: new Date() })
    .where(eq(tenant_offers.id, (await offerOf(countered.id, listing)).id));
  const offerLink = await createOwnerLink(getDb(), { ownerId: listing.ownerId, purpose: 'offer', subjectId: (await offerOf(pending.id, listing)).id });
  const availabilityLink = await createOwnerLink(getDb(), { ownerId: listing.ownerId, purpose: 'availability', subjectId: listing.listingId });
  await getDb().insert(availability_asks).values({ rent_listing_id: listing.listingId, owner_id: listing.ownerId, link_id: availabilityLink.id, asked_at: new Date() });
  await clearJobs();
  return { listing, visitor, pastVisitor, fan, pending, countered, futureVisit, futureStart, pastVisit, pass: pass!, offerLink, availabilityLink };
}

let manager: SignedIn;
beforeAll(async () => {
  manager = await signedInStaff('manager');
});

describe("the desk's 'Rented'", () => {
  test('below manager it is 404 and changes, cancels, declines and queues nothing', async () => {
    const home = await busyHome();
    const tenant = await signedInTenant('let-tenant');
    const agent = await signedInStaff('agent', [home.listing.societyId]);
    for (const cookie of [undefined, tenant.cookie, agent.cookie]) expect((await patch(home.listing.listingId, RENTED, cookie)).status).toBe(404);
    expect((await getDb().select().from(property_rent_listings).where(eq(property_rent_listings.id, home.listing.listingId)))[0]!.listing_status).toBe('Active');
    expect(await visitStatus(home.futureVisit)).toBe('confirmed');
    expect((await offerOf(home.pending.id, home.listing)).offer_status).toBe('Pending');
    expect((await findOwnerLink(home.offerLink.token))?.state).toBe('open');
    expect(await auditsOf(home.listing.listingId)).toEqual([]);
    expect(await messages()).toEqual([]);
  });

  test('lets the home as the owner would: visits, passes, offers, hearts and links, audited', async () => {
    const home = await busyHome();
    const response = await patch(home.listing.listingId, RENTED, manager.cookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { letting: unknown }).letting).toEqual({ cancelledVisits: 1, declinedOffers: 2, toldHearts: 1, closedLinks: 2 });

    // Visits: the one to come is cancelled and its pass refused at the gate, even inside its window; the past one stays.
    expect(await visitStatus(home.futureVisit)).toBe('cancelled');
    expect(await visitStatus(home.pastVisit)).toBe('completed');
    await expect(checkInPass(home.listing.societyId, home.pass, new Date(home.futureStart.getTime() + 60_000))).rejects.toMatchObject({ code: 'pass_cancelled' });

    // Offers: both live ones declined by the state machine with the home's reason, by the staff member.
    for (const person of [home.pending, home.countered]) {
      const offer = await offerOf(person.id, home.listing);
      expect(offer).toMatchObject({ offer_status: 'Rejected', decline_reason: 'home_let' });
      expect((await auditsOf(offer.id)).map((row) => [row.action, row.actor_id, row.after])).toContainEqual(['offer.decline', manager.id, { offer_status: 'Rejected', decline_reason: 'home_let' }]);
    }

    // The owner's open links: the question closed as someone else's answer, both links revoked.
    expect((await findOwnerLink(home.offerLink.token))?.state).toBe('revoked');
    expect((await findOwnerLink(home.availabilityLink.token))?.state).toBe('revoked');
    expect((await getDb().select().from(availability_asks).where(eq(availability_asks.rent_listing_id, home.listing.listingId)))[0]).toMatchObject({ outcome: 'superseded', closed_at: expect.any(Date) });

    // Who hears what: the visitor the apology (once, though they hearted it too), the fan the note, each offerer a polite decline.
    const sent = await messages();
    expect(sent.filter((message) => message.kind === 'visit-cancelled')).toEqual([{ kind: 'visit-cancelled', to: await emailOf(home.visitor.id), data: expect.objectContaining({ reason: 'rented' }) }]);
    expect(sent.filter((message) => message.kind === 'listing-rented').map((message) => message.to)).toEqual([await emailOf(home.fan.id)]);
    const declines = sent.filter((message) => message.kind === 'offer-answer');
    expect(declines.map((message) => message.to).sort()).toEqual([await emailOf(home.pending.id), await emailOf(home.countered.id)].sort());
    for (const decline of declines) expect(decline.data).toMatchObject({ outcome: 'declined', reason: 'This home has been let, so it is no longer available.' });

    // The status change and what it did, in the same transaction's audit rows.
    const rows = await auditsOf(home.listing.listingId);
    expect(rows.map((row) => row.action)).toEqual(['listing.update', 'listing.rented']);
    expect(rows[1]).toMatchObject({
      actor_id: manager.id,
      before: { listing_status: 'Active' },
      after: { listing_status: 'Rented', cancelled_visits: 1, declined_offers: 2, told_hearts: 1, closed_links: 2 },
    });

    // Saving a Rented listing again (a rent correction) lets nothing twice.
    await clearJobs();
    const again = await patch(home.listing.listingId, { ...RENTED, expected_rent: '43000' }, manager.cookie);
    expect(((await again.json()) as { letting: unknown }).letting).toBeNull();
    expect(await messages()).toEqual([]);
    expect((await auditsOf(home.listing.listingId)).map((row) => row.action)).toEqual(['listing.update', 'listing.rented', 'listing.update']);
  });

  test('the tenant it was let to keeps their visit and offer and is not told it was let', async () => {
    const listing = await insertRentListing('Active');
    const home = homeOf(listing);
    const renter = await registerPerson('let-renter');
    const other = await registerPerson('let-other');
    await insertOffer(renter.id, home, 'Accepted');
    await getDb().update(property_rent_listings).set({ listing_status: 'Under offer' }).where(eq(property_rent_listings.id, listing.listingId));
    const renterVisit = await insertVisit(renter.id, home, slotStart(100), { status: 'confirmed' });
    const otherVisit = await insertVisit(other.id, home, slotStart(101), { status: 'confirmed' });
    await getDb().insert(shortlist_hearts).values({ user_id: renter.id, property_id: listing.propertyId, society_id: listing.societyId, rent_listing_id: listing.listingId });
    await clearJobs();

    expect((await patch(listing.listingId, RENTED, manager.cookie)).status).toBe(200);
    expect(await visitStatus(renterVisit)).toBe('confirmed');
    expect(await visitStatus(otherVisit)).toBe('cancelled');
    expect((await offerOf(renter.id, listing)).offer_status).toBe('Accepted');
    expect((await messages()).map((message) => [message.kind, message.to])).toEqual([['visit-cancelled', await emailOf(other.id)]]);
  });
});
