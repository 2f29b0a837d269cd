// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '@/lib/i18n/locales';
import { OWNER_CHANNELS, OWNER_LINK_PURPOSES } from '@/lib/owners/owners';
import { property_rent_listings } from './listings';
import { profiles } from './people';
import { sqlList } from './sql-list';

/**
 * The owner of homes we list (docs/owners.md): a record, which an account may take over by proving its number. One
 * owner per phone number (the import matches by it). Contact details never reach a tenant-facing answer or page.
 */
export const owners = pgTable(
  'owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    country_code: text('country_code').notNull().default('+91'),
    phone: text('phone').notNull(),
    email: text('email'),
    preferred_channel: text('preferred_channel').notNull().default('whatsapp'),
    // Set when the owner proves the number with a code sent to it: only then does WhatsApp carry anything else.
    phone_verified_at: timestamp('phone_verified_at', { withTimezone: true }),
    // The sign-in account that proved this record's number (server/owners/account.ts): one each way (migration 0040).
    user_id: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    account_linked_at: timestamp('account_linked_at', { withTimezone: true }),
    // Homes the owner may hold or have waiting without the desk's say (lib/owners/home-submission.ts; migration 0044).
    home_limit: integer('home_limit').notNull().default(10),
    // The language the owner reads messages in (migration 0050): NULL until chosen, read as English.
    language: text('language'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('owners_phone_unique').on(t.country_code, t.phone),
    // The desk's owners list, by name (migration 0023).
    index('owners_name_idx').on(t.name, t.id),
    uniqueIndex('owners_user_unique').on(t.user_id),
    check('owners_account_linked_check', sql`(${t.user_id} is null) = (${t.account_linked_at} is null)`),
    check('owners_home_limit_check', sql`${t.home_limit} between 0 and 1000`),
    check('owners_phone_digits_check', sql`${t.phone} ~ '^[0-9]{6,15}$'`),
    check('owners_language_check', sql`${t.language} in ${sqlList(LOCALES)}`),
    check('owners_channel_check', sql`${t.preferred_channel} in ${sqlList(OWNER_CHANNELS)}`),
  ],
);

/**
 * A link sent to an owner: bound to the owner, one purpose and one subject (an offer or a rent listing), expiring,
 * decided once, revocable from the desk. The URL carries a signed token naming this row (server/owners/links.ts).
 */
export const owner_links = pgTable(
  'owner_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    subject_id: uuid('subject_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision: text('decision'),
  },
  (t) => [
    check('owner_links_purpose_check', sql`${t.purpose} in ${sqlList(OWNER_LINK_PURPOSES)}`),
    check('owner_links_decision_check', sql`(${t.decided_at} is null) = (${t.decision} is null)`),
    index('owner_links_subject_idx').on(t.purpose, t.subject_id, t.created_at),
    index('owner_links_owner_idx').on(t.owner_id, t.created_at),
  ],
);

/** A browser an owner proved with a code: remembered until `expires_at` (30 days). Keyed by the device cookie's hash. */
export const owner_devices = pgTable(
  'owner_devices',
  {
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    device_hash: text('device_hash').notNull(),
    proved_at: timestamp('proved_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner_id, t.device_hash] })],
);

/** The code a device asked for to prove it is the owner's: one live code per owner and device, tries counted. */
export const owner_device_codes = pgTable(
  'owner_device_codes',
  {
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    device_hash: text('device_hash').notNull(),
    code_hash: text('code_hash').notNull(),
    channel: text('channel').notNull(),
    wrong_tries: integer('wrong_tries').notNull().default(0),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner_id, t.device_hash] }), check('owner_device_codes_channel_check', sql`${t.channel} in ${sqlList(OWNER_CHANNELS)}`)],
);

/** How a question to the owner of a rent listing ended (docs/owners.md "Availability"). */
export const AVAILABILITY_OUTCOMES = ['available', 'rented', 'unconfirmed', 'superseded', 'revoked'] as const;

/**
 * One 'is your home still available?' asked to the owner of an Active rent listing: asked, reminded once, closed
 * by the owner's answer, by the hide step ('unconfirmed'), or by someone else confirming or changing the listing.
 * At most one open per listing, so each step happens once per cycle.
 */
export const availability_asks = pgTable(
  'availability_asks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rent_listing_id: uuid('rent_listing_id')
      .notNull()
      .references(() => property_rent_listings.id, { onDelete: 'cascade' }),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    link_id: uuid('link_id')
      .notNull()
      .references(() => owner_links.id, { onDelete: 'cascade' }),
    asked_at: timestamp('asked_at', { withTimezone: true }).notNull(),
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    check('availability_asks_outcome_check', sql`${t.outcome} in ${sqlList(AVAILABILITY_OUTCOMES)}`),
    check('availability_asks_closed_check', sql`(${t.closed_at} is null) = (${t.outcome} is null)`),
    uniqueIndex('availability_asks_one_open').on(t.rent_listing_id).where(sql`${t.closed_at} is null`),
    uniqueIndex('availability_asks_link_unique').on(t.link_id),
    index('availability_asks_open_asked_idx').on(t.asked_at).where(sql`${t.closed_at} is null`),
    // The questions put to one owner, on the desk's owner page (migration 0033).
    index('availability_asks_owner_idx').on(t.owner_id, t.asked_at),
  ],
);

/**
 * A rent an owner set on /owner/homes that differs from the listed one by more than RENT_CHANGE_FOR_DESK
 * (lib/validation/owner-account.ts): it waits for the desk, which approves (the listing takes it) or refuses it
 * (migration 0041). At most one waits per listing; a newer one replaces it.
 */
export const listing_rent_changes = pgTable(
  'listing_rent_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rent_listing_id: uuid('rent_listing_id')
      .notNull()
      .references(() => property_rent_listings.id, { onDelete: 'cascade' }),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    old_rent: integer('old_rent').notNull(),
    new_rent: integer('new_rent').notNull(),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision: text('decision'),
  },
  (t) => [
    check('listing_rent_changes_rent_check', sql`${t.new_rent} > 0`),
    check('listing_rent_changes_decision_check', sql`(${t.decided_at} is null) = (${t.decision} is null) and ${t.decision} in ('approved', 'refused', 'replaced')`),
    uniqueIndex('listing_rent_changes_one_waiting').on(t.rent_listing_id).where(sql`${t.decided_at} is null`),
    index('listing_rent_changes_waiting_idx').on(t.requested_at).where(sql`${t.decided_at} is null`),
  ],
);
