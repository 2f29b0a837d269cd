// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES, DELETION_REASONS } from '@/lib/privacy/consents';
import { CONSENT_PURPOSES } from '@/lib/privacy/consents';
import { profiles } from './people';
import { sqlList } from './sql-list';

/**
 * Every consent a person gave or withdrew (docs/privacy.md), appended, never changed: the latest row of a purpose
 * is its state, and the person reads the whole log on the profile. No row = given (the consent the person gave
 * where the data was collected: registration, verifying the number, setting an alert).
 */
export const consent_log = pgTable(
  'consent_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('consent_log_purpose_check', sql`${t.purpose} in ${sqlList(CONSENT_PURPOSES)}`), index('consent_log_user_idx').on(t.user_id, t.purpose, t.id)],
);

/**
 * 'Download my data' (server/privacy/export.ts): the `build-data-export` job writes the file here and e-mails a
 * link. The link's token is stored only as its SHA-256 and works once, until expires_at (24 hours); the file is
 * cleared when it is downloaded, and the row goes with the retention purge of codes and links.
 */
export const data_exports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('building'),
    token_hash: text('token_hash').unique(),
    file_html: text('file_html'),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    ready_at: timestamp('ready_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [check('data_exports_status_check', sql`${t.status} in ${sqlList(DATA_EXPORT_STATUSES)}`), index('data_exports_user_idx').on(t.user_id, t.requested_at)],
);

/**
 * 'Delete my account' and the erasure after years without sign-in (server/privacy/erasure.ts): final at final_at
 * (48 hours after the request or the notice) unless undone with the e-mailed link, whose token is stored only as
 * its SHA-256. The finalisation removes the row.
 */
export const account_deletions = pgTable(
  'account_deletions',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    undo_token_hash: text('undo_token_hash').notNull().unique(),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    final_at: timestamp('final_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('account_deletions_reason_check', sql`${t.reason} in ${sqlList(DELETION_REASONS)}`), index('account_deletions_final_idx').on(t.final_at)],
);
