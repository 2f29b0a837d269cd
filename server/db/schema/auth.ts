// The embedded Supabase Auth (GoTrue) store: only used when NEXT_PUBLIC_SUPABASE_URL is unset.
// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const embeddedAuth = pgSchema('embedded_auth');

export const authUsers = embeddedAuth.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    phone: text('phone'),
    email_confirmed_at: timestamp('email_confirmed_at', { withTimezone: true }),
    phone_confirmed_at: timestamp('phone_confirmed_at', { withTimezone: true }),
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
    user_metadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    app_metadata: jsonb('app_metadata').$type<Record<string, unknown>>().notNull().default({ provider: 'email', providers: ['email'] }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_phone_idx').on(t.phone)],
);

export const authSessions = embeddedAuth.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => authUsers.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshed_at: timestamp('refreshed_at', { withTimezone: true }),
    user_agent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const authRefreshTokens = embeddedAuth.table(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    session_id: uuid('session_id').notNull().references(() => authSessions.id, { onDelete: 'cascade' }),
    parent_hash: text('parent_hash'),
    revoked: boolean('revoked').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
);

/**
 * One live e-mail code per address and holder (the device that asked for it, server/auth/holder.ts): a new code
 * replaces that holder's old one only. signed_in_at: the holder's last sign-in to the address (a known device).
 */
export const authOneTimeCodes = embeddedAuth.table(
  'one_time_codes',
  {
    email: text('email').notNull(),
    holder: text('holder').notNull().default(''),
    code_hash: text('code_hash').notNull(),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    signed_in_at: timestamp('signed_in_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'one_time_codes_email_holder_pk', columns: [t.email, t.holder] })],
);

/**
 * One-tap sign-in links (docs/auth.md "The sign-in link"): every login e-mail carries one beside its code. The token
 * is 32 random bytes, stored only as its SHA-256; it signs in the address it was made for, once, until expires_at.
 * Independent of the codes: a later code for any device never kills a link already in the inbox.
 */
export const authLoginLinks = embeddedAuth.table(
  'login_links',
  {
    token_hash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_links_email_idx').on(t.email)],
);
