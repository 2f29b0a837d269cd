// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BROKER_REPORT_DETAILS_MAX, BROKER_REPORT_OUTCOMES, BROKER_REPORT_REASONS } from '@/lib/listings/broker-reports';
import { properties, property_rent_listings, property_sale_listings } from './listings';
import { profiles } from './people';
import { gated_societies } from './societies';
import { sqlList } from './sql-list';

/**
 * A tenant's report that a listing is run by a broker (docs/listings-and-booking.md "No brokers", migration 0042):
 * one rent or sale listing, as a heart names it, with its home and society beside it for the desk's reads. Open
 * until the desk settles it (`handled_at`, `handled_by`, `outcome`). The reporter is kept while their account is;
 * an erasure keeps the report without them (reporter and details cleared), so the desk's evidence about the
 * listing stays.
 */
export const broker_reports = pgTable(
  'broker_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rent_listing_id: uuid('rent_listing_id').references(() => property_rent_listings.id, { onDelete: 'cascade' }),
    sale_listing_id: uuid('sale_listing_id').references(() => property_sale_listings.id, { onDelete: 'cascade' }),
    property_id: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id')
      .notNull()
      .references(() => gated_societies.id, { onDelete: 'cascade' }),
    reporter_id: uuid('reporter_id').references(() => profiles.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    handled_by: uuid('handled_by').references(() => profiles.id, { onDelete: 'set null' }),
    outcome: text('outcome'),
  },
  (t) => [
    check('broker_reports_one_listing_check', sql`(${t.rent_listing_id} is null) <> (${t.sale_listing_id} is null)`),
    check('broker_reports_reason_check', sql`${t.reason} in ${sqlList(BROKER_REPORT_REASONS)}`),
    check('broker_reports_details_check', sql`char_length(${t.details}) <= ${sql.raw(String(BROKER_REPORT_DETAILS_MAX))}`),
    check('broker_reports_outcome_check', sql`(${t.handled_at} is null) = (${t.outcome} is null) and ${t.outcome} in ${sqlList(BROKER_REPORT_OUTCOMES)}`),
    // One open report per person and listing: the same report sent again is the first one (the route answers it).
    uniqueIndex('broker_reports_open_rent_unique').on(t.reporter_id, t.rent_listing_id).where(sql`${t.handled_at} is null and ${t.rent_listing_id} is not null`),
    uniqueIndex('broker_reports_open_sale_unique').on(t.reporter_id, t.sale_listing_id).where(sql`${t.handled_at} is null and ${t.sale_listing_id} is not null`),
    // Today's count and the desk's open list, oldest first.
    index('broker_reports_open_idx').on(t.created_at).where(sql`${t.handled_at} is null`),
    // The handled list, latest answer first.
    index('broker_reports_handled_idx').on(t.handled_at).where(sql`${t.handled_at} is not null`),
    // One listing's reports (its desk view, the listings table's count).
    index('broker_reports_rent_listing_idx').on(t.rent_listing_id, t.created_at).where(sql`${t.rent_listing_id} is not null`),
    index('broker_reports_sale_listing_idx').on(t.sale_listing_id, t.created_at).where(sql`${t.sale_listing_id} is not null`),
    // A person's reports: their data download and their erasure.
    index('broker_reports_reporter_idx').on(t.reporter_id).where(sql`${t.reporter_id} is not null`),
  ],
);
