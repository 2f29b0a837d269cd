// Tenancies for integration tests (docs/move-in.md): an owner account with a proved number and a home, a tenant's
// offer on it accepted by the desk (which makes the tenancy), and each party agreeing to the agreement with the code
// sent to their own channel.
import { eq } from 'drizzle-orm';
import { POST as sendOffer } from '@/app/api/offers/route';
import { POST as acceptRoute } from '@/app/api/ops/offers/[offerId]/accept/route';
import { POST as codeRoute } from '@/app/api/tenancies/[tenancyId]/agreement/code/route';
import { POST as confirmRoute } from '@/app/api/tenancies/[tenancyId]/agreement/confirm/route';
import { GET as agreementRoute } from '@/app/api/tenancies/[tenancyId]/agreement/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { getDb } from '@/server/db/client';
import { outbox_messages, owners, profiles, properties, property_rent_listings, tenancies } from '@/server/db/schema';
import { call } from './society-fixtures';
import type { SignedIn } from './staff-fixtures';
import { dayFromToday, insertRentListing, profilePayload, type ListingFixture } from './tenant-fixtures';

let phoneSeq = 0;
const freshPhone = () => `93${String(Date.now() % 1e6).padStart(6, '0')}${String((phoneSeq += 1)).padStart(2, '0')}`;

export interface OwnerHome {
  ownerId: string;
  phone: string;
  listing: ListingFixture;
}

/** An owner record managed by a signed-in account with a proved number, and a home of theirs listed for rent. */
export async function ownerWithHome(account: SignedIn, ownerId?: string): Promise<OwnerHome> {
  const listing = await insertRentListing();
  if (ownerId) {
    await getDb().update(properties).set({ owner_id: ownerId }).where(eq(properties.id, listing.propertyId));
    await getDb().update(property_rent_listings).set({ owner_id: ownerId }).where(eq(property_rent_listings.id, listing.listingId));
    const [record] = await getDb().select().from(owners).where(eq(owners.id, ownerId));
    return { ownerId, phone: record!.phone, listing: { ...listing, ownerId } };
  }
  const phone = freshPhone();
  const now = new Date();
  await getDb().insert(owners).values({ id: listing.ownerId, name: 'Ravi Kumar', phone, user_id: account.id, account_linked_at: now, phone_verified_at: now });
  return { ownerId: listing.ownerId, phone, listing };
}

/** A tenant (named so) makes an offer on the home, which the desk accepts; the tenancy it made. */
export async function acceptedOffer(tenant: SignedIn, listing: ListingFixture, manager: SignedIn, firstName = 'Asha', lastName = 'Rao'): Promise<{ offerId: string; tenancyId: string }> {
  // The tenant profile takes the account's name, whatever the form sends.
  await getDb().update(profiles).set({ first_name: firstName, last_name: lastName }).where(eq(profiles.id, tenant.id));
  await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload({ first_name: firstName, last_name: lastName }) });
  const sent = await call(sendOffer, '/api/offers', {
    method: 'POST',
    cookie: tenant.cookie,
    body: { rent_listing_id: listing.listingId, property_id: listing.propertyId, society_id: listing.societyId, offered_rent: 41000, offered_security_deposit: 150000, movein_date: dayFromToday(12) },
  });
  expect(sent.status).toBe(201);
  const offerId = ((await sent.json()) as { offer: { id: string } }).offer.id;
  expect((await getDb().select().from(tenancies).where(eq(tenancies.offer_id, offerId))).length).toBe(0);
  expect((await call(acceptRoute, '/x', { method: 'POST', cookie: manager.cookie, body: {}, params: { offerId } })).status).toBe(200);
  const [tenancy] = await getDb().select().from(tenancies).where(eq(tenancies.offer_id, offerId));
  return { offerId, tenancyId: tenancy!.id };
}

/** The newest agreement code sent to `to` (e-mail address or +91 number). */
export async function codeTo(to: string): Promise<string> {
  const rows = await getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, to));
  const text = rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime()).filter((row) => row.text.includes('rent agreement')).at(-1)?.text ?? '';
  return /^(\d{6}) is your/.exec(text)![1]!;
}

/** The party asks for a code to `to` (their own e-mail or +91 number) and agrees to the version with that SHA-256. */
export async function agree(person: SignedIn, to: string, tenancyId: string, sha256: string): Promise<Response> {
  expect((await call(codeRoute, '/x', { method: 'POST', cookie: person.cookie, body: {}, params: { tenancyId } })).status).toBe(200);
  return call(confirmRoute, '/x', { method: 'POST', cookie: person.cookie, body: { code: await codeTo(to), sha256 }, params: { tenancyId } });
}

/** Both parties agree to the current version: the tenancy is then moving in. */
export async function agreeBoth(tenant: SignedIn, owner: SignedIn, ownerPhone: string, tenancyId: string): Promise<void> {
  const read = await call(agreementRoute, '/x', { cookie: tenant.cookie, params: { tenancyId } });
  const sha256 = read.headers.get('x-agreement-sha256')!;
  expect((await agree(tenant, tenant.email, tenancyId, sha256)).status).toBe(200);
  expect((await agree(owner, `+91${ownerPhone}`, tenancyId, sha256)).status).toBe(200);
}

/** A tenant's accepted offer on the owner's home, its agreement agreed by both: a tenancy moving in. */
export async function movingInTenancy(tenant: SignedIn, owner: SignedIn, home: OwnerHome, manager: SignedIn, firstName = 'Asha'): Promise<string> {
  const { tenancyId } = await acceptedOffer(tenant, home.listing, manager, firstName);
  await agreeBoth(tenant, owner, home.phone, tenancyId);
  return tenancyId;
}
