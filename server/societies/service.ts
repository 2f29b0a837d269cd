import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { SITEMAP_TAG, SOCIETIES_TAG, societyTag } from '@/lib/cache-tags';
import { AMENITY_KEYS, UTILITY_KEYS, type AmenityKey, type UtilityKey } from '@/lib/amenities';
import type { PhotoRef } from '@/lib/photos';
import { isUuid, normalizedSocietyKey, societyNameFromSlug } from '@/lib/slugs';
import { isSafeText } from '@/lib/validation/text';
import { sortListings } from '@/lib/societies/derived-facts';
import type { StatedFact } from '@/lib/societies/facts';
import { getDb } from '@/server/db/client';
import { liveRentListingsOf, liveSaleListingsOf, rentListingsOrder, saleListingsOrder } from '@/server/db/society-live-listings';
import {
  bedroom_configurations,
  builders,
  cities,
  gated_societies,
  locations,
  properties,
  property_rent_listings,
  property_sale_listings,
  sub_locations,
  zones,
} from '@/server/db/schema';
import { getFairRent, type FairRent } from './fair-rent';
import { getSocietyFacts } from './facts';
import { homePropertyColumns, rentBedroomJoin, saleBedroomJoin, toPhotoUrl, toPhotoUrls, type HomeProperty } from '@/server/db/home-query';

// The society gateway (spec 7, "society reads"): pages call these functions, never SQL.

export interface SocietyDetail {
  id: string;
  name: string;
  /** Unverified societies are shown but kept out of search engines (noindex, not in the sitemap). */
  verified: boolean;
  category: string | null;
  projectType: string;
  projectStatus: string;
  projectSize: string | null;
  totalUnits: number | null;
  numberOfFloors: number | null;
  completionDate: string | null;
  bedroomConfigurations: string[];
  projectHighlights: string[];
  latitude: number | null;
  longitude: number | null;
  brochureUrl: string | null;
  /** Public URLs, the primary photo first, without duplicates. */
  photos: string[];
  builder: { id: string; name: string } | null;
  zone: string | null;
  location: string | null;
  subLocation: string | null;
  city: string | null;
  amenities: Record<AmenityKey, boolean>;
  utilities: Record<UtilityKey, boolean>;
  updatedAt: string;
}

interface ListingBase extends HomeProperty {
  id: string;
  photo: string | null;
  /** When an operator last confirmed it is available (ISO); cards show 'Available now · checked <date>'. */
  lastConfirmedAt: string;
}

export interface RentListingSummary extends ListingBase {
  rent: number;
  deposit: number | null;
  maintenanceIncluded: boolean;
  maintenance: number | null;
  immediate: boolean;
  availableFrom: string | null;
  /** The owner's preferences, which the booking sheet compares with the tenant profile. */
  petsAllowed: boolean;
  preferredTenants: string[];
}

export interface SaleListingSummary extends ListingBase {
  price: number | null;
  title: string | null;
  /** Monthly rent the home earns, in rupees (spec 3: rental_yield is monthly). */
  monthlyRent: number | null;
}

export interface ListingGroup<T> {
  /** Every Active listing of the society; `listings` holds the first few for the page's carousel. */
  count: number;
  listings: T[];
}

export interface SocietyPageData {
  society: SocietyDetail;
  rent: ListingGroup<RentListingSummary>;
  buy: ListingGroup<SaleListingSummary>;
  /** Stated facts and rules for tenants (docs/society-facts.md); unknown ones are absent. */
  facts: StatedFact[];
  fairRent: FairRent;
}

/** Cards on the society page; the properties page lists the rest. */
export const PAGE_LISTING_LIMIT = 12;

/**
 * Resolves a /society/{society} parameter: a uuid, the exact name its slug decodes to, or (for links in
 * the plain spec form, where a hyphen in the name was written as a single dash) the normalised name key.
 */
export async function findSocietyId(param: string): Promise<string | null> {
  const db = getDb();
  const pick = async (condition: SQL) => {
    const [row] = await db.select({ id: gated_societies.id }).from(gated_societies).where(condition).limit(1);
    return row?.id ?? null;
  };
  if (isUuid(param)) return pick(eq(gated_societies.id, param.toLowerCase()));
  const name = societyNameFromSlug(param);
  if (!isSafeText(param) || !isSafeText(name)) return null; // no name holds a NUL (and PostgreSQL refuses one)
  const byName = await pick(eq(gated_societies.name, name));
  if (byName) return byName;
  const key = normalizedSocietyKey(param);
  if (!key) return null;
  // Same rule as normalizedSocietyKey, in SQL. A scan, but only for links that missed the exact name.
  const [row] = await db
    .select({ id: gated_societies.id })
    .from(gated_societies)
    .where(sql`trim(both '-' from regexp_replace(lower(${gated_societies.name}), '[^a-z0-9]+', '-', 'g')) = ${key}`)
    .orderBy(asc(gated_societies.name))
    .limit(1);
  return row?.id ?? null;
}

export async function getSocietyDetail(id: string): Promise<SocietyDetail | null> {
  const [row] = await getDb()
    .select({
      society: gated_societies,
      builderName: builders.name,
      zone: zones.name,
      location: locations.name,
      subLocation: sub_locations.name,
      city: cities.name,
    })
    .from(gated_societies)
    .leftJoin(builders, eq(builders.id, gated_societies.builder_id))
    .leftJoin(zones, eq(zones.id, gated_societies.zone_id))
    .leftJoin(locations, eq(locations.id, gated_societies.location_id))
    .leftJoin(sub_locations, eq(sub_locations.id, gated_societies.sub_location_id))
    .leftJoin(cities, eq(cities.id, gated_societies.city_id))
    .where(eq(gated_societies.id, id))
    .limit(1);
  if (!row) return null;
  const s = row.society;
  const photos = toPhotoUrls([s.primary_photo, ...s.photo_gallery]);
  return {
    id: s.id,
    name: s.name,
    verified: s.status === 'verified',
    category: s.category,
    projectType: s.project_type,
    projectStatus: s.project_status,
    projectSize: s.project_size,
    totalUnits: s.total_units,
    numberOfFloors: s.number_of_floors,
    completionDate: s.completion_date,
    bedroomConfigurations: s.bedroom_configurations,
    projectHighlights: s.project_highlights,
    latitude: s.latitude,
    longitude: s.longitude,
    brochureUrl: s.brochure_pdf,
    photos: [...new Set(photos)],
    builder: s.builder_id && row.builderName ? { id: s.builder_id, name: row.builderName } : null,
    zone: row.zone,
    location: row.location,
    subLocation: row.subLocation,
    city: row.city,
    amenities: Object.fromEntries(AMENITY_KEYS.map((key) => [key, s[key]])) as Record<AmenityKey, boolean>,
    utilities: Object.fromEntries(UTILITY_KEYS.map((key) => [key, s[key]])) as Record<UtilityKey, boolean>,
    updatedAt: s.updated_at.toISOString(),
  };
}

const totalCount = sql<number>`(count(*) over ())::int`;

/** Active rent listings (spec 4), in the spec's order: bedroom sort order, then rent ascending. */
export async function getRentListings(societyId: string, limit = PAGE_LISTING_LIMIT): Promise<ListingGroup<RentListingSummary>> {
  const rows = await getDb()
    .select({
      id: property_rent_listings.id,
      ...homePropertyColumns,
      rent: property_rent_listings.expected_rent,
      deposit: property_rent_listings.expected_deposit,
      maintenanceIncluded: property_rent_listings.is_rent_including_maintenance,
      maintenance: property_rent_listings.monthly_maintenance_amount,
      immediate: property_rent_listings.immediate_flag,
      availableFrom: property_rent_listings.available_from_date,
      petsAllowed: property_rent_listings.pets_allowed,
      preferredTenants: property_rent_listings.preferred_tenant,
      lastConfirmedAt: property_rent_listings.last_confirmed_at,
      total: totalCount,
    })
    .from(property_rent_listings)
    .innerJoin(properties, eq(properties.id, property_rent_listings.property_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(liveRentListingsOf(societyId))
    .orderBy(...rentListingsOrder)
    .limit(limit);
  return toListingGroup(rows);
}

/** Active sale listings (spec 4), by bedroom sort order. */
export async function getSaleListings(societyId: string, limit = PAGE_LISTING_LIMIT): Promise<ListingGroup<SaleListingSummary>> {
  const rows = await getDb()
    .select({
      id: property_sale_listings.id,
      ...homePropertyColumns,
      price: property_sale_listings.listing_price,
      title: property_sale_listings.title,
      monthlyRent: property_sale_listings.rental_yield,
      lastConfirmedAt: property_sale_listings.last_confirmed_at,
      total: totalCount,
    })
    .from(property_sale_listings)
    .innerJoin(properties, eq(properties.id, property_sale_listings.property_id))
    .leftJoin(bedroom_configurations, saleBedroomJoin)
    .where(liveSaleListingsOf(societyId))
    .orderBy(...saleListingsOrder)
    .limit(limit);
  return toListingGroup(rows);
}

/** A page of listing rows as cards: the first photo, the confirmation time as text, the count of all. */
function toListingGroup<Row extends { photos: PhotoRef[]; total: number; lastConfirmedAt: Date; bedroomSortOrder: number | null }>(rows: Row[]) {
  const listings = rows.map(({ photos, total: _total, lastConfirmedAt, ...rest }) => ({
    ...rest,
    photo: toPhotoUrl(photos[0]),
    lastConfirmedAt: lastConfirmedAt.toISOString(),
  }));
  return { count: rows[0]?.total ?? 0, listings: sortListings(listings) };
}

export async function getSocietyPageData(id: string): Promise<SocietyPageData | null> {
  const [society, rent, buy, facts, fairRent] = await Promise.all([getSocietyDetail(id), getRentListings(id), getSaleListings(id), getSocietyFacts(id), getFairRent(id)]);
  return society ? { society, rent, buy, facts, fairRent } : null;
}

/** Cache tag of everything a society page reads; /api/revalidate expires it. */
export const societyCacheTag = societyTag;
export const SOCIETIES_CACHE_TAG = SOCIETIES_TAG;
export const SITEMAP_CACHE_TAG = SITEMAP_TAG;
export const SOCIETY_PAGE_REVALIDATE_SECONDS = 3600;

/**
 * The page's data through Next's data cache, tagged per society, so that a CDN-cacheable page can be
 * refreshed on demand for one society (every URL form that rendered it) without touching the rest.
 * Only for use inside Next (it needs the incremental cache); tests call the functions above.
 */
export function getCachedSocietyPageData(id: string): Promise<SocietyPageData | null> {
  return unstable_cache(() => getSocietyPageData(id), ['society-page', 'facts', id], {
    tags: [SOCIETIES_CACHE_TAG, societyCacheTag(id)],
    revalidate: SOCIETY_PAGE_REVALIDATE_SECONDS,
  })();
}

/**
 * Everything /society/{society} renders, for any URL form of the society (null when there is none).
 * Per-request memoised, so the page's layout, metadata and body share one look-up.
 */
export const loadSocietyPage = cache(async (param: string): Promise<SocietyPageData | null> => {
  const id = await findSocietyId(param);
  return id ? getCachedSocietyPageData(id) : null;
});
