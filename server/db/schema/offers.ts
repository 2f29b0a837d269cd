// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLOSED_OFFER_STATUSES, OFFER_STATUSES } from '@/lib/catalog';
import { properties, property_rent_listings } from './listings';
import { profiles, tenant_profile } from './people';
import { gated_societies } from './societies';
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
  },
  (t) => [
    check('tenant_offers_status_check', sql`${t.offer_status} in ${sqlList(OFFER_STATUSES)}`),
    check('tenant_offers_rent_check', sql`${t.offered_rent} >= 1`),
    check('tenant_offers_deposit_check', sql`${t.offered_security_deposit} >= 1`),
    // One live offer per person and property; closed offers (Rejected, Withdrawn) do not block a new one.
    uniqueIndex('tenant_offers_one_live_per_property')
      .on(t.user_id, t.property_id)
      .where(sql`offer_status not in ${sqlList(CLOSED_OFFER_STATUSES)}`),
    index('tenant_offers_user_idx').on(t.user_id),
  ],
);
