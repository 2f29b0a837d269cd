// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TENANCY_STATUSES } from '@/lib/tenancies/tenancy';
import { properties, property_rent_listings } from './listings';
import { tenant_offers } from './offers';
import { owners } from './owners';
import { profiles } from './people';
import { gated_societies } from './societies';
import { sqlList } from './sql-list';

/** PDF bytes, kept in the row (a draft is about 30 kB). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An accepted offer carried on to the keys (docs/move-in.md): made in the acceptance's transaction, one per offer,
 * with the terms both sides agreed and the agreement's defaults (11 months, lock-in, notice, yearly increase, the
 * deposit's return days) (migration 0045).
 */
export const tenancies = pgTable(
  'tenancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offer_id: uuid('offer_id')
      .notNull()
      .references(() => tenant_offers.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id')
      .notNull()
      .references(() => gated_societies.id),
    property_id: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    rent_listing_id: uuid('rent_listing_id')
      .notNull()
      .references(() => property_rent_listings.id),
    owner_id: uuid('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    tenant_user_id: uuid('tenant_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    rent: integer('rent').notNull(),
    deposit: integer('deposit').notNull(),
    maintenance_amount: integer('maintenance_amount'),
    maintenance_included: boolean('maintenance_included').notNull().default(false),
    move_in_date: date('move_in_date').notNull(),
    term_months: smallint('term_months').notNull(),
    lock_in_months: smallint('lock_in_months').notNull(),
    notice_months: smallint('notice_months').notNull(),
    yearly_increase_percent: smallint('yearly_increase_percent').notNull(),
    deposit_return_days: smallint('deposit_return_days').notNull(),
    fittings: text('fittings').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('agreement'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenancies_offer_unique').on(t.offer_id),
    check('tenancies_status_check', sql`${t.status} in ${sqlList(TENANCY_STATUSES)}`),
    check('tenancies_amounts_check', sql`${t.rent} > 0 and ${t.deposit} >= 0`),
    check('tenancies_term_check', sql`${t.term_months} between 1 and 60 and ${t.lock_in_months} between 0 and ${t.term_months} and ${t.notice_months} between 0 and 6`),
    index('tenancies_tenant_idx').on(t.tenant_user_id),
    index('tenancies_owner_idx').on(t.owner_id).where(sql`${t.owner_id} is not null`),
    index('tenancies_created_idx').on(t.created_at, t.id),
  ],
);

/**
 * One version of a tenancy's rent agreement: the terms it is rendered from, and the draft as first rendered with its
 * SHA-256 (what each party agrees to), kept from then on. A change of terms supersedes it.
 */
export const tenancy_agreements = pgTable(
  'tenancy_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenancy_id: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    terms: jsonb('terms').notNull(),
    draft_sha256: text('draft_sha256'),
    /** The draft as first rendered, kept: what was agreed stays readable byte for byte whatever the renderer becomes. */
    draft_pdf: bytea('draft_pdf'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    superseded_at: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tenancy_agreements_version_unique').on(t.tenancy_id, t.version),
    uniqueIndex('tenancy_agreements_current_unique').on(t.tenancy_id).where(sql`${t.superseded_at} is null`),
  ],
);

/** A party's agreement to one version, bound to the draft's SHA-256, with when and from which address. */
export const agreement_confirmations = pgTable(
  'agreement_confirmations',
  {
    agreement_id: uuid('agreement_id')
      .notNull()
      .references(() => tenancy_agreements.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    name: text('name').notNull(),
    sha256: text('sha256').notNull(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    address: text('address'),
  },
  (t) => [primaryKey({ columns: [t.agreement_id, t.party] }), check('agreement_confirmations_party_check', sql`${t.party} in ('tenant', 'owner')`)],
);

/** The 6-digit code a party asked for to agree: only its HMAC, 10 minutes, five wrong tries. */
export const agreement_codes = pgTable(
  'agreement_codes',
  {
    agreement_id: uuid('agreement_id')
      .notNull()
      .references(() => tenancy_agreements.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    code_hash: text('code_hash').notNull(),
    channel: text('channel').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrong_tries: integer('wrong_tries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agreement_id, t.party] })],
);
