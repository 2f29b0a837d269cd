// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { AMENITY_KEYS, UTILITY_KEYS, type AmenityKey, type UtilityKey } from '@/lib/amenities';
import type { PhotoRef } from '@/lib/photos';
import { OFFER_ANSWER_MODES } from '@/lib/owners/owners';
import { builders, cities, locations, sub_locations, zones } from './places';
import { sqlList } from './sql-list';

const flag = <N extends string>(name: N) => boolean(name).notNull().default(false);
type FlagColumns<K extends string> = { [P in K]: ReturnType<typeof flag<P>> };
function flagColumns<K extends string>(keys: readonly K[]): FlagColumns<K> {
  return Object.fromEntries(keys.map((key) => [key, flag(key)])) as FlagColumns<K>;
}

export const gated_societies = pgTable(
  'gated_societies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    /** The name as lib/search/normalise.ts writes it (server/db/search-names.ts); NULL reads as lower(name). */
    name_search: text('name_search'),
    primary_photo: jsonb('primary_photo').$type<PhotoRef>(),
    photo_gallery: jsonb('photo_gallery').$type<PhotoRef[]>().notNull().default([]),
    category: text('category'),
    project_type: text('project_type').notNull(),
    project_status: text('project_status').notNull(),
    project_size: text('project_size'),
    total_units: integer('total_units'),
    number_of_floors: integer('number_of_floors'),
    completion_date: date('completion_date'),
    bedroom_configurations: text('bedroom_configurations').array().notNull().default(sql`'{}'::text[]`),
    project_highlights: text('project_highlights').array().notNull().default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    brochure_pdf: text('brochure_pdf'),
    builder_id: uuid('builder_id').references(() => builders.id),
    location_id: uuid('location_id').references(() => locations.id),
    sub_location_id: uuid('sub_location_id').references(() => sub_locations.id),
    zone_id: uuid('zone_id').references(() => zones.id),
    city_id: uuid('city_id').references(() => cities.id),
    status: text('status').notNull().default('verified'),
    // The operator's key for this society (server/import): a re-import updates the row it names.
    external_key: text('external_key'),
    ...flagColumns<AmenityKey>(AMENITY_KEYS),
    ...flagColumns<UtilityKey>(UTILITY_KEYS),
    // How this society's offers reach owners (docs/owners.md): through the desk first, or straight to the owner.
    offer_answer_mode: text('offer_answer_mode').notNull().default('team_first'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gated_societies_offer_answer_mode_check', sql`${t.offer_answer_mode} in ${sqlList(OFFER_ANSWER_MODES)}`),
    check('gated_societies_project_type_check', sql`${t.project_type} in ('Apartment', 'Villa')`),
    check(
      'gated_societies_project_status_check',
      sql`${t.project_status} in ('New Launch', 'Under Construction', 'Ready to Move-in')`,
    ),
    check('gated_societies_category_check', sql`${t.category} in ('Luxury', 'Ultra Luxury', 'Premium', 'Value')`),
    check('gated_societies_status_check', sql`${t.status} in ('verified', 'unverified')`),
    check('gated_societies_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('gated_societies_longitude_check', sql`${t.longitude} between -180 and 180`),
    index('gated_societies_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    // The desk's listings sorted by society walk the societies in name order (migration 0017).
    index('gated_societies_lower_name_idx').using('btree', sql`lower(${t.name})`),
    index('gated_societies_builder_status_idx').on(t.builder_id, t.status, t.project_status),
    index('gated_societies_zone_idx').on(t.zone_id),
    index('gated_societies_location_idx').on(t.location_id),
    index('gated_societies_sub_location_idx').on(t.sub_location_id),
    uniqueIndex('gated_societies_external_key_unique').on(t.external_key),
  ],
);
