// The erasure of an owner's account on a real PostgreSQL (docs/privacy.md "Erasure of an owner"): the homes the owner
// record offers stop being offered (Active rent and sale listings Inactive, out of the society pages and search's
// counts, the cached pages expired), a home under offer stays for the desk, every open owner link is revoked, and the
// record itself stays with the desk, which reads what happened in the audit log and on the owner's page.
import { and, eq, inArray } from 'drizzle-orm';
import { POST as codeRoute } from '@/app/api/owner-account/code/route';
import { POST as verifyRoute } from '@/app/api/owner-account/verify/route';
import { societyTag } from '@/lib/cache-tags';
import { getDb } from '@/server/db/client';
import { availability_asks, audit_log, desk_notes, listing_rent_changes, owner_links, owners, properties, property_rent_listings, property_sale_listings, society_live_homes } from '@/server/db/schema';
import { askOwner } from '@/server/listings/owner-availability';
import { getRentListingDetails, getSaleListingDetails } from '@/server/listings/service';
import { editListingAsOwner } from '@/server/listings/owner-edit';
import { finaliseDeletion, scheduleDeletion } from '@/server/privacy/deletion';
import { listNotes } from '@/server/staff/desk-notes';
import { ownerListingEditSchema } from '@/lib/validation/owner-account';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress, setEnv } from './auth-helpers';
import { outboxTo, useOutboxTransports } from './delivery-fixtures';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind } from './staff-fixtures';
import { dayFromToday, insertRentListing } from './tenant-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
useTestDatabase();
useOutboxTransports();

const HOUR = 3600_000;
const REVALIDATE_SECRET = 'a-test-revalidation-secret';

/** An owner record with a home listed for rent and for sale, a second home under offer, an open question and a waiting rent. */
async function ownerWithHomes() {
  const listed = await insertRentListing();
  const phone = `94${String(Date.now() % 1e8).padStart(8, '0')}`;
  const [owner] = await getDb().insert(owners).values({ id: listed.ownerId, name: 'Meera Das', phone, email: `meera.${Date.now()}@example.com` }).returning();
  const [sale] = await getDb().insert(property_sale_listings).values({ property_id: listed.propertyId, society_id: listed.societyId, listing_price: 12_500_000 }).returning({ id: property_sale_listings.id });
  const underOffer = await insertRentListing('Active', listed.societyId);
  await getDb().update(properties).set({ owner_id: owner!.id }).where(eq(properties.id, underOffer.propertyId));
  await getDb().update(property_rent_listings).set({ owner_id: owner!.id, listing_status: 'Under offer' }).where(eq(property_rent_listings.id, underOffer.listingId));
  await askOwner(getDb(), { listingId: listed.listingId, ownerId: owner!.id }, new Date());
  const terms = ownerListingEditSchema.parse({ expected_rent: '99,000', expected_deposit: '1,50,000', available_from_date: dayFromToday(20), pets_allowed: true, tenant_food_preference: 'veg_only', preferred_tenant: ['Family'] });
  await editListingAsOwner(owner!.id, listed.listingId, terms, null);
  return { owner: owner!, listed, saleId: sale!.id, underOffer };
}

/** The account proves the record's number with the WhatsApp code, as on /owner/homes. */
async function claimed(phone: string) {
  const person = await signedInTenant('erased-owner');
  expect((await call(codeRoute, '/api/owner-account/code', { method: 'POST', cookie: person.cookie, body: { phone } })).status).toBe(200);
  const [message] = await outboxTo(`+91${phone}`, 'whatsapp');
  const otp = /\b(\d{6})\b/.exec(message!.text)![1]!;
  expect((await call(verifyRoute, '/api/owner-account/verify', { method: 'POST', cookie: person.cookie, body: { phone, otp } })).status).toBe(200);
  return person;
}

const liveHomes = async (societyId: string) => (await getDb().select().from(society_live_homes).where(eq(society_live_homes.society_id, societyId)))[0]?.live_homes ?? 0;

test("erasing an owner's account ends the homes it offers, revokes its links and leaves the record with the desk", async () => {
  const { owner, listed, saleId, underOffer } = await ownerWithHomes();
  const person = await claimed(owner.phone);
  expect(await liveHomes(listed.societyId)).toBe(2);
  expect((await getRentListingDetails(listed.societyId)).map((row) => row.id)).toEqual([listed.listingId]);

  const asked = new Date();
  await scheduleDeletion(person.id, 'requested', asked);
  setEnv({ REVALIDATE_SECRET });
  const fetched = jest.spyOn(global, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
  let result;
  let revalidated: { url: string; tags: string[] }[] = [];
  try {
    result = await finaliseDeletion(person.id, new Date(asked.getTime() + 48 * HOUR));
    revalidated = fetched.mock.calls.map(([url, init]) => ({ url: String(url), tags: (JSON.parse(String(init?.body)) as { tags: string[] }).tags }));
  } finally {
    fetched.mockRestore();
    setEnv({ REVALIDATE_SECRET: undefined });
  }
  expect(result).toEqual({ outcome: 'erased', visitsCancelled: 0, offersWithdrawn: 0, listingsEnded: 2 });

  // Out of the society's pages and search's counts, the pages that showed them expired once it committed.
  const [rent] = await getDb().select().from(property_rent_listings).where(eq(property_rent_listings.id, listed.listingId));
  const [sale] = await getDb().select().from(property_sale_listings).where(eq(property_sale_listings.id, saleId));
  expect([rent!.listing_status, sale!.listing_status]).toEqual(['Inactive', 'Inactive']);
  expect(await getRentListingDetails(listed.societyId)).toEqual([]);
  expect(await getSaleListingDetails(listed.societyId)).toEqual([]);
  expect(await liveHomes(listed.societyId)).toBe(0);
  expect(revalidated).toEqual([{ url: expect.stringContaining('/api/revalidate'), tags: expect.arrayContaining([societyTag(listed.societyId), 'search']) }]);

  // The deal under offer stays for the desk; the question is closed, the waiting rent too, every open link revoked.
  const [kept] = await getDb().select().from(property_rent_listings).where(eq(property_rent_listings.id, underOffer.listingId));
  expect(kept!.listing_status).toBe('Under offer');
  expect(await getDb().select({ outcome: availability_asks.outcome }).from(availability_asks).where(eq(availability_asks.rent_listing_id, listed.listingId))).toEqual([{ outcome: 'revoked' }]);
  expect(await getDb().select({ decision: listing_rent_changes.decision }).from(listing_rent_changes).where(eq(listing_rent_changes.owner_id, owner.id))).toEqual([{ decision: 'refused' }]);
  const links = await getDb().select({ revoked: owner_links.revoked_at }).from(owner_links).where(eq(owner_links.owner_id, owner.id));
  expect(links.length).toBeGreaterThan(0);
  expect(links.every((link) => link.revoked !== null)).toBe(true);

  // The record stays (a real person's homes), managed by nobody.
  const [record] = await getDb().select().from(owners).where(eq(owners.id, owner.id));
  expect(record).toMatchObject({ phone: owner.phone, user_id: null, account_linked_at: null });

  // The desk sees what happened: one row per listing ended and one on the owner, by the erasure, and a note.
  const ended = await getDb()
    .select({ table: audit_log.table_name, row: audit_log.row_id, actor: audit_log.actor_email, before: audit_log.before, after: audit_log.after })
    .from(audit_log)
    .where(and(eq(audit_log.action, 'listing.owner_left'), inArray(audit_log.row_id, [listed.listingId, saleId])));
  expect(ended).toEqual(
    expect.arrayContaining([
      { table: 'property_rent_listings', row: listed.listingId, actor: 'erasure', before: { listing_status: 'Active' }, after: { listing_status: 'Inactive' } },
      { table: 'property_sale_listings', row: saleId, actor: 'erasure', before: { listing_status: 'Active' }, after: { listing_status: 'Inactive' } },
    ]),
  );
  const [onOwner] = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'owner.account_erased'), eq(audit_log.row_id, owner.id)));
  expect(onOwner).toMatchObject({ actor_email: 'erasure', after: { user_id: null, listings_ended: 2, under_offer_kept: 1, rent_changes_closed: 1, links_revoked: links.length } });
  const manager = await signedInStaff('manager');
  const notes = await listNotes((await staffBehind(manager.cookie))!, 'owner', owner.id);
  expect(notes).toEqual([
    expect.objectContaining({
      author: 'Account erasure (automatic)',
      body: `The account that managed this owner was erased: 2 listings ended (now Inactive), ${links.length} open link${links.length === 1 ? '' : 's'} revoked. 1 home stays Under offer: close the deal with the tenant, or end the listing, on the listings desk.`,
    }),
  ]);
  expect(await getDb().select({ id: desk_notes.id }).from(desk_notes).where(eq(desk_notes.owner_id, owner.id))).toHaveLength(1);
});

test('an account that managed no owner record is erased as before, touching no listing', async () => {
  const person = await signedInTenant('erased-tenant');
  const ownerRows = async () => (await getDb().select().from(audit_log).where(eq(audit_log.action, 'owner.account_erased'))).length;
  const before = await ownerRows();
  const asked = new Date();
  await scheduleDeletion(person.id, 'requested', asked);
  expect(await finaliseDeletion(person.id, new Date(asked.getTime() + 48 * HOUR))).toEqual({ outcome: 'erased', visitsCancelled: 0, offersWithdrawn: 0, listingsEnded: 0 });
  expect(await ownerRows()).toBe(before);
});
