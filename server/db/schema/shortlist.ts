// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties, property_rent_listings, property_sale_listings } from './listings';
import { profiles } from './people';
import { gated_societies } from './societies';

/**
 * A heart: one person's one-tap shortlist of one rent or sale listing. Kept apart from visits, so
 * removing a heart never touches a home shortlisted after a visit (visits.feedback = 'shortlisted').
 */
export const shortlist_hearts = pgTable(
  'shortlist_hearts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    property_id: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id, { onDelete: 'cascade' }),
    rent_listing_id: uuid('rent_listing_id').references(() => property_rent_listings.id, { onDelete: 'cascade' }),
    sale_listing_id: uuid('sale_listing_id').references(() => property_sale_listings.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shortlist_hearts_one_listing_check', sql`(${t.rent_listing_id} is null) <> (${t.sale_listing_id} is null)`),
    uniqueIndex('shortlist_hearts_user_rent_unique').on(t.user_id, t.rent_listing_id).where(sql`${t.rent_listing_id} is not null`),
    uniqueIndex('shortlist_hearts_user_sale_unique').on(t.user_id, t.sale_listing_id).where(sql`${t.sale_listing_id} is not null`),
    index('shortlist_hearts_user_created_idx').on(t.user_id, t.created_at),
    index('shortlist_hearts_rent_listing_idx').on(t.rent_listing_id).where(sql`${t.rent_listing_id} is not null`),
    index('shortlist_hearts_sale_listing_idx').on(t.sale_listing_id).where(sql`${t.sale_listing_id} is not null`),
  ],
);

/**
 * A saved search: a person's /search (`society_id` null, `query` its canonical query string) or one
 * society's properties with filters (`query` the filter parameters, lib/listings/filters.ts). New listings that
 * match go out in the daily digest (server/alerts/saved-searches.ts); `covered_until` is how far the last one went.
 */
export const saved_searches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id').references(() => gated_societies.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    label: text('label').notNull(),
    /** The daily digest goes out only for searches with alerts on; the person switches it on the profile. */
    alerts_enabled: boolean('alerts_enabled').notNull().default(true),
    covered_until: timestamp('covered_until', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_searches_query_length_check', sql`length(${t.query}) <= 600 and length(${t.label}) <= 300`),
    uniqueIndex('saved_searches_user_search_unique').on(t.user_id, sql`coalesce(${t.society_id}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.query),
    index('saved_searches_society_idx').on(t.society_id),
  ],
);

/** One saved-search digest per person and India-time day (the second of a day waits for the next). */
export const saved_search_digests = pgTable(
  'saved_search_digests',
  {
    user_id: uuid('user_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    digest_date: date('digest_date').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.digest_date] })],
);
