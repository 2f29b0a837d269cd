// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LISTING_STATUSES } from '@/lib/catalog';
import type { PhotoRef } from '@/lib/photos';
import { gated_societies } from './societies';
import { staff_members } from './staff';
import { sqlList } from './sql-list';

// Operator data (server/import): the key a CSV row names this row by, so a re-import updates instead of duplicating.
const externalKey = () => text('external_key');
// Freshness: when an operator last confirmed the listing is available (import or update), and when it
// last became Active (new, or back from another status; set by a trigger, read by the alert digest).
const freshnessColumns = () => ({
  last_confirmed_at: timestamp('last_confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  activated_at: timestamp('activated_at', { withTimezone: true }),
});

export const bedroom_configurations = pgTable('bedroom_configurations', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort_order: integer('sort_order'),
});

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id, { onDelete: 'cascade' }),
    owner_id: uuid('owner_id'),
    photos: jsonb('photos').$type<PhotoRef[]>().notNull().default([]),
    facing: text('facing'),
    sqft: integer('sqft'),
    floor_number: integer('floor_number'),
    furnishing: text('furnishing'),
    bedroom_configuration_id: smallint('bedroom_configuration_id').references(() => bedroom_configurations.id),
    house_number: text('house_number'),
    property_parking: text('property_parking'),
    current_status: text('current_status'),
    external_key: externalKey(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('properties_sqft_check', sql`${t.sqft} > 0`),
    check('properties_furnishing_check', sql`${t.furnishing} in ('Unfurnished', 'Semi-Furnished', 'Fully Furnished')`),
    index('properties_society_idx').on(t.society_id),
    uniqueIndex('properties_external_key_unique').on(t.external_key),
    // The desk finds a home by its unit (migration 0017).
    index('properties_house_number_idx').using('btree', sql`lower(${t.house_number})`),
    // An owner's homes on the desk (migration 0033; the unit's trigram index is declared there only).
    index('properties_owner_idx').on(t.owner_id).where(sql`${t.owner_id} is not null`),
  ],
);

// 'Expired': a sale listing not confirmed for LISTING_STALE_DAYS (server/listings/expiry.ts); hidden like Inactive
// until re-imported. 'Unconfirmed': a rent listing past the freshness bound (server/listings/freshness.ts).
// 'Under offer': an offer on the home was accepted (docs/offers.md); out of search like every status but Active.
const listingStatusCheck = (name: string, column: unknown) => check(name, sql`${column} in ${sqlList(LISTING_STATUSES)}`);


export const property_rent_listings = pgTable(
  'property_rent_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    property_id: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id, { onDelete: 'cascade' }),
    owner_id: uuid('owner_id'),
    expected_rent: integer('expected_rent').notNull(),
    expected_deposit: integer('expected_deposit'),
    immediate_flag: boolean('immediate_flag').notNull().default(false),
    available_from_date: date('available_from_date'),
    listing_status: text('listing_status').notNull().default('Active'),
    is_rent_including_maintenance: boolean('is_rent_including_maintenance').notNull().default(false),
    monthly_maintenance_amount: integer('monthly_maintenance_amount'),
    bedroom_configuration_id: smallint('bedroom_configuration_id').references(() => bedroom_configurations.id),
    is_rent_negotiable: boolean('is_rent_negotiable').notNull().default(false),
    pets_allowed: boolean('pets_allowed').notNull().default(false),
    tenant_food_preference: text('tenant_food_preference'),
    tenant_service_fee: integer('tenant_service_fee'),
    preferred_tenant: text('preferred_tenant').array().notNull().default(sql`'{}'::text[]`),
    video_playback_id: text('video_playback_id'),
    video_thumbnail_url: text('video_thumbnail_url'),
    external_key: externalKey(),
    ...freshnessColumns(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member the desk gave the listing to, and since when (migration 0035). */
    assigned_to: uuid('assigned_to').references(() => staff_members.user_id, { onDelete: 'set null' }),
    assigned_at: timestamp('assigned_at', { withTimezone: true }),
    /** Whether the listing's owner (its own, else its home's) has an owner record: kept by triggers (migration 0039). */
    owner_on_record: boolean('owner_on_record').notNull().default(false),
  },
  (t) => [
    listingStatusCheck('property_rent_listings_status_check', t.listing_status),
    check('property_rent_listings_rent_check', sql`${t.expected_rent} > 0`),
    check('property_rent_listings_deposit_check', sql`${t.expected_deposit} >= 0`),
    check('property_rent_listings_food_check', sql`${t.tenant_food_preference} in ('veg_only', 'no_preference')`),
    index('property_rent_listings_society_status_idx').on(t.society_id, t.listing_status),
    index('property_rent_listings_property_idx').on(t.property_id),
    uniqueIndex('property_rent_listings_external_key_unique').on(t.external_key),
    index('property_rent_listings_active_confirmed_idx').on(t.last_confirmed_at).where(sql`listing_status = 'Active'`),
    // The desk's listings table reads each sort in index order, one page at a time (migration 0017).
    index('property_rent_listings_confirmed_idx').on(t.last_confirmed_at, t.id),
    index('property_rent_listings_rent_idx').on(t.expected_rent, t.id),
    index('property_rent_listings_deposit_idx').on(t.expected_deposit, t.id),
    index('property_rent_listings_available_idx').on(t.available_from_date, t.id),
    index('property_rent_listings_owner_idx').on(t.owner_id).where(sql`${t.owner_id} is not null`),
    // The desk's 'stale' filter: the homes on offer, by their last confirmation (migration 0034).
    index('property_rent_listings_on_offer_confirmed_idx').on(t.last_confirmed_at, t.id).where(sql`listing_status in ('Active', 'Unconfirmed')`),
    // 'Mine' on the desk's listings, in their default order (migration 0035).
    index('property_rent_listings_assigned_idx').on(t.assigned_to, t.last_confirmed_at, t.id).where(sql`${t.assigned_to} is not null`),
    // Today's listings to ask about: hidden as unconfirmed, or live without an owner on record (migration 0039).
    index('property_rent_listings_to_ask_idx')
      .on(t.listing_status, t.owner_on_record)
      .where(sql`listing_status = 'Unconfirmed' or (listing_status = 'Active' and not owner_on_record)`),
  ],
);

export const property_sale_listings = pgTable(
  'property_sale_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    property_id: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id, { onDelete: 'cascade' }),
    // Integer rupees; bigint so that prices above ₹214 Cr still fit.
    listing_price: bigint('listing_price', { mode: 'number' }),
    listing_status: text('listing_status').notNull().default('Active'),
    /** Always its property's configuration, kept by triggers (migration 0049) so /search filters sale by bedrooms on an index. */
    bedroom_configuration_id: smallint('bedroom_configuration_id').references(() => bedroom_configurations.id),
    current_occupancy_status: text('current_occupancy_status'),
    sale_plan_type: text('sale_plan_type'),
    title: text('title'),
    highlights: text('highlights').array().notNull().default(sql`'{}'::text[]`),
    document_verified: boolean('document_verified').notNull().default(false),
    rental_yield: integer('rental_yield'),
    booking_amount: bigint('booking_amount', { mode: 'number' }),
    ghomes_service_fee: integer('ghomes_service_fee'),
    video_playback_id: text('video_playback_id'),
    video_thumbnail_url: text('video_thumbnail_url'),
    external_key: externalKey(),
    ...freshnessColumns(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    listingStatusCheck('property_sale_listings_status_check', t.listing_status),
    check('property_sale_listings_price_check', sql`${t.listing_price} > 0`),
    index('property_sale_listings_society_status_idx').on(t.society_id, t.listing_status),
    index('property_sale_listings_property_idx').on(t.property_id),
    uniqueIndex('property_sale_listings_external_key_unique').on(t.external_key),
    index('property_sale_listings_active_confirmed_idx').on(t.last_confirmed_at).where(sql`listing_status = 'Active'`),
  ],
);
