import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties, property_rent_listings, property_sale_listings } from './listings';
import { profiles } from './people';
import { gated_societies } from './societies';

/**
 * A heart (issue 25): one person's one-tap shortlist of one rent or sale listing. Kept apart from visits, so
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
