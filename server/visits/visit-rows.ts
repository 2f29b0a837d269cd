import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { VisitedHome } from '@/lib/visits/types';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, gated_societies, properties, property_rent_listings, property_sale_listings, visits } from '@/server/db/schema';
import { homeDetailColumns, rentBedroomJoin, toPhotoUrls } from '@/server/db/home-query';

// A person's visits with the home each one was for, as one query part: the society visits page
// (./service.ts) and the Shortlisted tab's visits (server/shortlist/shortlist.ts) build on it. The caller's
// `where` always names the session's user.

/**
 * The visit rows with their home's facts; `offerSent` adds the live-offer check (false when not asked) and
 * `offerStatus` the status of the person's newest offer on the home (null when not asked).
 */
export function visitRowsQuery(where: SQL | undefined, extra: { offerSent?: SQL<boolean>; offerStatus?: SQL<string | null>; offerAnsweredAt?: SQL<string | null> } = {}) {
  return getDb()
    .select({
      offerSent: extra.offerSent ?? sql<boolean>`false`,
      offerStatus: extra.offerStatus ?? sql<string | null>`null`,
      offerAnsweredAt: extra.offerAnsweredAt ?? sql<string | null>`null`,
      visitId: visits.id,
      status: visits.status,
      visitStart: visits.visit_start,
      visitEnd: visits.visit_end,
      createdAt: visits.created_at,
      feedback: visits.feedback,
      notes: visits.notes,
      dropReason: visits.drop_reason,
      passCode: visits.pass_code,
      checkedInAt: visits.checked_in_at,
      rescheduleCount: visits.reschedule_count,
      doorUnlockedAt: visits.door_unlocked_at,
      noShowAt: visits.no_show_at,
      visitType: visits.visit_type,
      rentListingId: visits.rent_listing_id,
      saleListingId: visits.sale_listing_id,
      propertyId: visits.property_id,
      houseNumber: properties.house_number,
      societyId: visits.society_id,
      societyName: gated_societies.name,
      ...homeDetailColumns,
    })
    .from(visits)
    .innerJoin(properties, eq(properties.id, visits.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
    .leftJoin(property_sale_listings, eq(property_sale_listings.id, visits.sale_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(where);
}

export type VisitRow = Awaited<ReturnType<typeof visitRowsQuery>>[number];

export type HomeRow = Pick<
  VisitRow,
  'visitType' | 'propertyId' | 'societyId' | 'societyName' | 'rentListingId' | 'saleListingId' | 'photos' | 'bedroom' | 'furnishing' | 'facing' | 'floor' | 'sqft' | 'rent' | 'salePrice' | 'maintenanceIncluded' | 'maintenance'
>;

export function toHome(row: HomeRow, base: string): VisitedHome {
  const kind = row.visitType === 'rental' ? 'rent' : 'sale';
  return {
    propertyId: row.propertyId,
    societyId: row.societyId,
    societyName: row.societyName,
    kind,
    rentListingId: row.rentListingId,
    saleListingId: row.saleListingId,
    photos: toPhotoUrls(row.photos, base),
    bedroom: row.bedroom,
    furnishing: row.furnishing,
    facing: row.facing,
    floor: row.floor,
    sqft: row.sqft,
    price: kind === 'rent' ? row.rent : row.salePrice,
    maintenanceIncluded: kind === 'rent' && Boolean(row.maintenanceIncluded),
    maintenance: kind === 'rent' ? row.maintenance : null,
  };
}
