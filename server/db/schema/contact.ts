// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './people';

export const contact_messages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Marked handled on the desk (docs/ops.md); null while nobody has answered it. */
    handled_at: timestamp('handled_at', { withTimezone: true }),
    handled_by: uuid('handled_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** Kept beside the id so 'who' survives the account's removal, as in the audit log. */
    handled_by_email: text('handled_by_email'),
  },
  (t) => [
    check('contact_messages_handled_check', sql`(${t.handled_at} is null) = (${t.handled_by_email} is null)`),
    index('contact_messages_created_idx').on(t.created_at, t.id),
    // A tenant's messages on the desk's person page: the ones sent from their address (migration 0033).
    index('contact_messages_email_idx').on(sql`lower(${t.email})`, t.created_at),
    index('contact_messages_open_created_idx').on(t.created_at, t.id).where(sql`${t.handled_at} is null`),
    index('contact_messages_handled_created_idx').on(t.created_at, t.id).where(sql`${t.handled_at} is not null`),
  ],
);
