// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Prefix autocomplete (spec: 5 per source, case-insensitive) uses lower(name) text_pattern_ops so that
// `lower(name) LIKE 'abc%'` is an index range scan at any size.
const prefixIndex = (table: string, column: AnyPgColumn) =>
  index(`${table}_name_prefix_idx`).using('btree', sql`lower(${column}) text_pattern_ops`);

export const zones = pgTable('zones', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  name_search: text('name_search'),
});

export const cities = pgTable('cities', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
});

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    name_search: text('name_search'),
    zone_id: uuid('zone_id').references(() => zones.id),
    city_id: uuid('city_id').references(() => cities.id),
  },
  (t) => [prefixIndex('locations', t.name)],
);

export const sub_locations = pgTable(
  'sub_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    name_search: text('name_search'),
    location_id: uuid('location_id').references(() => locations.id),
  },
  (t) => [prefixIndex('sub_locations', t.name)],
);

export const builders = pgTable(
  'builders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    name_search: text('name_search'),
    description: text('description'),
    logo_url: text('logo_url'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [prefixIndex('builders', t.name)],
);
