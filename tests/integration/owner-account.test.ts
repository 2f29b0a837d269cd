// Owner accounts on a real PostgreSQL: an account manages an owner record only by proving the record's number with
// a code sent to it (typing the number, or having it on the profile, grants nothing), one account per record and
// one record per account, the desk's audited 'Unlink account', a new owner's record, and what the signed-in owner
// then sees and answers on /owner/homes (visits, offers through the link's one decision, the availability question)
// with another owner's ids answering 404.
import { and, eq, isNull } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { POST as sendOfferRoute } from '@/app/api/offers/route';
import { POST as unlinkRoute } from '@/app/api/ops/owners/[ownerId]/unlink/route';
import { POST as rentChangeRoute } from '@/app/api/ops/rent-changes/[changeId]/route';
import { POST as codeRoute } from '@/app/api/owner-account/code/route';
import { POST as availabilityRoute } from '@/app/api/owner-account/listings/[listingId]/availability/route';
import { PATCH as editRoute } from '@/app/api/owner-account/listings/[listingId]/route';
import { POST as answerRoute } from '@/app/api/owner-account/offers/[offerId]/answer/route';
import { POST as verifyRoute } from '@/app/api/owner-account/verify/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { getDb } from '@/server/db/client';
import { audit_log, gated_societies, listing_rent_changes, outbox_messages, owner_links, owners, profiles, property_rent_listings, tenant_offers } from '@/server/db/schema';
import { askOwner } from '@/server/listings/owner-availability';
import { ownerAccountOffers } from '@/server/offers/owner-account-offers';
import { ownerOfAccount } from '@/server/owners/account';
import { listDeskOwners } from '@/server/owners/desk';
import { ownerHomes } from '@/server/owners/homes';
import { collectPersonData } from '@/server/privacy/export';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';
import { dayFromToday, insertRentListing, profilePayload, type ListingFixture } from './tenant-fixtures';
import { insertVisit, slotStart } from './visit-fixtures';

// Outside Next there is no page cache to expire: the answer's revalidations are recorded instead.
jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
useTestDatabase();

let phoneSeq = 0;
const freshPhone = () => `97${String(Date.now() % 1e6).padStart(6, '0')}${String((phoneSeq += 1)).padStart(2, '0')}`;

async function ownerFor(listing: ListingFixture) {
  const phone = freshPhone();
  const [owner] = await getDb().insert(owners).values({ id: listing.ownerId, name: 'Ravi Kumar', phone }).returning();
  return owner!;
}

/** The last WhatsApp code sent to the number (the outbox holds what would have gone). */
async function codeSentTo(phone: string): Promise<string> {
  const rows = await getDb().select().from(outbox_messages).where(and(eq(outbox_messages.to_address, `+91${phone}`), eq(outbox_messages.channel, 'whatsapp')));
  const text = rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime()).at(-1)?.text ?? '';
  return /\b(\d{6})\b/.exec(text)![1]!;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

async function claim(person: SignedIn, phone: string): Promise<Response> {
  expect((await call(codeRoute, '/api/owner-account/code', { method: 'POST', cookie: person.cookie, body: { phone } })).status).toBe(200);
  return call(verifyRoute, '/api/owner-account/verify', { method: 'POST', cookie: person.cookie, body: { phone, otp: await codeSentTo(phone) } });
}

test("an account manages an owner record only with the code sent to the record's number, one account per record", async () => {
  const listing = await insertRentListing();
  const owner = await ownerFor(listing);
  const squatter = await signedInTenant('squatter');

  // Signed out, nothing; a malformed number is refused before anything is sent.
  expect((await call(codeRoute, '/api/owner-account/code', { method: 'POST', body: { phone: owner.phone } })).status).toBe(401);
  expect((await call(codeRoute, '/api/owner-account/code', { method: 'POST', cookie: squatter.cookie, body: { phone: '12345' } })).status).toBe(422);

  // The squatted number: the owner's number typed into the squatter's profile grants nothing.
  await getDb().update(profiles).set({ phone: owner.phone }).where(eq(profiles.id, squatter.id));
  const guessed = await call(verifyRoute, '/api/owner-account/verify', { method: 'POST', cookie: squatter.cookie, body: { phone: owner.phone, otp: '123456' } });
  expect(guessed.status).toBe(400);
  expect(await ownerOfAccount(squatter.id)).toBeNull();

  // The answer to 'send a code' is the same for a number we hold and one we do not.
  const held = await call(codeRoute, '/api/owner-account/code', { method: 'POST', cookie: squatter.cookie, body: { phone: `+91 ${owner.phone.slice(0, 5)} ${owner.phone.slice(5)}` } });
  const unknown = freshPhone();
  const notHeld = await call(codeRoute, '/api/owner-account/code', { method: 'POST', cookie: squatter.cookie, body: { phone: unknown } });
  expect((await held.json()) as { message: string }).toEqual({ message: `We sent a 6-digit code to +91 ${owner.phone} on WhatsApp. Enter it here to show the homes of that number.`, retryAfterSeconds: 60 });
  expect(((await notHeld.json()) as { message: string }).message).toBe(`We sent a 6-digit code to +91 ${unknown} on WhatsApp. Enter it here to show the homes of that number.`);

  // Someone without the phone cannot use the code; the real owner (who has it) can.
  const code = await codeSentTo(owner.phone);
  expect((await call(verifyRoute, '/api/owner-account/verify', { method: 'POST', cookie: squatter.cookie, body: { phone: owner.phone, otp: wrongCode(code) } })).status).toBe(400);
  expect(await ownerOfAccount(squatter.id)).toBeNull();
  const real = await signedInTenant('real-owner');
  const proved = await claim(real, owner.phone);
  expect(proved.status).toBe(200);
  expect(await proved.json()).toEqual({ message: 'Your number is proved. These are the homes we hold under it.', created: false });
  const [record] = await getDb().select().from(owners).where(eq(owners.id, owner.id));
  expect(record!.user_id).toBe(real.id);
  expect(record!.phone_verified_at).not.toBeNull();
  const [linked] = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'owner.account_linked'), eq(audit_log.row_id, owner.id)));
  expect(linked!.actor_id).toBe(real.id);

  // A second account proving the same number does not take the record over; nor does the owner take a second one.
  const second = await signedInTenant('second-claim');
  const taken = await claim(second, owner.phone);
  expect(taken.status).toBe(409);
  expect(await errorCode(taken)).toBe('owner_taken');
  expect(await ownerOfAccount(second.id)).toBeNull();
  const other = await claim(real, freshPhone());
  expect(await errorCode(other)).toBe('owner_other_record');

  // The desk unlinks (manager; a tenant meets the 404), audited; then the second account can prove it.
  expect((await call(unlinkRoute, `/api/ops/owners/${owner.id}/unlink`, { method: 'POST', cookie: second.cookie, params: { ownerId: owner.id } })).status).toBe(404);
  const manager = await signedInStaff('manager');
  expect((await call(unlinkRoute, `/api/ops/owners/${owner.id}/unlink`, { method: 'POST', cookie: manager.cookie, params: { ownerId: owner.id } })).status).toBe(200);
  expect(await ownerOfAccount(real.id)).toBeNull();
  const [unlinked] = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'owner.account_unlinked'), eq(audit_log.row_id, owner.id)));
  expect(unlinked!.actor_id).toBe(manager.id);
  expect((await call(unlinkRoute, `/api/ops/owners/${owner.id}/unlink`, { method: 'POST', cookie: manager.cookie, params: { ownerId: owner.id } })).status).toBe(409);
  // The refused claim changed nothing, so its code is still live (within its 10 minutes) and proves it now.
  const now = await call(verifyRoute, '/api/owner-account/verify', { method: 'POST', cookie: second.cookie, body: { phone: owner.phone, otp: await codeSentTo(owner.phone) } });
  expect(now.status).toBe(200);
  expect((await ownerOfAccount(second.id))?.id).toBe(owner.id);
});

test('a new owner proves their number and gets a record of their own, named after the account', async () => {
  const person = await signedInTenant('new-owner');
  const phone = freshPhone();
  const proved = await claim(person, phone);
  expect(await proved.json()).toEqual({ message: 'Your number is proved. These are the homes we hold under it.', created: true });
  const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, person.id));
  const [record] = await getDb().select().from(owners).where(eq(owners.user_id, person.id));
  expect(record).toMatchObject({ phone, country_code: '+91', name: `${profile!.first_name} ${profile!.last_name}` });
  expect(await ownerHomes(record!.id)).toEqual([]);
  const data = await collectPersonData(person.id);
  expect(data.sections.find((section) => section.table === 'public.owners')?.rows).toEqual([expect.objectContaining({ id: record!.id, phone })]);
});

test("the owner's homes show their visits and offers; answers go through the link's one decision; other owners' ids are 404", async () => {
  const listing = await insertRentListing();
  const owner = await ownerFor(listing);
  await getDb().update(gated_societies).set({ offer_answer_mode: 'owners_direct' }).where(eq(gated_societies.id, listing.societyId));
  const person = await signedInTenant('homes-owner');
  expect((await claim(person, owner.phone)).status).toBe(200);

  const tenant = await signedInTenant('visitor');
  expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload({ first_name: 'Asha Devi', last_name: 'Rao' }) })).status).toBe(201);
  const start = slotStart(60);
  await insertVisit(tenant.id, { societyId: listing.societyId, propertyId: listing.propertyId, listingId: listing.listingId, kind: 'rent' }, start);
  const sent = await call(sendOfferRoute, '/api/offers', {
    method: 'POST',
    cookie: tenant.cookie,
    body: { rent_listing_id: listing.listingId, property_id: listing.propertyId, society_id: listing.societyId, offered_rent: 40000, offered_security_deposit: 120000, movein_date: dayFromToday(10) },
  });
  expect(sent.status).toBe(201);
  const offerId = ((await sent.json()) as { offer: { id: string } }).offer.id;

  const [home] = await ownerHomes(owner.id);
  expect(home).toMatchObject({ propertyId: listing.propertyId, rent: { listingId: listing.listingId, status: 'Active', rent: 42000, questionOpen: false } });
  const [visitor] = await getDb().select({ firstName: profiles.first_name }).from(profiles).where(eq(profiles.id, tenant.id));
  expect(home!.visits).toEqual([expect.objectContaining({ start, firstName: visitor!.firstName.split(' ')[0] })]);
  expect(await ownerAccountOffers(owner.id, [listing.propertyId])).toEqual([expect.objectContaining({ id: offerId, propertyId: listing.propertyId, answerable: true })]);

  // Another owner's account, and an account that manages no record, cannot answer it.
  const stranger = await signedInTenant('stranger-owner');
  expect((await claim(stranger, freshPhone())).status).toBe(200);
  const path = `/api/owner-account/offers/${offerId}/answer`;
  expect((await call(answerRoute, path, { method: 'POST', cookie: stranger.cookie, params: { offerId }, body: { action: 'accept' } })).status).toBe(404);
  expect((await call(answerRoute, path, { method: 'POST', cookie: tenant.cookie, params: { offerId }, body: { action: 'accept' } })).status).toBe(404);
  expect((await getDb().select({ status: tenant_offers.offer_status }).from(tenant_offers).where(eq(tenant_offers.id, offerId)))[0]!.status).toBe('Pending');

  const counter = { offered_rent: '41000', offered_security_deposit: '120000', movein_date: dayFromToday(12) };
  const answered = await call(answerRoute, path, { method: 'POST', cookie: person.cookie, params: { offerId }, body: { action: 'counter', counter } });
  expect(answered.status).toBe(200);
  expect(await answered.json()).toEqual({ offer: { id: offerId, offer_status: 'Countered' } });
  const [link] = await getDb().select().from(owner_links).where(and(eq(owner_links.purpose, 'offer'), eq(owner_links.subject_id, offerId)));
  expect(link!.decision).toBe('counter');
  const again = await call(answerRoute, path, { method: 'POST', cookie: person.cookie, params: { offerId }, body: { action: 'accept' } });
  expect(again.status).toBe(409);
  expect(await errorCode(again)).toBe('offer_answered');
});

test('a team-first offer stays with the desk; the availability question is answered in one tap, once', async () => {
  const listing = await insertRentListing();
  const owner = await ownerFor(listing);
  const person = await signedInTenant('tap-owner');
  expect((await claim(person, owner.phone)).status).toBe(200);

  const tenant = await signedInTenant('team-first');
  expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload() })).status).toBe(201);
  const sent = await call(sendOfferRoute, '/api/offers', {
    method: 'POST',
    cookie: tenant.cookie,
    body: { rent_listing_id: listing.listingId, property_id: listing.propertyId, society_id: listing.societyId, offered_rent: 40000, offered_security_deposit: 120000, movein_date: dayFromToday(10) },
  });
  const offerId = ((await sent.json()) as { offer: { id: string } }).offer.id;
  expect(await ownerAccountOffers(owner.id, [listing.propertyId])).toEqual([expect.objectContaining({ id: offerId, answerable: false })]);
  const withTeam = await call(answerRoute, `/api/owner-account/offers/${offerId}/answer`, { method: 'POST', cookie: person.cookie, params: { offerId }, body: { action: 'accept' } });
  expect(await errorCode(withTeam)).toBe('offer_with_team');

  const tap = (cookie: string, listingId: string) =>
    call(availabilityRoute, `/api/owner-account/listings/${listingId}/availability`, { method: 'POST', cookie, params: { listingId }, body: { answer: 'available' } });
  expect(await errorCode(await tap(person.cookie, listing.listingId))).toBe('no_open_question');
  const elsewhere = await insertRentListing();
  await ownerFor(elsewhere);
  await askOwner(getDb(), { listingId: elsewhere.listingId, ownerId: elsewhere.ownerId }, new Date());
  expect((await tap(person.cookie, elsewhere.listingId)).status).toBe(404);

  const asked = new Date(Date.now() - 60_000);
  await askOwner(getDb(), { listingId: listing.listingId, ownerId: owner.id }, asked);
  expect((await ownerHomes(owner.id))[0]!.rent!.questionOpen).toBe(true);
  const confirmed = await tap(person.cookie, listing.listingId);
  expect(confirmed.status).toBe(200);
  expect(revalidateTag).toHaveBeenCalledWith(expect.stringContaining(listing.societyId));
  const [row] = await getDb().select({ confirmedAt: property_rent_listings.last_confirmed_at }).from(property_rent_listings).where(eq(property_rent_listings.id, listing.listingId));
  expect(row!.confirmedAt.getTime()).toBeGreaterThan(asked.getTime());
  expect((await ownerHomes(owner.id))[0]!.rent!.questionOpen).toBe(false);
  expect(await errorCode(await tap(person.cookie, listing.listingId))).toBe('no_open_question');
});

test('an owner edits the terms at once; a rent more than 30% away waits for the desk, which approves or refuses it', async () => {
  const listing = await insertRentListing();
  const owner = await ownerFor(listing);
  const person = await signedInTenant('terms-owner');
  expect((await claim(person, owner.phone)).status).toBe(200);
  const edit = (cookie: string, body: Record<string, unknown>, listingId = listing.listingId) =>
    call(editRoute, `/api/owner-account/listings/${listingId}`, { method: 'PATCH', cookie, params: { listingId }, body });
  const terms = { expected_rent: '45,000', expected_deposit: '1,50,000', available_from_date: dayFromToday(20), pets_allowed: true, tenant_food_preference: 'veg_only', preferred_tenant: ['Family', 'Company'] };
  const listed = async () => (await getDb().select().from(property_rent_listings).where(eq(property_rent_listings.id, listing.listingId)))[0]!;

  // Not theirs, no record, or a bad field: nothing changes.
  const stranger = await signedInTenant('terms-stranger');
  expect((await claim(stranger, freshPhone())).status).toBe(200);
  expect((await edit(stranger.cookie, terms)).status).toBe(404);
  expect((await edit((await signedInTenant('terms-tenant')).cookie, terms)).status).toBe(404);
  expect((await edit(person.cookie, { ...terms, preferred_tenant: ['Landlords'] })).status).toBe(422);
  expect((await edit(person.cookie, { ...terms, expected_rent: '0' })).status).toBe(422);
  expect((await listed()).expected_rent).toBe(42000);

  // Within 30% (42,000 -> 45,000): all of it at once, audited with the owner as the actor.
  const saved = await edit(person.cookie, terms);
  expect(await saved.json()).toEqual({ message: 'Saved. Tenants see the new terms now.', rentWaiting: false });
  expect(await listed()).toMatchObject({ expected_rent: 45000, expected_deposit: 150000, pets_allowed: true, tenant_food_preference: 'veg_only', preferred_tenant: ['Family', 'Company'], available_from_date: dayFromToday(20) });
  const [audited] = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'listing.owner_edit'), eq(audit_log.row_id, listing.listingId)));
  expect(audited!.actor_email).toBe(`owner:${owner.id}`);

  // 45,000 -> 90,000 waits; the deposit changes now.
  const waiting = await edit(person.cookie, { ...terms, expected_rent: '90000', expected_deposit: '200000' });
  expect(((await waiting.json()) as { rentWaiting: boolean }).rentWaiting).toBe(true);
  expect(await listed()).toMatchObject({ expected_rent: 45000, expected_deposit: 200000 });
  expect((await ownerHomes(owner.id))[0]!.rent!.rentWaiting).toBe(90000);
  // The desk finds it: the owners list filtered to new rents waiting.
  const waitingOwners = await listDeskOwners({ rentWaiting: true }, { sort: 'name', dir: 'asc', page: 1, size: 100 });
  expect(waitingOwners.rows.map((row) => row.id)).toContain(owner.id);
  const [change] = await getDb().select().from(listing_rent_changes).where(eq(listing_rent_changes.rent_listing_id, listing.listingId));
  const decide = (cookie: string, decision: string, changeId = change!.id) => call(rentChangeRoute, `/api/ops/rent-changes/${changeId}`, { method: 'POST', cookie, params: { changeId }, body: { decision } });
  expect((await decide(person.cookie, 'approve')).status).toBe(404);
  const manager = await signedInStaff('manager');
  expect((await decide(manager.cookie, 'approve')).status).toBe(200);
  expect((await listed()).expected_rent).toBe(90000);
  expect((await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'listing.rent_change_approve'), eq(audit_log.row_id, listing.listingId))))[0]!.actor_id).toBe(manager.id);
  expect((await decide(manager.cookie, 'approve')).status).toBe(404);

  // A newer request replaces a waiting one; a refused rent leaves the listing as it was.
  await edit(person.cookie, { ...terms, expected_rent: '20000' });
  await edit(person.cookie, { ...terms, expected_rent: '19000' });
  const open = await getDb().select().from(listing_rent_changes).where(and(eq(listing_rent_changes.rent_listing_id, listing.listingId), isNull(listing_rent_changes.decided_at)));
  expect(open.map((row) => row.new_rent)).toEqual([19000]);
  expect((await decide(manager.cookie, 'refuse', open[0]!.id)).status).toBe(200);
  expect((await listed()).expected_rent).toBe(90000);
  expect((await ownerHomes(owner.id))[0]!.rent!.rentWaiting).toBeNull();
  expect((await listDeskOwners({ rentWaiting: true }, { sort: 'name', dir: 'asc', page: 1, size: 100 })).rows.map((row) => row.id)).not.toContain(owner.id);
});
