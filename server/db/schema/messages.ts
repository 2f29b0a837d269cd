// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** WhatsApp one-time codes (festival lead, Verify WhatsApp number): hashed, single use, one per number and holder. */
export const phone_otps = pgTable(
  'phone_otps',
  {
    phone: text('phone').notNull(),
    /** Who asked for the code: `user:<id>` (Verify WhatsApp number) or the client (festival lead). */
    holder: text('holder').notNull().default(''),
    code_hash: text('code_hash').notNull(),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'phone_otps_phone_holder_pk', columns: [t.phone, t.holder] })],
);

/** Every message sent while no real mail or WhatsApp provider is configured (docs/decisions.md "Processes"). */
export const outbox_messages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    // Files sent with the message (an .ics invite), as [{ filename, contentType, content }].
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_messages_channel_check', sql`${t.channel} in ('email', 'whatsapp')`),
    index('outbox_messages_to_idx').on(t.to_address, t.created_at),
  ],
);

/** Fixed-window counters shared by every instance (rate limits live in PostgreSQL, not in memory). */
export const rate_limit_events = pgTable(
  'rate_limit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_bucket_idx').on(t.bucket, t.created_at)],
);
