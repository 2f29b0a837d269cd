import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { propertiesTag, SOCIETIES_TAG, societyTag } from '@/lib/cache-tags';
import { displayHouseNumber } from '@/lib/listings/display';
import type { PhotoRef } from '@/lib/photos';
import { isUuid } from '@/lib/slugs';
import { sortListings } from '@/lib/societies/derived-facts';
import { getDb } from '@/server/db/client';
import { liveRentListingsOf, liveSaleListingsOf, rentListingsOrder, saleListingsOrder } from '@/server/db/society-live-listings';
import { bedroom_configurations, properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';
import { homePropertyColumns, rentBedroomJoin, saleBedroomJoin, toPhotoUrls, type HomeProperty } from '@/server/db/home-query';
import { getSocietyDetail, type SocietyDetail } from '@/server/societies/service';
import { getFairRent } from '@/server/societies/fair-rent';

// The listing gateway (spec 7, "listing reads"): every Active listing of a society with its property, for the
// properties page (spec 2.3). Public data only: the real house number and owner never leave the server.

interface PropertyListingBase extends HomeProperty {
  id: string;
  societyId: string;
  parking: string | null;
  /** Public URLs, in order: the first is the primary photo. */
  photos: string[];
  video: { playbackId: string; thumbnailUrl: string | null } | null;
  /** When it last became Active (else when it was created), ISO: 'Newest first'. */
  listedAt: string;
}

export interface RentListingDetail extends PropertyListingBase {
  kind: 'rent';
  rent: number;
  deposit: number | null;
  maintenanceIncluded: boolean;
  maintenance: number | null;
  immediate: boolean;
  availableFrom: string | null;
  negotiable: boolean;
  petsAllowed: boolean;
  foodPreference: string | null;
  serviceFee: number | null;
  preferredTenants: string[];
}

export interface SaleListingDetail extends PropertyListingBase {
  kind: 'sale';
  price: number | null;
  title: string | null;
  highlights: string[];
  documentVerified: boolean;
  occupancy: string | null;
  /** Monthly rent the home earns (spec 3: rental_yield is monthly). */
  monthlyRent: number | null;
  bookingAmount: number | null;
  serviceFee: number | null;
  /** Generated for display (spec 9), never the real one. */
  houseNumber: string;
}

export type ListingDetail = RentListingDetail | SaleListingDetail;

export interface PropertiesPageData {
  society: SocietyDetail;
  rent: RentListingDetail[];
  sale: SaleListingDetail[];
  /** The society's usual rent per sq ft by configuration, for each rent card's fair-rent line. */
  rentMedians: Record<string, number>;
}

const propertyColumns = { ...homePropertyColumns, parking: properties.property_parking };

// ISO text from SQL: the cached page data stays plain JSON.
const listedAt = (l: typeof property_rent_listings | typeof property_sale_listings) =>
  sql<string>`to_char(coalesce(${l.activated_at}, ${l.created_at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function media(row: { photos: PhotoRef[]; videoPlaybackId: string | null; videoThumbnail: string | null }) {
  return {
    photos: toPhotoUrls(row.photos),
    video: row.videoPlaybackId ? { playbackId: row.videoPlaybackId, thumbnailUrl: row.videoThumbnail } : null,
  };
}

export async function getRentListingDetails(societyId: string): Promise<RentListingDetail[]> {
  const l = property_rent_listings;
  const rows = await getDb()
    .select({
      id: l.id,
      societyId: l.society_id,
      ...propertyColumns,
      rent: l.expected_rent,
      deposit: l.expected_deposit,
      maintenanceIncluded: l.is_rent_including_maintenance,
      maintenance: l.monthly_maintenance_amount,
      immediate: l.immediate_flag,
      availableFrom: l.available_from_date,
      negotiable: l.is_rent_negotiable,
      petsAllowed: l.pets_allowed,
      foodPreference: l.tenant_food_preference,
      serviceFee: l.tenant_service_fee,
      preferredTenants: l.preferred_tenant,
      videoPlaybackId: l.video_playback_id,
      videoThumbnail: l.video_thumbnail_url,
      listedAt: listedAt(l),
    })
    .from(l)
    .innerJoin(properties, eq(properties.id, l.property_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(liveRentListingsOf(societyId))
    .orderBy(...rentListingsOrder);
  return sortListings(
    rows.map(({ photos, videoPlaybackId, videoThumbnail, ...rest }) => ({ ...rest, kind: 'rent' as const, ...media({ photos, videoPlaybackId, videoThumbnail }) })),
  );
}

export async function getSaleListingDetails(societyId: string): Promise<SaleListingDetail[]> {
  const l = property_sale_listings;
  const rows = await getDb()
    .select({
      id: l.id,
      societyId: l.society_id,
      ...propertyColumns,
      realHouseNumber: properties.house_number,
      price: l.listing_price,
      title: l.title,
      highlights: l.highlights,
      documentVerified: l.document_verified,
      occupancy: l.current_occupancy_status,
      monthlyRent: l.rental_yield,
      bookingAmount: l.booking_amount,
      serviceFee: l.ghomes_service_fee,
      videoPlaybackId: l.video_playback_id,
      videoThumbnail: l.video_thumbnail_url,
      listedAt: listedAt(l),
    })
    .from(l)
    .innerJoin(properties, eq(properties.id, l.property_id))
    .leftJoin(bedroom_configurations, saleBedroomJoin)
    .where(liveSaleListingsOf(societyId))
    .orderBy(...saleListingsOrder);
  return sortListings(
    rows.map(({ photos, videoPlaybackId, videoThumbnail, realHouseNumber, ...rest }) => ({
      ...rest,
      kind: 'sale' as const,
      houseNumber: displayHouseNumber(rest.id, rest.floor, realHouseNumber),
      ...media({ photos, videoPlaybackId, videoThumbnail }),
    })),
  );
}

export async function getPropertiesPageData(id: string): Promise<PropertiesPageData | null> {
  const [society, rent, sale, fairRent] = await Promise.all([getSocietyDetail(id), getRentListingDetails(id), getSaleListingDetails(id), getFairRent(id)]);
  return society ? { society, rent, sale, rentMedians: fairRent.medians } : null;
}

/**
 * The properties page's data, once per request (metadata and page share it); null for an unknown society.
 * Read through Next's data cache with the society's tags: the page's ISR entry inherits them, so the import's
 * and the expiry job's revalidation of `properties:<id>` / `society:<id>` refreshes this page at once (without
 * them it kept an old rent until its hourly refresh). Only inside Next; tests call getPropertiesPageData.
 */
export const loadPropertiesPage = cache(async (societyId: string): Promise<PropertiesPageData | null> => {
  if (!isUuid(societyId)) return null;
  const id = societyId.toLowerCase();
  return unstable_cache(() => getPropertiesPageData(id), ['properties-page', 'fair-rent', id], {
    tags: [SOCIETIES_TAG, societyTag(id), propertiesTag(id)],
    revalidate: 3600,
  })();
});
