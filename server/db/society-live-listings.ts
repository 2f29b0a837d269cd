import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { bedroomSortOrder } from './home-query';
import { property_rent_listings, property_sale_listings } from './schema';

// A society's live homes, as the society page's cards and the properties page's details read them: which of its
// listings are live (its Active ones) and their order (the spec's: bedrooms, then rent or price, then id), for each
// kind. Each read selects its own columns over the listing with its property and bedroom configuration joined
// (server/db/home-query.ts); written once so the pages cannot disagree on which homes are live or in what order.

/** The society's rent listings that are live. */
export const liveRentListingsOf = (societyId: string) =>
  and(eq(property_rent_listings.society_id, societyId), eq(property_rent_listings.listing_status, 'Active'));

/** The society's sale listings that are live. */
export const liveSaleListingsOf = (societyId: string) =>
  and(eq(property_sale_listings.society_id, societyId), eq(property_sale_listings.listing_status, 'Active'));

/** Rent listings in the spec's order: bedroom sort order, then rent ascending. */
export const rentListingsOrder = [bedroomSortOrder, asc(property_rent_listings.expected_rent), asc(property_rent_listings.id)];

/** Sale listings in the spec's order: bedroom sort order, then price ascending. */
export const saleListingsOrder = [bedroomSortOrder, asc(property_sale_listings.listing_price), asc(property_sale_listings.id)];
