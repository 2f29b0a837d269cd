// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LIVE_VISIT_STATUSES, VISIT_STATUSES } from '@/lib/catalog';
import { INDIA_TIME_ZONE } from '@/lib/time/india';
import { properties, property_rent_listings, property_sale_listings } from './listings';
import { profiles } from './people';
import { gated_societies } from './societies';
import { sqlList } from './sql-list';

const LIVE_VISIT = sql`status in ${sqlList(LIVE_VISIT_STATUSES)}`;

export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    visit_start: timestamp('visit_start', { withTimezone: true }).notNull(),
    visit_end: timestamp('visit_end', { withTimezone: true }).notNull(),
    visit_type: text('visit_type').notNull(),
    status: text('status').notNull().default('open'),
    property_id: uuid('property_id').notNull().references(() => properties.id),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id),
    rent_listing_id: uuid('rent_listing_id').references(() => property_rent_listings.id),
    sale_listing_id: uuid('sale_listing_id').references(() => property_sale_listings.id),
    at_the_society: boolean('at_the_society').notNull().default(false),
    feedback: text('feedback'),
    notes: text('notes'),
    drop_reason: text('drop_reason').array(),
    /** The gate pass's short code (server/visits/gate-pass.ts); null for visits booked before passes existed. */
    pass_code: text('pass_code'),
    /** When the society's security desk checked the visitor in (/gate/{societyId}). */
    checked_in_at: timestamp('checked_in_at', { withTimezone: true }),
    /** Times the visit moved (at most 2); the calendar invite's SEQUENCE. */
    reschedule_count: integer('reschedule_count').notNull().default(0),
    /** An agent of the desk opened the home for the visitor (/ops/visits); never together with no_show_at. */
    door_unlocked_at: timestamp('door_unlocked_at', { withTimezone: true }),
    /** An agent recorded that the visitor did not come (recorded only: it counts against nobody). */
    no_show_at: timestamp('no_show_at', { withTimezone: true }),
    /** The staff member who set the mark above. */
    marked_by: uuid('marked_by').references(() => profiles.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('visits_type_check', sql`${t.visit_type} in ('rental', 'buyer')`),
    check('visits_status_check', sql`${t.status} in ${sqlList(VISIT_STATUSES)}`),
    check('visits_slot_length_check', sql`${t.visit_end} = ${t.visit_start} + interval '30 minutes'`),
    check('visits_listing_check', sql`(${t.visit_type} = 'rental' and ${t.rent_listing_id} is not null) or (${t.visit_type} = 'buyer' and ${t.sale_listing_id} is not null)`),
    check('visits_feedback_check', sql`${t.feedback} in ('', 'shortlisted', 'hold', 'dropped', 'need to visit again')`),
    // A property's 30-minute slot holds one live visit: two concurrent bookings give exactly one success.
    uniqueIndex('visits_one_live_per_slot').on(t.property_id, t.visit_start).where(LIVE_VISIT),
    // A person holds at most one live visit for one property on one India-time day.
    uniqueIndex('visits_one_live_per_user_property_day')
      .on(t.user_id, t.property_id, sql`((${t.visit_start} at time zone ${sql.raw(`'${INDIA_TIME_ZONE}'`)})::date)`)
      .where(LIVE_VISIT),
    check('visits_reschedule_count_check', sql`${t.reschedule_count} between 0 and 2`),
    uniqueIndex('visits_pass_code_unique').on(t.pass_code).where(sql`${t.pass_code} is not null`),
    index('visits_user_start_idx').on(t.user_id, t.visit_start),
    index('visits_user_society_idx').on(t.user_id, t.society_id, t.status),
    check('visits_one_mark_check', sql`${t.door_unlocked_at} is null or ${t.no_show_at} is null`),
    // The visits board: one India day of one society (or of every society), in slot order.
    index('visits_society_start_idx').on(t.society_id, t.visit_start, t.id),
    index('visits_start_idx').on(t.visit_start, t.id),
  ],
);
