// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contact_messages } from './contact';
import { property_rent_listings } from './listings';
import { tenant_offers } from './offers';
import { owners } from './owners';
import { profiles } from './people';
import { staff_members } from './staff';
import { visits } from './visits';

/**
 * The desk's notes (docs/ops.md "Notes and assignment", migration 0035): the team's own words on one visit, offer,
 * listing, contact message, tenant or owner, with who wrote them and when. Only the desk reads them: no tenant or
 * owner page, answer or message does.
 */
export const desk_notes = pgTable(
  'desk_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visit_id: uuid('visit_id').references(() => visits.id, { onDelete: 'cascade' }),
    offer_id: uuid('offer_id').references(() => tenant_offers.id, { onDelete: 'cascade' }),
    listing_id: uuid('listing_id').references(() => property_rent_listings.id, { onDelete: 'cascade' }),
    message_id: uuid('message_id').references(() => contact_messages.id, { onDelete: 'cascade' }),
    tenant_id: uuid('tenant_id').references(() => profiles.id, { onDelete: 'cascade' }),
    owner_id: uuid('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    author_id: uuid('author_id').references(() => staff_members.user_id, { onDelete: 'set null' }),
    /** Kept beside the id so 'who' survives the staff member's removal, as in the audit log. */
    author_email: text('author_email').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('desk_notes_one_subject_check', sql`num_nonnulls(${t.visit_id}, ${t.offer_id}, ${t.listing_id}, ${t.message_id}, ${t.tenant_id}, ${t.owner_id}) = 1`),
    check('desk_notes_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    index('desk_notes_visit_idx').on(t.visit_id, t.created_at).where(sql`${t.visit_id} is not null`),
    index('desk_notes_offer_idx').on(t.offer_id, t.created_at).where(sql`${t.offer_id} is not null`),
    index('desk_notes_listing_idx').on(t.listing_id, t.created_at).where(sql`${t.listing_id} is not null`),
    index('desk_notes_message_idx').on(t.message_id, t.created_at).where(sql`${t.message_id} is not null`),
    index('desk_notes_tenant_idx').on(t.tenant_id, t.created_at).where(sql`${t.tenant_id} is not null`),
    index('desk_notes_owner_idx').on(t.owner_id, t.created_at).where(sql`${t.owner_id} is not null`),
  ],
);
