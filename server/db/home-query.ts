import 'server-only';
import { sql } from 'drizzle-orm';
import { photoUrl, type PhotoRef } from '@/lib/photos';
import { UNKNOWN_BEDROOM_SORT_ORDER } from '@/lib/societies/derived-facts';
import { bedroom_configurations, properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';
import { hostedStorageOrigin } from '@/server/env';

// The query parts every read of a home shares (listing cards, listing details, visits, shortlist, offers,
// messages), written once so the rules cannot drift apart.

/**
 * A rent home's bedroom configuration: the listing's own, else the property's (a listing may leave it empty).
 * Sale listings have no configuration of their own and join the property's directly.
 */
const rentBedroomId = sql`coalesce(${property_rent_listings.bedroom_configuration_id}, ${properties.bedroom_configuration_id})`;

/**
 * Whose a rent listing is: the listing's own owner, else its home's (a listing may name nobody). Needs `properties`
 * joined to the listing.
 */
export const rentListingOwnerId = sql<string | null>`coalesce(${property_rent_listings.owner_id}, ${properties.owner_id})`;

/**
 * The homes an owner is named on, by the property or by one of its rent listings: two index lookups
 * (properties_owner_idx, property_rent_listings_owner_idx), for `properties.id in (...)`.
 */
export const ownerPropertyIds = (ownerId: string) => sql`(select ${properties.id} from ${properties} where ${properties.owner_id} = ${ownerId}
  union select ${property_rent_listings.property_id} from ${property_rent_listings} where ${property_rent_listings.owner_id} = ${ownerId})`;

/** The join condition for `bedroom_configurations` of a rent home (left join: a home may have none). */
export const rentBedroomJoin = sql`${bedroom_configurations.id} = ${rentBedroomId}`;

/** The join condition for `bedroom_configurations` of a sale home: the property's configuration. */
export const saleBedroomJoin = sql`${bedroom_configurations.id} = ${properties.bedroom_configuration_id}`;

/** Listings in the spec's order start with the bedroom configuration's sort order; homes without one go last. */
export const bedroomSortOrder = sql<number>`coalesce(${bedroom_configurations.sort_order}, ${UNKNOWN_BEDROOM_SORT_ORDER})`;

/** What `homePropertyColumns` gives, photos aside (each read turns those into URLs its own way). */
export interface HomeProperty {
  propertyId: string;
  bedroom: string | null;
  bedroomSortOrder: number | null;
  sqft: number | null;
  facing: string | null;
  floor: number | null;
  furnishing: string | null;
}

/** The property's columns a listing card shows (with `bedroom_configurations` joined). */
export const homePropertyColumns = {
  propertyId: properties.id,
  bedroom: bedroom_configurations.name,
  bedroomSortOrder: bedroom_configurations.sort_order,
  sqft: properties.sqft,
  facing: properties.facing,
  floor: properties.floor_number,
  furnishing: properties.furnishing,
  photos: properties.photos,
};

/**
 * A shortlisted home's facts as its card and details sheet show them (the property, its rent or sale listing and
 * `bedroom_configurations` joined): shared by the visits' shortlist and the hearted homes.
 */
export const homeDetailColumns = {
  photos: properties.photos,
  facing: properties.facing,
  sqft: properties.sqft,
  floor: properties.floor_number,
  furnishing: properties.furnishing,
  bedroom: bedroom_configurations.name,
  rent: property_rent_listings.expected_rent,
  deposit: property_rent_listings.expected_deposit,
  immediate: property_rent_listings.immediate_flag,
  availableFrom: property_rent_listings.available_from_date,
  maintenanceIncluded: property_rent_listings.is_rent_including_maintenance,
  maintenance: property_rent_listings.monthly_maintenance_amount,
  negotiable: property_rent_listings.is_rent_negotiable,
  petsAllowed: property_rent_listings.pets_allowed,
  foodPreference: property_rent_listings.tenant_food_preference,
  serviceFee: property_rent_listings.tenant_service_fee,
  preferredTenants: property_rent_listings.preferred_tenant,
  salePrice: property_sale_listings.listing_price,
};

/**
 * The storage origin photo URLs start with. Photos served by this app's own /storage route get site-relative
 * URLs (no storage URL configured, or one that is this site), so a page works on whatever host and port it is
 * served from; hosted storage keeps its absolute URL.
 */
export function photoBase(): string {
  return hostedStorageOrigin() ?? '';
}

/** One argument only, so `photos.map(toPhotoUrl)` is safe. */
export function toPhotoUrl(photo: PhotoRef | null | undefined): string | null {
  return photoUrl(photo, photoBase());
}

/** Every photo's URL, skipping the ones that have none; a list of homes passes one `photoBase()` for all. */
export function toPhotoUrls(photos: readonly (PhotoRef | null | undefined)[] | null, base: string = photoBase()): string[] {
  return (photos ?? []).map((photo) => photoUrl(photo, base)).filter((url): url is string => Boolean(url));
}
