import { sql } from 'drizzle-orm';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties, property_rent_listings, property_sale_listings } from './listings';
import { gated_societies } from './societies';

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
  ],
);

const LIVE_VISIT = sql.raw(`status in (${LIVE_VISIT_STATUSES.map((status) => `'${status}'`).join(', ')})`);

export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    visit_start: timestamp('visit_start', { withTimezone: true }).notNull(),
    visit_end: timestamp('visit_end', { withTimezone: true }).notNull(),
    visit_type: text('visit_type').notNull(),
    status: text('status').notNull().default('open'),
    property_id: uuid('property_id').notNull().references(() => properties.id),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id),
    rent_listing_id: uuid('rent_listing_id').references(() => property_rent_listings.id),
    sale_listing_id: uuid('sale_listing_id').references(() => property_sale_listings.id),
    at_the_society: boolean('at_the_society').notNull().default(false),
    feedback: text('feedback'),
    notes: text('notes'),
    drop_reason: text('drop_reason').array(),
    /** The gate pass's short code (server/visits/gate-pass.ts); null for visits booked before passes existed. */
    pass_code: text('pass_code'),
    /** When the society's security desk checked the visitor in (/gate/{societyId}). */
    checked_in_at: timestamp('checked_in_at', { withTimezone: true }),
    /** Times the visit moved (at most 2); the calendar invite's SEQUENCE. */
    reschedule_count: integer('reschedule_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('visits_type_check', sql`${t.visit_type} in ('rental', 'buyer')`),
    check('visits_status_check', sql`${t.status} in ('open', 'upcoming', 'confirmed', 'completed', 'cancelled', 'expired')`),
    check('visits_slot_length_check', sql`${t.visit_end} = ${t.visit_start} + interval '30 minutes'`),
    check('visits_listing_check', sql`(${t.visit_type} = 'rental' and ${t.rent_listing_id} is not null) or (${t.visit_type} = 'buyer' and ${t.sale_listing_id} is not null)`),
    check('visits_feedback_check', sql`${t.feedback} in ('', 'shortlisted', 'hold', 'dropped', 'need to visit again')`),
    // A property's 30-minute slot holds one live visit: two concurrent bookings give exactly one success.
    uniqueIndex('visits_one_live_per_slot').on(t.property_id, t.visit_start).where(LIVE_VISIT),
    // A person holds at most one live visit for one property on one India-time day.
    uniqueIndex('visits_one_live_per_user_property_day')
      .on(t.user_id, t.property_id, sql`((${t.visit_start} at time zone 'Asia/Kolkata')::date)`)
      .where(LIVE_VISIT),
    check('visits_reschedule_count_check', sql`${t.reschedule_count} between 0 and 2`),
    uniqueIndex('visits_pass_code_unique').on(t.pass_code).where(sql`${t.pass_code} is not null`),
    index('visits_user_start_idx').on(t.user_id, t.visit_start),
    index('visits_user_society_idx').on(t.user_id, t.society_id, t.status),
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

export const tenant_offers = pgTable(
  'tenant_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant_profile_id: uuid('tenant_profile_id').notNull().references(() => tenant_profile.id),
    property_rent_listing_id: uuid('property_rent_listing_id').notNull().references(() => property_rent_listings.id),
    property_id: uuid('property_id').notNull().references(() => properties.id),
    owner_id: uuid('owner_id'),
    society_id: uuid('society_id').notNull().references(() => gated_societies.id),
    user_id: uuid('user_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    offered_rent: integer('offered_rent').notNull(),
    offered_security_deposit: integer('offered_security_deposit').notNull(),
    movein_date: date('movein_date').notNull(),
    extra_fittings_requested: text('extra_fittings_requested'),
    message: text('message'),
    offer_status: text('offer_status').notNull().default('Pending'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tenant_offers_status_check', sql`${t.offer_status} in ('Pending', 'Accepted', 'Rejected', 'Withdrawn')`),
    check('tenant_offers_rent_check', sql`${t.offered_rent} >= 1`),
    check('tenant_offers_deposit_check', sql`${t.offered_security_deposit} >= 1`),
    // One live offer per person and property; Rejected and Withdrawn offers do not block a new one.
    uniqueIndex('tenant_offers_one_live_per_property')
      .on(t.user_id, t.property_id)
      .where(sql.raw(`offer_status not in ('Rejected', 'Withdrawn')`)),
    index('tenant_offers_user_idx').on(t.user_id),
  ],
);
