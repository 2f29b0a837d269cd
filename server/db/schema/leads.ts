// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { LEAD_ROLES, OWNER_INTERESTS } from '@/lib/validation/leads';
import { quoted, sqlList } from './sql-list';

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
    check('festival_leads_role_check', sql`${t.role} in ${sqlList(LEAD_ROLES)}`),
    check('festival_leads_phone_check', sql`${t.phone} ~ '^[0-9]{10}$'`),
    check('festival_leads_interests_check', sql`${t.owner_interests} <@ array[${sql.raw(OWNER_INTERESTS.map(quoted).join(', '))}]::text[]`),
    // Owners name at least one interest; tenants and buyers none.
    check('festival_leads_owner_interests_check', sql`(${t.role} = 'Property Owner') = (cardinality(${t.owner_interests}) > 0)`),
    index('festival_leads_campaign_verified_idx').on(t.campaign, t.verified_at),
    index('festival_leads_verified_idx').on(t.verified_at, t.id),
  ],
);
