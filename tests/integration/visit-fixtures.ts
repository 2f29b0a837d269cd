// Fixtures for the visit tests: a home (property + rent or sale listing) in a society, and visits inserted
// straight into `visits` (the booking flow is another feature; these tests only need rows that obey its
// constraints: 30-minute slots, one live visit per slot and per person, property and India-time day).
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { properties, property_rent_listings, property_sale_listings, tenant_offers, tenant_profile, visits } from '@/server/db/schema';

export interface Home {
  societyId: string;
  propertyId: string;
  listingId: string;
  kind: 'rent' | 'sale';
}

export async function insertHome(societyId: string, kind: 'rent' | 'sale' = 'rent', values: { rent?: number; price?: number | null } = {}): Promise<Home> {
  const db = getDb();
  const [property] = await db
    .insert(properties)
    .values({ society_id: societyId, photos: ['https://example.com/a.jpg', { url: 'https://example.com/b.jpg' }], facing: 'East', sqft: 1250, floor_number: 0, furnishing: 'Semi-Furnished', bedroom_configuration_id: null })
    .returning({ id: properties.id });
  const propertyId = property!.id;
  if (kind === 'rent') {
    const [listing] = await db
      .insert(property_rent_listings)
      .values({
        property_id: propertyId,
        society_id: societyId,
        expected_rent: values.rent ?? 45_000,
        expected_deposit: 150_000,
        immediate_flag: true,
        monthly_maintenance_amount: 3_500,
        is_rent_negotiable: true,
        pets_allowed: true,
        tenant_food_preference: 'veg_only',
        tenant_service_fee: 10_000,
        preferred_tenant: ['Family'],
      })
      .returning({ id: property_rent_listings.id });
    return { societyId, propertyId, listingId: listing!.id, kind };
  }
  const [listing] = await db
    .insert(property_sale_listings)
    .values({ property_id: propertyId, society_id: societyId, listing_price: values.price === undefined ? 12_500_000 : values.price })
    .returning({ id: property_sale_listings.id });
  return { societyId, propertyId, listingId: listing!.id, kind };
}

const HALF_HOUR = 30 * 60 * 1000;

/** A slot start aligned to the half hour, `halfHours` slots from `from` (negative: in the past). */
export function slotStart(halfHours: number, from = new Date()): Date {
  const aligned = Math.floor(from.getTime() / HALF_HOUR) * HALF_HOUR;
  return new Date(aligned + halfHours * HALF_HOUR);
}

export async function insertVisit(
  userId: string,
  home: Home,
  start: Date,
  values: Partial<Pick<typeof visits.$inferInsert, 'status' | 'feedback' | 'notes' | 'drop_reason' | 'created_at'>> = {},
): Promise<string> {
  const [row] = await getDb()
    .insert(visits)
    .values({
      user_id: userId,
      visit_start: start,
      visit_end: new Date(start.getTime() + HALF_HOUR),
      visit_type: home.kind === 'rent' ? 'rental' : 'buyer',
      property_id: home.propertyId,
      society_id: home.societyId,
      rent_listing_id: home.kind === 'rent' ? home.listingId : null,
      sale_listing_id: home.kind === 'sale' ? home.listingId : null,
      ...values,
    })
    .returning({ id: visits.id });
  return row!.id;
}

/** A tenant profile and an offer on a rent home, for the 'Offer Sent' state. */
export async function insertOffer(
  userId: string,
  home: Home,
  status: 'Pending' | 'Accepted' | 'Rejected' | 'Withdrawn',
  values: Partial<Pick<typeof tenant_offers.$inferInsert, 'created_at'>> = {},
): Promise<void> {
  const db = getDb();
  let [profile] = await db.select({ id: tenant_profile.id }).from(tenant_profile).where(eq(tenant_profile.user_id, userId));
  if (!profile) {
    [profile] = await db
      .insert(tenant_profile)
      .values({ user_id: userId, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', phone: '9876543210', home_state: 'Karnataka', tenant_type: 'Single', has_pet: false })
      .returning({ id: tenant_profile.id });
  }
  await db.insert(tenant_offers).values({
    tenant_profile_id: profile!.id,
    property_rent_listing_id: home.listingId,
    property_id: home.propertyId,
    society_id: home.societyId,
    user_id: userId,
    offered_rent: 40_000,
    offered_security_deposit: 100_000,
    movein_date: '2030-01-01',
    offer_status: status,
    ...values,
  });
}
