// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REPORT_KINDS, REPORT_STATUSES, type FittingCheck, type HandedKeys, type Meters } from '@/lib/tenancies/condition-report';
import { sqlList } from './sql-list';
import { tenancies } from './tenancies';

/** The locked report's PDF, kept in the row like the agreement's draft. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A room of the report as stored: its key and name (fixed when the report opened) and the tenant's note. */
export interface StoredReportRoom {
  key: string;
  name: string;
  note: string;
}

/**
 * A tenancy's move-in or move-out condition report (docs/move-in.md "The condition reports"), one of each kind at
 * most: the tenant fills it, sends it (their confirmation), the owner confirms or comments; both confirmed, it is
 * locked with its PDF and SHA-256 (migration 0047).
 */
export const condition_reports = pgTable(
  'condition_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenancy_id: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('draft'),
    rooms: jsonb('rooms').$type<StoredReportRoom[]>().notNull().default([]),
    meters: jsonb('meters').$type<Partial<Meters>>().notNull().default({}),
    handed_keys: jsonb('handed_keys').$type<Partial<HandedKeys>>().notNull().default({}),
    fittings: jsonb('fittings').$type<FittingCheck[]>().notNull().default([]),
    owner_comment: text('owner_comment'),
    owner_commented_at: timestamp('owner_commented_at', { withTimezone: true }),
    tenant_confirmed_at: timestamp('tenant_confirmed_at', { withTimezone: true }),
    tenant_confirmed_address: text('tenant_confirmed_address'),
    owner_confirmed_at: timestamp('owner_confirmed_at', { withTimezone: true }),
    owner_confirmed_address: text('owner_confirmed_address'),
    locked_at: timestamp('locked_at', { withTimezone: true }),
    pdf: bytea('pdf'),
    pdf_sha256: text('pdf_sha256'),
    started_by: text('started_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('condition_reports_tenancy_kind_unique').on(t.tenancy_id, t.kind),
    check('condition_reports_kind_check', sql`${t.kind} in ${sqlList(REPORT_KINDS)}`),
    check('condition_reports_status_check', sql`${t.status} in ${sqlList(REPORT_STATUSES)}`),
    check('condition_reports_started_by_check', sql`${t.started_by} in ('tenant', 'owner')`),
    check(
      'condition_reports_locked_check',
      sql`(${t.status} = 'locked') = (${t.locked_at} is not null and ${t.pdf} is not null and ${t.pdf_sha256} is not null and ${t.tenant_confirmed_at} is not null and ${t.owner_confirmed_at} is not null)`,
    ),
  ],
);

/** A photo of one room: a private object (no URL serves it), its SHA-256 and size as stored (WebP, no EXIF). */
export const condition_report_photos = pgTable(
  'condition_report_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    report_id: uuid('report_id')
      .notNull()
      .references(() => condition_reports.id, { onDelete: 'cascade' }),
    room_key: text('room_key').notNull(),
    object_path: text('object_path').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('condition_report_photos_report_idx').on(t.report_id, t.room_key, t.created_at)],
);
