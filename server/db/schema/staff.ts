import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@/lib/ops/roles';
import { profiles } from './people';
import { gated_societies } from './societies';
import { sqlList } from './sql-list';

/**
 * The GHomes team: an account with a role (docs/ops.md). Read on every desk request, never from a token claim, so
 * a removal takes effect at once.
 */
export const staff_members = pgTable(
  'staff_members',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    granted_by: uuid('granted_by'),
    granted_at: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_members_role_check', sql`${t.role} in ${sqlList(STAFF_ROLES)}`)],
);

/** The societies an agent works for (managers and admins see every society). */
export const staff_societies = pgTable(
  'staff_societies',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => staff_members.user_id, { onDelete: 'cascade' }),
    society_id: uuid('society_id')
      .notNull()
      .references(() => gated_societies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.society_id] }), index('staff_societies_society_idx').on(t.society_id)],
);

/**
 * When a staff session last acted on the desk: a desk session idle for longer than STAFF_IDLE_HOURS ends
 * (server/staff/access.ts). Keyed by the access token's session id, so it works for embedded and hosted auth.
 */
export const staff_session_activity = pgTable('staff_session_activity', {
  session_id: uuid('session_id').primaryKey(),
  user_id: uuid('user_id').notNull(),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  ended_at: timestamp('ended_at', { withTimezone: true }),
});

/**
 * Append-only record of everything staff change, and of every staff view of a person's details. A trigger
 * refuses UPDATE and DELETE (migration 0014), so the app cannot rewrite it. The actor is kept by id and e-mail
 * without a foreign key: a row outlives the account that wrote it.
 */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor_id: uuid('actor_id'),
    actor_email: text('actor_email').notNull(),
    action: text('action').notNull(),
    table_name: text('table_name').notNull(),
    row_id: text('row_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    client_address: text('client_address'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_actor_idx').on(t.actor_id, t.created_at),
    index('audit_log_row_idx').on(t.table_name, t.row_id, t.created_at),
    index('audit_log_action_idx').on(t.action, t.created_at),
    index('audit_log_actor_email_idx').on(t.actor_email, t.id),
  ],
);
