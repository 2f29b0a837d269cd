import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

// What 'Download my data' holds, table by table: every table that names a person (a `user_id`, or a key to the
// profile or the sign-in account) is either a section here or in EXPORT_EXCLUDED with its reason.
// tests/integration/privacy-export.test.ts walks the database's schema and fails on a table in neither list, so a
// new table with a person's id is covered before it ships. Tables that hold the person by address (e-mail, phone)
// rather than by id are sections too.

export interface ExportPerson {
  id: string;
  email: string;
  /** The number as profiles store it (digits), and in E.164 as messages address it. */
  phone: string;
  e164: string;
}

export interface DataExport {
  generatedAt: string;
  person: { id: string; email: string; phone: string };
  sections: { table: string; label: string; rows: Record<string, unknown>[] }[];
  staffAccess: { at: string; who: string; action: string; table: string; rowId: string; fields: unknown }[];
}

export interface ExportSection {
  /** schema.table, as information_schema names it. */
  table: string;
  label: string;
  rows: (person: ExportPerson) => SQL;
}

const byUser = (table: string, label: string): ExportSection => ({ table: `public.${table}`, label, rows: (person) => sql`select * from ${sql.identifier(table)} where user_id = ${person.id}` });

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  { table: 'public.profiles', label: 'Account', rows: (person) => sql`select * from profiles where id = ${person.id}` },
  {
    table: 'embedded_auth.users',
    label: 'Sign-in account',
    rows: (person) => sql`select id, email, phone, email_confirmed_at, phone_confirmed_at, last_sign_in_at, created_at, updated_at from embedded_auth.users where id = ${person.id}`,
  },
  {
    table: 'embedded_auth.sessions',
    label: 'Sign-in sessions (device and network address)',
    rows: (person) => sql`select id, created_at, refreshed_at, user_agent, ip from embedded_auth.sessions where user_id = ${person.id}`,
  },
  byUser('tenant_profile', 'Tenant profile'),
  byUser('visits', 'Visits and their gate passes'),
  byUser('tenant_offers', 'Offers'),
  byUser('shortlist_hearts', 'Hearts'),
  byUser('saved_searches', 'Saved searches'),
  byUser('saved_search_digests', 'Saved-search digests sent'),
  byUser('property_alerts', 'New-listing alerts'),
  byUser('alert_digests', 'New-listing digests sent'),
  byUser('brochure_downloads', 'Brochure downloads'),
  byUser('consent_log', 'Consent log'),
  {
    table: 'public.push_subscriptions',
    label: 'Devices that get visit reminders as notifications (the push service, not the keys)',
    rows: (person) => sql`select id, substring(endpoint from '^https://[^/]+') as push_service, created_at from push_subscriptions where user_id = ${person.id}`,
  },
  { table: 'public.account_deletions', label: 'Account deletion under way', rows: (person) => sql`select reason, requested_at, final_at from account_deletions where user_id = ${person.id}` },
  byUser('staff_members', 'GHomes team role'),
  byUser('staff_societies', 'GHomes team societies'),
  byUser('staff_session_activity', 'GHomes desk sessions'),
  { table: 'public.festival_leads', label: 'Festival leads (by your number)', rows: (person) => sql`select * from festival_leads where phone = ${person.phone}` },
  {
    table: 'public.contact_messages',
    label: 'Messages you sent us (by your e-mail address)',
    rows: (person) => sql`select * from contact_messages where lower(email) = lower(${person.email})`,
  },
  {
    table: 'public.outbox_messages',
    label: 'Messages we sent you',
    rows: (person) => sql`select id, channel, to_address, subject, text, created_at from outbox_messages where lower(to_address) = lower(${person.email}) or to_address = ${person.e164} order by created_at`,
  },
  {
    table: 'public.delivered_messages',
    label: 'Delivery records of messages we sent you',
    rows: (person) => sql`select message_key, channel, recipient, delivered_at from delivered_messages where recipient in (lower(${person.email}), ${person.e164}) order by delivered_at`,
  },
  {
    table: 'embedded_auth.one_time_codes',
    label: 'Sign-in codes (when, not the codes)',
    rows: (person) => sql`select email, expires_at, consumed_at, signed_in_at, created_at from embedded_auth.one_time_codes where lower(email) = lower(${person.email})`,
  },
  {
    table: 'embedded_auth.login_links',
    label: 'Sign-in links (when, not the links)',
    rows: (person) => sql`select email, expires_at, consumed_at, created_at from embedded_auth.login_links where lower(email) = lower(${person.email})`,
  },
  { table: 'public.phone_otps', label: 'WhatsApp codes (when, not the codes)', rows: (person) => sql`select phone, expires_at, consumed_at, created_at from phone_otps where phone in (${person.phone}, ${person.e164})` },
];

/** Tables that name a person and are not in the file, each with the reason (reviewed: docs/privacy.md). */
export const EXPORT_EXCLUDED: Readonly<Record<string, string>> = {
  'public.idempotency_keys': 'Copies of answers the person already received, kept 24 hours so a retried request is not done twice.',
  'public.data_exports': 'The download requests themselves: the file is what they make.',
  'public.audit_log': 'In the file as its own part, "Who at GHomes looked at or changed your data", found by the ids of every row above.',
};
