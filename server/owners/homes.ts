import 'server-only';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import { availabilityQuestion } from '@/emails/availability-ask';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import type { OwnerHome, OwnerHomeVisit } from '@/lib/owners/homes';
import { getDb } from '@/server/db/client';
import { ownerPropertyIds, rentListingOwnerId } from '@/server/db/home-query';
import { availability_asks, bedroom_configurations, listing_rent_changes, gated_societies, owner_links, profiles, properties, property_rent_listings, property_sale_listings, visits } from '@/server/db/schema';

// What a signed-in owner sees of their homes on /owner/homes (docs/owners.md "Owner accounts"): each home with its
// listings, the visits booked for it (the visitor's first name only, never their contact details) and whether an
// availability question waits for an answer. A home is the owner's when the property names them, and a rent
// listing when it names them or, naming nobody, its home does (the rule of every other owner read).

export type { OwnerHome, OwnerHomeVisit };

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export async function ownerHomes(ownerId: string, now = new Date()): Promise<OwnerHome[]> {
  const db = getDb();
  const homes = await db
    .select({
      propertyId: properties.id,
      societyName: gated_societies.name,
      bedroom: bedroom_configurations.name,
      furnishing: properties.furnishing,
      unit: properties.house_number,
    })
    .from(properties)
    .innerJoin(gated_societies, eq(gated_societies.id, properties.society_id))
    .leftJoin(bedroom_configurations, eq(bedroom_configurations.id, properties.bedroom_configuration_id))
    .where(sql`${properties.id} in ${ownerPropertyIds(ownerId)}`)
    .orderBy(asc(gated_societies.name), asc(properties.house_number))
    .limit(100);
  if (homes.length === 0) return [];
  const ids = homes.map((home) => home.propertyId);
  const [rents, sales, booked] = await Promise.all([rentListings(ids, ownerId), saleListings(ids), upcomingVisits(ids, now)]);
  return homes.map(({ bedroom, furnishing, ...home }) => {
    const title = homeTitle(bedroom, furnishing);
    const rent = rents.get(home.propertyId);
    return {
      ...home,
      title,
      rent: rent ? { ...rent, question: rent.questionOpen ? availabilityQuestion({ societyName: home.societyName, home: homeWithUnit(title, home.unit), rent: rupees.format(rent.rent) }) : null } : null,
      sale: sales.get(home.propertyId) ?? null,
      visits: booked.filter((visit) => visit.propertyId === home.propertyId).map(({ propertyId: _home, ...visit }) => visit),
    };
  });
}

/** The newest rent listing of each home that is the owner's, with whether its availability question is open. */
async function rentListings(propertyIds: string[], ownerId: string): Promise<Map<string, Omit<NonNullable<OwnerHome['rent']>, 'question'>>> {
  const rows = await getDb()
    .selectDistinctOn([property_rent_listings.property_id], {
      propertyId: property_rent_listings.property_id,
      listingId: property_rent_listings.id,
      status: property_rent_listings.listing_status,
      rent: property_rent_listings.expected_rent,
      deposit: property_rent_listings.expected_deposit,
      availableFrom: property_rent_listings.available_from_date,
      lastConfirmedAt: property_rent_listings.last_confirmed_at,
      rentWaiting: sql<number | null>`(select c.new_rent from ${listing_rent_changes} c where c.rent_listing_id = ${property_rent_listings.id} and c.decided_at is null)`,
      petsAllowed: property_rent_listings.pets_allowed,
      foodPreference: property_rent_listings.tenant_food_preference,
      preferredTenants: property_rent_listings.preferred_tenant,
      questionOpen: sql<boolean>`exists (select 1 from ${availability_asks} a join ${owner_links} k on k.id = a.link_id
        where a.rent_listing_id = ${property_rent_listings.id} and a.owner_id = ${ownerId} and a.closed_at is null and k.decided_at is null and k.revoked_at is null)`,
    })
    .from(property_rent_listings)
    .innerJoin(properties, eq(properties.id, property_rent_listings.property_id))
    .where(and(inArray(property_rent_listings.property_id, propertyIds), sql`${rentListingOwnerId} = ${ownerId}`))
    .orderBy(property_rent_listings.property_id, sql`${property_rent_listings.created_at} desc`);
  return new Map(rows.map(({ propertyId, ...rent }) => [propertyId, rent]));
}

async function saleListings(propertyIds: string[]): Promise<Map<string, NonNullable<OwnerHome['sale']>>> {
  const rows = await getDb()
    .selectDistinctOn([property_sale_listings.property_id], { propertyId: property_sale_listings.property_id, status: property_sale_listings.listing_status, price: property_sale_listings.listing_price })
    .from(property_sale_listings)
    .where(inArray(property_sale_listings.property_id, propertyIds))
    .orderBy(property_sale_listings.property_id, sql`${property_sale_listings.created_at} desc`);
  return new Map(rows.map(({ propertyId, ...sale }) => [propertyId, sale]));
}

/** Visits still to come on these homes, soonest first: when, and the visitor's first name. */
async function upcomingVisits(propertyIds: string[], now: Date): Promise<(OwnerHomeVisit & { propertyId: string })[]> {
  const rows = await getDb()
    .select({ id: visits.id, propertyId: visits.property_id, start: visits.visit_start, end: visits.visit_end, firstName: profiles.first_name })
    .from(visits)
    .innerJoin(profiles, eq(profiles.id, visits.user_id))
    .where(and(inArray(visits.property_id, propertyIds), inArray(visits.status, [...LIVE_VISIT_STATUSES]), gt(visits.visit_end, now)))
    .orderBy(asc(visits.visit_start))
    .limit(200);
  return rows.map((row) => ({ ...row, firstName: row.firstName.trim().split(/\s+/)[0] ?? '' }));
}
