// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gated_societies } from './societies';

/**
 * A society's security desk: the PIN that unlocks /gate/{societyId}, as a keyed hash (server/visits/gate-desk.ts). Set by the
 * societies import (`desk_pin`) or `npm run gate-pin`. `pin_set_at` versions desk sessions: a new PIN signs
 * every desk out. A society without a row has no desk, and its visits are never 'Not checked in'.
 */
export const society_gate_desks = pgTable('society_gate_desks', {
  society_id: uuid('society_id')
    .primaryKey()
    .references(() => gated_societies.id, { onDelete: 'cascade' }),
  pin_hash: text('pin_hash').notNull(),
  pin_set_at: timestamp('pin_set_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Desk sessions ended with 'Lock desk' before their cookie expired. A desk session is a signed cookie, so ending
 * one on the server means remembering its id until it would have expired anyway (then the row is useless and
 * goes with the next lock).
 */
export const gate_desk_locks = pgTable('gate_desk_locks', {
  session_id: text('session_id').primaryKey(),
  society_id: uuid('society_id')
    .notNull()
    .references(() => gated_societies.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  locked_at: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
});
