// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLOSED_OFFER_STATUSES, OFFER_STATUSES } from '@/lib/catalog';
import { DECLINE_REASON_CODES } from '@/lib/offers/status';
import { properties, property_rent_listings } from './listings';
import { profiles, tenant_profile } from './people';
import { gated_societies } from './societies';
import { staff_members } from './staff';
import { sqlList } from './sql-list';

export const tenant_offers = pgTable(
  'tenant_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant_profile_id: uuid('tenant_profile_id').notNull().references(() => tenant_profile.id),
    property_rent_listing_id: uuid('property_rent_listing_id').notNull().references(() => property_rent_listings.id),
    property_id: uuid('property_id').notNull().references(() => properties.id),
    owner_id: uuid('owner_id'),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id),
    user_id: uuid('user_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    offered_rent: integer('offered_rent').notNull(),
    offered_security_deposit: integer('offered_security_deposit').notNull(),
    movein_date: date('movein_date').notNull(),
    extra_fittings_requested: text('extra_fittings_requested'),
    message: text('message'),
    offer_status: text('offer_status').notNull().default('Pending'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The answer (migration 0016): a counter made once, the reason of a decline (lib/offers/status.ts) or of a
    // withdrawal, and when the status last moved. The trigger keeps the tenant's terms above final.
    counter_rent: integer('counter_rent'),
    counter_security_deposit: integer('counter_security_deposit'),
    counter_movein_date: date('counter_movein_date'),
    countered_at: timestamp('countered_at', { withTimezone: true }),
    decline_reason: text('decline_reason'),
    withdraw_reason: text('withdraw_reason'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    /** The staff member the desk gave the offer to, and since when (migration 0035). */
    assigned_to: uuid('assigned_to').references(() => staff_members.user_id, { onDelete: 'set null' }),
    assigned_at: timestamp('assigned_at', { withTimezone: true }),
  },
  (t) => [
    check('tenant_offers_status_check', sql`${t.offer_status} in ${sqlList(OFFER_STATUSES)}`),
    // 'Mine' on the desk's offers inbox, in its order (migration 0035).
    index('tenant_offers_assigned_idx').on(t.assigned_to, t.created_at, t.id).where(sql`${t.assigned_to} is not null`),
    check('tenant_offers_rent_check', sql`${t.offered_rent} >= 1`),
    check('tenant_offers_deposit_check', sql`${t.offered_security_deposit} >= 1`),
    // One live offer per person and property; closed offers (Rejected, Withdrawn) do not block a new one.
    uniqueIndex('tenant_offers_one_live_per_property')
      .on(t.user_id, t.property_id)
      .where(sql`offer_status not in ${sqlList(CLOSED_OFFER_STATUSES)}`),
    index('tenant_offers_user_idx').on(t.user_id),
    check(
      'tenant_offers_counter_check',
      sql`(${t.counter_rent} is null and ${t.counter_security_deposit} is null and ${t.counter_movein_date} is null and ${t.countered_at} is null) or (${t.counter_rent} >= 1 and ${t.counter_security_deposit} >= 1 and ${t.counter_movein_date} is not null and ${t.countered_at} is not null)`,
    ),
    check('tenant_offers_decline_reason_check', sql`${t.decline_reason} is null or ${t.decline_reason} in ${sqlList(DECLINE_REASON_CODES)}`),
    // The desk's inbox: sorted by age or rent, filtered by status or society; the other live offers on a home.
    index('tenant_offers_created_idx').on(t.created_at, t.id),
    index('tenant_offers_status_created_idx').on(t.offer_status, t.created_at),
    index('tenant_offers_society_created_idx').on(t.society_id, t.created_at),
    index('tenant_offers_rent_idx').on(t.offered_rent, t.id),
    // Every offer on a home, for the desk's search and an owner's page (migration 0033).
    index('tenant_offers_property_created_idx').on(t.property_id, t.created_at),
    index('tenant_offers_live_property_idx')
      .on(t.property_id)
      .where(sql`offer_status not in ${sqlList(CLOSED_OFFER_STATUSES)}`),
  ],
);
