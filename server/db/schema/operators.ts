// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { date, primaryKey, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './people';
import { gated_societies } from './societies';

/**
 * One row per alert digest sent (server/alerts/digest.ts): at most one message per person, society and
 * India-time day. `covered_until` is the activation moment up to which listings were included, so the next
 * digest only names listings that became Active after it.
 */
export const alert_digests = pgTable(
  'alert_digests',
  {
    user_id: uuid('user_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id, { onDelete: 'cascade' }),
    digest_date: date('digest_date').notNull(),
    covered_until: timestamp('covered_until', { withTimezone: true }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.society_id, t.digest_date] })],
);
