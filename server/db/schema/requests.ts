// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The first successful answer to a request sent with an `Idempotency-Key` (server/http/idempotency.ts), per
 * person, route and key. Written in the action's own transaction, so an action and its stored answer commit
 * together: a retry after a lost answer (a crash, a dropped connection) gets the same status and body instead of
 * doing the action again. The fingerprint (sha256 of the parsed body) refuses the same key with another body.
 * Rows older than IDEMPOTENCY_KEY_TTL_HOURS are removed by the worker's cron.
 */
export const idempotency_keys = pgTable(
  'idempotency_keys',
  {
    user_id: uuid('user_id').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    /** The answer's JSON text as it was sent (byte for byte: jsonb would reorder its keys). */
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.route, t.key] }), index('idempotency_keys_created_at_idx').on(t.created_at)],
);
