// What 'Delete my account' says it would cancel, read from a real PostgreSQL when the dialog opens: the person's own
// live visits that start after the deletion would be final (those before then are listed as going ahead), their
// open offers; nothing cancelled, answered or of anyone else.
import { eq } from 'drizzle-orm';
import { POST as sendOfferRoute } from '@/app/api/offers/route';
import { GET as deletionPreviewRoute } from '@/app/api/profile/delete-account/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { getDb } from '@/server/db/client';
import { gated_societies, tenant_offers, visits } from '@/server/db/schema';
import { deletionPreview } from '@/server/privacy/deletion';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInTenant } from './staff-fixtures';
import { dayFromToday, insertRentListing, profilePayload } from './tenant-fixtures';

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
useTestDatabase();

const HOUR = 3600_000;
const read = async (cookie?: string) => call(deletionPreviewRoute, '/api/profile/delete-account', cookie ? { cookie } : {});

test("names the person's own upcoming visits (after and before the deletion would be final) and open offers, nobody else's", async () => {
  const tenant = await signedInTenant('deletion-preview');
  expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload() })).status).toBe(201);
  const listing = await insertRentListing();
  const answered = await insertRentListing('Active', listing.societyId);
  const [society] = await getDb().select({ name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.id, listing.societyId));
  const offer = async (target: typeof listing) => {
    const response = await call(sendOfferRoute, '/api/offers', {
      method: 'POST',
      cookie: tenant.cookie,
      body: { rent_listing_id: target.listingId, property_id: target.propertyId, society_id: target.societyId, offered_rent: 40000, offered_security_deposit: 120000, movein_date: dayFromToday(10), extra_fittings_requested: '', message: '' },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { offer: { id: string } }).offer.id;
  };
  const openOffer = await offer(listing);
  const declined = await offer(answered);
  await getDb().update(tenant_offers).set({ offer_status: 'Rejected', decline_reason: 'rent_too_low' }).where(eq(tenant_offers.id, declined));

  const slot = (hoursAhead: number) => {
    const start = new Date(Math.floor(Date.now() / (30 * 60_000)) * 30 * 60_000 + hoursAhead * HOUR);
    return { visit_start: start, visit_end: new Date(start.getTime() + 30 * 60_000) };
  };
  const base = { user_id: tenant.id, visit_type: 'rental', property_id: listing.propertyId, society_id: listing.societyId, rent_listing_id: listing.listingId };
  const insert = async (hoursAhead: number, status: string) => (await getDb().insert(visits).values({ ...base, ...slot(hoursAhead), status }).returning({ id: visits.id, start: visits.visit_start }))[0]!;
  const inFiveDays = await insert(5 * 24, 'upcoming');
  const tomorrow = await insert(24, 'open');
  await insert(3 * 24, 'cancelled');
  await insert(-3 * 24, 'completed');

  const mine = await read(tenant.cookie);
  expect(mine.status).toBe(200);
  expect(mine.headers.get('cache-control')).toContain('no-store');
  const home = { societyName: society!.name, home: 'Semi-Furnished' };
  expect(((await mine.json()) as { preview: unknown }).preview).toEqual({
    visits: [{ id: inFiveDays.id, visitStart: inFiveDays.start.toISOString(), ...home }],
    visitsBefore: [{ id: tomorrow.id, visitStart: tomorrow.start.toISOString(), ...home }],
    offers: [{ id: openOffer, ...home }],
  });
  // The line between the two lists is when the deletion would be final, 48 hours from the read: read four days on,
  // the visit in five days takes place before then.
  const fourDaysOn = await deletionPreview(tenant.id, new Date(Date.now() + 4 * 24 * HOUR));
  expect(fourDaysOn.visits).toEqual([]);
  expect(fourDaysOn.visitsBefore).toEqual([{ id: inFiveDays.id, visitStart: inFiveDays.start.toISOString(), ...home }]);

  const other = await signedInTenant('deletion-preview-other');
  expect(((await (await read(other.cookie)).json()) as { preview: unknown }).preview).toEqual({ visits: [], visitsBefore: [], offers: [] });
  expect((await read()).status).toBe(401);
});
