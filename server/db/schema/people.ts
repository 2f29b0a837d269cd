// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '@/lib/i18n/locales';
import { gated_societies } from './societies';
import { sqlList } from './sql-list';

/** One row per auth user (id = the auth user's id), kept in both the embedded and the hosted mode. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country_code: text('country_code').notNull().default('+91'),
    // Set when the person first proves the e-mail address (a verified code). Until then the registration holds
    // neither its e-mail nor its phone: a new registration with either replaces it (server/auth/registration.ts).
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    // Set when the person proves the phone number with a WhatsApp code. Until then no WhatsApp message goes to it
    // (server/jobs/deliveries.ts): the number was typed, not proven, and may be a stranger's.
    phone_verified_at: timestamp('phone_verified_at', { withTimezone: true }),
    // The language the person reads messages in (migration 0050): NULL until chosen, read as English.
    language: text('language'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_email_unique').on(sql`lower(${t.email})`),
    // A typed number proves nothing: only a verified one is held by its account (an unverified copy never
    // blocks the real owner from registering or verifying).
    uniqueIndex('profiles_verified_phone_unique').on(t.country_code, t.phone).where(sql`${t.phone_verified_at} is not null`),
    index('profiles_phone_idx').on(t.country_code, t.phone),
    check('profiles_phone_digits_check', sql`${t.phone} ~ '^[0-9]{6,15}$'`),
    check('profiles_language_check', sql`${t.language} in ${sqlList(LOCALES)}`),
  ],
);


export const property_alerts = pgTable(
  'property_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id, { onDelete: 'cascade' }),
    property_type: text('property_type').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('property_alerts_type_check', sql`${t.property_type} in ('Buy', 'Rent')`),
    uniqueIndex('property_alerts_user_society_type_unique').on(t.user_id, t.society_id, t.property_type),
  ],
);

export const brochure_downloads = pgTable(
  'brochure_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brochure_downloads_society_idx').on(t.society_id)],
);

export const tenant_profile = pgTable(
  'tenant_profile',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().unique().references(() => profiles.id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    alternative_phone_number: text('alternative_phone_number'),
    short_bio: text('short_bio'),
    occupation: text('occupation').notNull().default('Employed (Salaried)'),
    employer_name: text('employer_name'),
    nature_of_work: text('nature_of_work'),
    business_name: text('business_name'),
    google_business_profile_url: text('google_business_profile_url'),
    institution_name: text('institution_name'),
    home_state: text('home_state').notNull(),
    tenant_type: text('tenant_type').notNull(),
    number_of_adults: integer('number_of_adults'),
    number_of_children: integer('number_of_children'),
    total_occupants: integer('total_occupants'),
    has_pet: boolean('has_pet').notNull(),
    consent_to_bg: boolean('consent_to_bg').notNull().default(false),
    linkedin_profile: text('linkedin_profile'),
    cibil_score: integer('cibil_score'),
    current_residing_city: text('current_residing_city'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tenant_profile_adults_check', sql`${t.number_of_adults} >= 1`),
    check('tenant_profile_children_check', sql`${t.number_of_children} >= 0`),
    check('tenant_profile_occupants_check', sql`${t.total_occupants} >= 1`),
    check('tenant_profile_cibil_check', sql`${t.cibil_score} between 300 and 900`),
  ],
);
