// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './people';
import { staff_members } from './staff';

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
    /** The staff member the desk gave the message to, and since when (migration 0035). */
    assigned_to: uuid('assigned_to').references(() => staff_members.user_id, { onDelete: 'set null' }),
    assigned_at: timestamp('assigned_at', { withTimezone: true }),
  },
  (t) => [
    check('contact_messages_handled_check', sql`(${t.handled_at} is null) = (${t.handled_by_email} is null)`),
    index('contact_messages_created_idx').on(t.created_at, t.id),
    // A tenant's messages on the desk's person page: the ones sent from their address (migration 0033).
    index('contact_messages_email_idx').on(sql`lower(${t.email})`, t.created_at),
    index('contact_messages_open_created_idx').on(t.created_at, t.id).where(sql`${t.handled_at} is null`),
    index('contact_messages_handled_created_idx').on(t.created_at, t.id).where(sql`${t.handled_at} is not null`),
    index('contact_messages_assigned_idx').on(t.assigned_to, t.created_at, t.id).where(sql`${t.assigned_to} is not null`),
  ],
);

/**
 * A reply the desk sent to a contact message (docs/ops.md "Leads, messages and campaigns"), kept with it: the text as sent, who sent it
 * and to which address. It goes as GHomes through the mail provider or the outbox (message `contact-reply`, key
 * `contact-reply-email:<id>`). Replies go with their message (an erasure removes the person's messages).
 */
export const contact_replies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message_id: uuid('message_id')
      .notNull()
      .references(() => contact_messages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The address the reply went to: the message's, when it was sent. */
    sent_to: text('sent_to').notNull(),
    sent_by: uuid('sent_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** Kept beside the id so 'who' survives the account's removal, as in the audit log. */
    sent_by_email: text('sent_by_email').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.message_id, t.created_at)],
);
