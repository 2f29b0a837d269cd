// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FURNISHING } from '@/lib/catalog';
import { HOME_SUBMISSION_STATUSES, OWNERSHIP_DOCUMENT_KINDS, type SubmissionPhoto } from '@/lib/owners/home-submission';
import { bedroom_configurations, properties } from './listings';
import { owners } from './owners';
import { gated_societies } from './societies';
import { staff_members } from './staff';
import { sqlList } from './sql-list';

/**
 * A home an owner adds on /owner/homes/new (docs/owners.md "Adding a home"): its details, photos and one private
 * ownership document wait here until the desk approves it (a property and its listing are made then), asks for
 * more (the owner edits and sends it again) or refuses it with a reason (migration 0042).
 */
export const home_submissions = pgTable(
  'home_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id')
      .notNull()
      .references(() => gated_societies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tower: text('tower'),
    unit: text('unit').notNull(),
    bedroom_configuration_id: smallint('bedroom_configuration_id')
      .notNull()
      .references(() => bedroom_configurations.id),
    sqft: integer('sqft'),
    floor_number: integer('floor_number'),
    furnishing: text('furnishing').notNull(),
    property_parking: text('property_parking'),
    expected_rent: integer('expected_rent'),
    expected_deposit: integer('expected_deposit'),
    listing_price: bigint('listing_price', { mode: 'number' }),
    available_from_date: date('available_from_date'),
    description: text('description'),
    photos: jsonb('photos').$type<SubmissionPhoto[]>().notNull().default([]),
    document_kind: text('document_kind'),
    /** The private object (server/storage/private.ts) and its type; never served publicly. */
    document_path: text('document_path'),
    document_content_type: text('document_content_type'),
    status: text('status').notNull().default('draft'),
    /** What the desk asked for, or why it refused. */
    desk_note: text('desk_note'),
    /** An existing home of the same society with the same unit: flagged for the desk, never listed twice. */
    duplicate_property_id: uuid('duplicate_property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The home made on approval. */
    property_id: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: uuid('decided_by').references(() => staff_members.user_id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('home_submissions_kind_check', sql`${t.kind} in ('rent', 'sale')`),
    check('home_submissions_status_check', sql`${t.status} in ${sqlList(HOME_SUBMISSION_STATUSES)}`),
    check('home_submissions_furnishing_check', sql`${t.furnishing} in ${sqlList(FURNISHING)}`),
    check('home_submissions_document_kind_check', sql`${t.document_kind} in ${sqlList(OWNERSHIP_DOCUMENT_KINDS)}`),
    check('home_submissions_price_check', sql`(${t.kind} = 'rent' and ${t.expected_rent} > 0) or (${t.kind} = 'sale' and ${t.listing_price} > 0)`),
    index('home_submissions_owner_idx').on(t.owner_id, t.created_at),
    // The desk's 'New homes' queue: the ones sent and waiting, oldest first.
    index('home_submissions_waiting_idx').on(t.submitted_at).where(sql`${t.status} = 'submitted'`),
  ],
);
