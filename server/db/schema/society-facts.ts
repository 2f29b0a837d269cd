// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bedroom_configurations, property_rent_listings } from './listings';
import { gated_societies } from './societies';

// A society's facts and rules for tenants with their source and checked date (migration 0027,
// docs/society-facts.md). The values each fact may hold are lib/societies/facts.ts's.
export const society_facts = pgTable(
  'society_facts',
  {
    society_id: uuid('society_id').notNull().references(() => gated_societies.id, { onDelete: 'cascade' }),
    fact: text('fact').notNull(),
    value: text('value').notNull(),
    source: text('source').notNull(),
    checked_on: date('checked_on').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'society_facts_pkey', columns: [t.society_id, t.fact] }),
    check('society_facts_source_check', sql`${t.source} in ('association', 'owner', 'rera_register', 'our_visit')`),
    check('society_facts_value_check', sql`length(${t.value}) between 1 and 300`),
    index('society_facts_fact_value_idx').on(t.fact, t.value, t.society_id),
  ],
);

// Written only by the trigger property_rent_listings_rent_history (migration 0027): every rent a listing asked.
export const rent_listing_history = pgTable(
  'rent_listing_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listing_id: uuid('listing_id').notNull().references(() => property_rent_listings.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id, { onDelete: 'cascade' }),
    bedroom_configuration_id: smallint('bedroom_configuration_id').references(() => bedroom_configurations.id),
    sqft: integer('sqft'),
    rent: integer('rent').notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rent_listing_history_society_idx').on(t.society_id, t.recorded_at), index('rent_listing_history_listing_idx').on(t.listing_id)],
);
