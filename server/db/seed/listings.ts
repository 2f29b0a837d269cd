import 'server-only';
import { PREFERRED_TENANTS, type ProjectCategory } from '@/lib/catalog';
import type { property_rent_listings, property_sale_listings } from '@/server/db/schema';
import { OCCUPANCY_STATUSES, SALE_HIGHLIGHTS, SALE_PLAN_TYPES } from './data/words';
import { addDays, isoDate } from './dates';
import { BUCKETS, storedObjectUrl, type SeedFile } from './media/files';
import { interiorSvg } from './media/interior-svg';
import { sharedThumbnailPath } from './media/shared-pool';
import { clamp, roundTo } from './numbers';
import type { Random } from './random';
import type { BedroomName } from './reference';
import type { SocietyPlan } from './societies';

export type ListingKind = 'rent' | 'sale';
export type RentListingRow = typeof property_rent_listings.$inferInsert & { id: string };
export type SaleListingRow = typeof property_sale_listings.$inferInsert & { id: string };

export interface ListingContext {
  plan: SocietyPlan;
  propertyId: string;
  ownerId: string;
  configuration: BedroomName;
  bedroomId: number;
  sqft: number;
  today: Date;
  forceActive: boolean;
}

// Rupees per sq ft: monthly rent and sale price, by category (Bangalore 2024-25 ballpark).
const RENT_PER_SQFT: Record<ProjectCategory, [number, number]> = { Value: [20, 28], Premium: [28, 38], Luxury: [38, 55], 'Ultra Luxury': [55, 80] };
const PRICE_PER_SQFT: Record<ProjectCategory, [number, number]> = {
  Value: [5_500, 7_500],
  Premium: [7_500, 11_000],
  Luxury: [11_000, 16_000],
  'Ultra Luxury': [16_000, 30_000],
};
const LAKH = 100_000;
const CRORE = 100 * LAKH;


export function rentListing(random: Random, context: ListingContext, files: SeedFile[]): RentListingRow {
  const { plan, sqft } = context;
  const id = random.uuid();
  const rate = random.between(...RENT_PER_SQFT[plan.category]) * (plan.type === 'Villa' ? 1.1 : 1);
  const rent = clamp(roundTo(sqft * rate, 500), 15_000, 350_000);
  const immediate = random.chance(0.4);
  const preferAny = random.chance(0.3);
  const video = videoFields(random, context, id, files);
  return {
    id,
    property_id: context.propertyId,
    society_id: plan.row.id,
    owner_id: context.ownerId,
    expected_rent: rent,
    expected_deposit: rent * random.weighted([[2, 1], [3, 3], [4, 2], [5, 2], [6, 3], [8, 1], [10, 2]] as const),
    immediate_flag: immediate,
    available_from_date: immediate ? null : isoDate(addDays(context.today, random.int(3, 60))),
    listing_status: context.forceActive ? 'Active' : random.weighted([['Active', 78], ['Inactive', 10], ['Rented', 12]] as const),
    is_rent_including_maintenance: random.chance(0.35),
    monthly_maintenance_amount: roundTo(sqft * random.between(2.5, 6), 100),
    bedroom_configuration_id: context.bedroomId,
    is_rent_negotiable: random.chance(0.5),
    pets_allowed: random.chance(0.45),
    tenant_food_preference: random.chance(0.25) ? 'veg_only' : 'no_preference',
    tenant_service_fee: random.chance(0.25) ? 0 : roundTo(rent * 0.1, 100),
    preferred_tenant: preferAny ? ['Any'] : random.sample(PREFERRED_TENANTS.filter((tenant) => tenant !== 'Any'), random.int(1, 2)),
    // Freshness: the demo's listings were all confirmed on the day of seeding.
    last_confirmed_at: context.today,
    ...video,
  };
}

export function saleListing(random: Random, context: ListingContext, files: SeedFile[]): SaleListingRow {
  const { plan, sqft } = context;
  const id = random.uuid();
  const rate = random.between(...PRICE_PER_SQFT[plan.category]) * (plan.type === 'Villa' ? 1.3 : 1);
  const rawPrice = clamp(sqft * rate, 45 * LAKH, 25 * CRORE);
  const price = !context.forceActive && random.chance(0.06) ? null : roundTo(rawPrice, rawPrice >= CRORE ? LAKH : 50_000);
  const kind = plan.type === 'Villa' ? 'Villa' : 'Apartment';
  const video = videoFields(random, context, id, files);
  return {
    id,
    property_id: context.propertyId,
    society_id: plan.row.id,
    listing_price: price,
    listing_status: context.forceActive ? 'Active' : random.weighted([['Active', 78], ['Inactive', 10], ['Sold', 12]] as const),
    current_occupancy_status: plan.status === 'Ready to Move-in' ? random.pick(OCCUPANCY_STATUSES) : 'Vacant',
    sale_plan_type:
      plan.status === 'Ready to Move-in' ? 'Resale' : plan.status === 'Under Construction' ? random.pick(SALE_PLAN_TYPES.slice(0, 2)) : random.pick(SALE_PLAN_TYPES.slice(1)),
    title: `${random.pick(['Spacious', 'Well-lit', 'Airy', 'Elegant', 'Bright'])} ${context.configuration} ${kind} in ${plan.row.name}`,
    highlights: random.sample(SALE_HIGHLIGHTS, random.int(3, 4)),
    document_verified: random.chance(0.6),
    // Monthly rent the home would fetch: the page turns it into a yearly yield range.
    rental_yield: price === null ? null : roundTo((price * random.between(0.025, 0.04)) / 12, 500),
    booking_amount: price === null ? 2 * LAKH : roundTo(price * 0.1, 10_000),
    ghomes_service_fee: price === null ? null : Math.min(roundTo(price * 0.01, 1_000), 5 * LAKH),
    // Freshness: the demo's listings were all confirmed on the day of seeding.
    last_confirmed_at: context.today,
    ...video,
  };
}

/** About 15% of listings carry a video: a playback id and a generated thumbnail. */
function videoFields(random: Random, context: ListingContext, listingId: string, files: SeedFile[]) {
  if (!random.chance(0.15)) return { video_playback_id: null, video_thumbnail_url: null };
  const playbackId = random.token(24);
  if (!context.plan.ownMedia) {
    return { video_playback_id: playbackId, video_thumbnail_url: storedObjectUrl(BUCKETS.videoThumbnails, sharedThumbnailPath(context.plan.index)) };
  }
  const path = `${listingId}.svg`;
  files.push({ bucket: BUCKETS.videoThumbnails, path, contents: interiorSvg(`thumbnail:${listingId}`, 'living', { play: true }) });
  return { video_playback_id: playbackId, video_thumbnail_url: storedObjectUrl(BUCKETS.videoThumbnails, path) };
}
