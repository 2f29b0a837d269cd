import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const contact_messages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lead campaign (the festival page, /summitt/{slug}): its texts, its society and its dates are data, so the
 * next festival is a new row. ends_at null = open until an operator sets it.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    greeting: text('greeting').notNull(),
    intro: text('intro').notNull(),
    /** Shown as the 'Welcome!' toast after a first verified lead. */
    welcome_message: text('welcome_message').notNull(),
    /** The society named in the claim; linked when a society of that exact name exists. */
    society_name: text('society_name').notNull(),
    homes_managed: integer('homes_managed').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('campaigns_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('campaigns_dates_check', sql`${t.ends_at} is null or ${t.ends_at} > ${t.starts_at}`),
    check('campaigns_homes_check', sql`${t.homes_managed} > 0`),
  ],
);

/** One verified lead per phone number and campaign; submitting again updates it. */
export const festival_leads = pgTable(
  'festival_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    campaign: text('campaign')
      .notNull()
      .references(() => campaigns.slug, { onUpdate: 'cascade' }),
    role: text('role').notNull(),
    owner_interests: text('owner_interests').array().notNull().default(sql`'{}'::text[]`),
    verified_at: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('festival_leads_phone_campaign_unique').on(t.phone, t.campaign),
    check('festival_leads_role_check', sql`${t.role} in ('Tenant', 'Buyer', 'Property Owner')`),
    check('festival_leads_phone_check', sql`${t.phone} ~ '^[0-9]{10}$'`),
    check('festival_leads_interests_check', sql`${t.owner_interests} <@ array['rent', 'sell', 'manage', 'know', 'callback']::text[]`),
    // Owners name at least one interest; tenants and buyers none.
    check('festival_leads_owner_interests_check', sql`(${t.role} = 'Property Owner') = (cardinality(${t.owner_interests}) > 0)`),
    index('festival_leads_campaign_verified_idx').on(t.campaign, t.verified_at),
  ],
);

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
