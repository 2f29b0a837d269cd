// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
