import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { BROKER_REPORT_OUTCOME_WORDS, BROKER_REPORT_REASON_WORDS } from '@/lib/listings/broker-reports';
import { accountCodeHolders } from '@/server/auth/whatsapp-codes';

// What 'Download my data' holds, table by table: every table that names a person (a `user_id`, or a key to the
// profile or the sign-in account) is either a section here or in EXPORT_EXCLUDED with its reason.
// tests/integration/privacy-export.test.ts walks the database's schema and fails on a table in neither list, so a
// new table with a person's id is covered before it ships. Tables that hold the person by address (e-mail, phone)
// rather than by id are sections too, under one rule: the file holds only what this account did or was sent as
// this account. Its e-mail address is its own (it signs in with it); its number only from the moment this account
// proved it with a WhatsApp code, since anyone may type any number (an owner's, say) into a profile. Codes, links
// and gate passes never reach the file (lib/privacy/redact-secrets.ts, applied in export.ts).

export interface ExportPerson {
  id: string;
  email: string;
  /** The number as profiles store it (digits), and in E.164 as messages address it. */
  phone: string;
  e164: string;
  /** When this account proved the number (profiles.phone_verified_at); null: nothing by number is in the file. */
  phoneProvedAt: Date | null;
}

/** Every instant in it is India time, written '2026-11-24 10:00:00 IST' (server/privacy/export-readable.ts). */
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
  /** Columns of message text: codes and link tokens are removed from them. */
  messageColumns?: readonly string[];
  /** Columns that are a code themselves (a gate pass): shown as removed. */
  codeColumns?: readonly string[];
}

/** Rows by the person's number, sent or made at or after the moment this account proved it (else none). */
const sinceNumberProved = (person: ExportPerson, column: SQL): SQL => (person.phoneProvedAt ? sql`${column} >= ${person.phoneProvedAt}` : sql`false`);

/** A stored code in the words the person chose it by (a broker report's reason and its outcome). */
const inWords = (column: string, words: Readonly<Record<string, string>>): SQL =>
  sql`case ${sql.identifier(column)} ${sql.join(
    Object.entries(words).map(([code, text]) => sql`when ${code} then ${text}`),
    sql` `,
  )} else ${sql.identifier(column)} end`;

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
  { ...byUser('visits', 'Visits (the gate pass itself is on the visit card, not here)'), codeColumns: ['pass_code'] },
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
  {
    table: 'public.broker_reports',
    label: 'Listings you reported as run by a broker',
    // Who at GHomes settled a report is named by role in the staff part, never by their own address.
    rows: (person) =>
      sql`select id, coalesce(rent_listing_id, sale_listing_id) as listing_id, case when rent_listing_id is null then 'sale' else 'rent' end as listing_kind,
            society_id, property_id, ${inWords('reason', BROKER_REPORT_REASON_WORDS)} as reason, details, created_at, handled_at,
            ${inWords('outcome', BROKER_REPORT_OUTCOME_WORDS)} as outcome, case when handled_at is not null then 'the GHomes team' end as handled_by
            from broker_reports where reporter_id = ${person.id} order by created_at`,
  },
  { table: 'public.account_deletions', label: 'Account deletion under way', rows: (person) => sql`select reason, requested_at, final_at from account_deletions where user_id = ${person.id}` },
  {
    table: 'public.owners',
    label: 'Owner record your account manages (you proved its number)',
    rows: (person) =>
      sql`select id, name, country_code, phone, email, preferred_channel, phone_verified_at, account_linked_at, created_at, updated_at from owners where user_id = ${person.id}`,
  },
  {
    table: 'public.properties',
    label: 'Homes listed under your owner record',
    rows: (person) =>
      sql`select p.id, s.name as society, p.house_number, p.furnishing, p.created_at from properties p join gated_societies s on s.id = p.society_id
           join owners o on o.id = p.owner_id where o.user_id = ${person.id} order by s.name, p.house_number`,
  },
  {
    table: 'public.home_submissions',
    label: 'Homes you added on GHomes (with their photos; the ownership document is kept only while the team needs it)',
    rows: (person) =>
      sql`select h.id, s.name as society, h.kind, h.tower, h.unit, h.furnishing, h.sqft, h.floor_number, h.expected_rent, h.expected_deposit, h.listing_price,
            h.available_from_date, h.description, h.status, h.desk_note as note_from_ghomes, h.document_kind,
            (select string_agg('/storage/v1/object/public/' || (photo->>'bucket') || '/' || (photo->>'path'), ' | ') from jsonb_array_elements(h.photos) photo) as photos,
            h.created_at, h.submitted_at, h.decided_at
           from home_submissions h join gated_societies s on s.id = h.society_id join owners o on o.id = h.owner_id where o.user_id = ${person.id} order by h.created_at`,
  },
  {
    table: 'public.tenancies',
    label: 'Your tenancies (as tenant, or as the owner of the home), with each agreement version and who agreed when',
    rows: (person) =>
      sql`select t.id, s.name as society, h.house_number as unit, t.status, t.rent, t.deposit, t.maintenance_amount, t.move_in_date, t.term_months, t.lock_in_months,
            t.notice_months, t.yearly_increase_percent, t.deposit_return_days, case when t.tenant_user_id = ${person.id} then 'tenant' else 'owner' end as you_are,
            (select string_agg('version ' || a.version || coalesce(' (fingerprint ' || a.draft_sha256 || ')', '') || ': ' ||
               coalesce((select string_agg(c.party || ' agreed ' || to_char(c.confirmed_at, 'YYYY-MM-DD HH24:MI'), ', ') from agreement_confirmations c where c.agreement_id = a.id), 'not agreed'), ' | ' order by a.version)
               from tenancy_agreements a where a.tenancy_id = t.id) as agreements,
            t.created_at
           from tenancies t join gated_societies s on s.id = t.society_id join properties h on h.id = t.property_id left join owners o on o.id = t.owner_id
           where t.tenant_user_id = ${person.id} or o.user_id = ${person.id} order by t.created_at`,
  },
  {
    table: 'public.tenancy_step_marks',
    label: 'The move-in steps of your tenancies: each mark, which side set it and when',
    rows: (person) =>
      sql`select m.tenancy_id, m.step, m.state, m.marked_by, m.marked_at
           from tenancy_step_marks m join tenancies t on t.id = m.tenancy_id left join owners o on o.id = t.owner_id
           where t.tenant_user_id = ${person.id} or o.user_id = ${person.id} order by m.tenancy_id, m.step`,
  },
  {
    table: 'public.condition_reports',
    label: "Move-in and move-out condition reports of your tenancies (the rooms' notes, meters, keys, fittings and each photo by its fingerprint; the photos themselves are on the report's page)",
    rows: (person) =>
      sql`select r.id, r.tenancy_id, r.kind, r.status, r.rooms, r.meters, r.handed_keys as keys, r.fittings, r.owner_comment, r.owner_commented_at,
            r.tenant_confirmed_at, r.owner_confirmed_at, r.locked_at, r.pdf_sha256,
            (select string_agg(p.room_key || ' (' || p.width || 'x' || p.height || ', SHA-256 ' || p.sha256 || ')', ' | ' order by p.created_at)
               from condition_report_photos p where p.report_id = r.id) as photos,
            r.created_at
           from condition_reports r join tenancies t on t.id = r.tenancy_id left join owners o on o.id = t.owner_id
           where t.tenant_user_id = ${person.id} or o.user_id = ${person.id} order by r.created_at`,
  },
  {
    table: 'public.tenancy_deposits',
    label: 'The deposits of your tenancies: what was paid and when, the keys handed back, the due day, what was returned, and who recorded and confirmed each',
    rows: (person) =>
      sql`select d.tenancy_id, d.amount, d.paid_on, d.paid_recorded_by, d.paid_confirmed_at, d.keys_returned_on, d.keys_recorded_by, d.keys_confirmed_at,
            d.return_due_on, d.returned_amount, d.returned_on, d.return_recorded_at, d.return_confirmed_at, d.created_at
           from tenancy_deposits d join tenancies t on t.id = d.tenancy_id left join owners o on o.id = t.owner_id
           where t.tenant_user_id = ${person.id} or o.user_id = ${person.id} order by d.created_at`,
  },
  {
    table: 'public.deposit_deductions',
    label: "The deductions from your tenancies' deposits: amount, reason, the tenant's answer, and each photo or invoice by its fingerprint (the files themselves are on the tenancy's page)",
    rows: (person) =>
      sql`select x.id, x.tenancy_id, x.amount, x.reason, x.evidence_type, x.evidence_sha256, x.answer, x.answer_reason, x.answered_at, x.created_at
           from deposit_deductions x join tenancies t on t.id = x.tenancy_id left join owners o on o.id = t.owner_id
           where t.tenant_user_id = ${person.id} or o.user_id = ${person.id} order by x.tenancy_id, x.created_at`,
  },
  byUser('staff_members', 'GHomes team role'),
  byUser('staff_societies', 'GHomes team societies'),
  byUser('staff_session_activity', 'GHomes desk sessions'),
  {
    table: 'public.festival_leads',
    label: 'Festival leads (by your number, since you proved it)',
    rows: (person) => sql`select * from festival_leads where phone = ${person.phone} and ${sinceNumberProved(person, sql`verified_at`)}`,
  },
  {
    table: 'public.contact_messages',
    label: 'Messages you sent us (by your e-mail address)',
    // Who at GHomes answered is named by role in the staff part, never by their own address.
    rows: (person) =>
      sql`select id, name, email, phone, subject, message, created_at, handled_at, case when handled_at is not null then 'the GHomes team' end as handled_by
            from contact_messages where lower(email) = lower(${person.email})`,
  },
  {
    table: 'public.contact_replies',
    label: 'Our replies to your messages',
    // The replies to the messages above; who wrote one is named by role, as there.
    rows: (person) =>
      sql`select r.id, r.message_id, r.body, r.sent_to, r.created_at, 'the GHomes team' as sent_by
            from contact_replies r join contact_messages m on m.id = r.message_id where lower(m.email) = lower(${person.email}) order by r.created_at`,
    messageColumns: ['body'],
  },
  {
    table: 'public.outbox_messages',
    label: 'Messages we sent you (codes and links taken out)',
    rows: (person) =>
      sql`select id, channel, to_address, subject, text, created_at from outbox_messages
           where lower(to_address) = lower(${person.email}) or (to_address = ${person.e164} and ${sinceNumberProved(person, sql`created_at`)}) order by created_at`,
    messageColumns: ['subject', 'text'],
  },
  {
    table: 'public.delivered_messages',
    label: 'Delivery records of messages we sent you',
    rows: (person) =>
      sql`select message_key, channel, recipient, delivered_at from delivered_messages
           where recipient = lower(${person.email}) or (recipient = ${person.e164} and ${sinceNumberProved(person, sql`delivered_at`)}) order by delivered_at`,
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
  {
    table: 'public.phone_otps',
    label: 'Number codes you asked for, on WhatsApp or by e-mail (when, not the codes)',
    rows: (person) =>
      sql`select phone, case when holder like '%|email' then 'e-mail' else 'WhatsApp' end as sent_by, expires_at, consumed_at, created_at
            from phone_otps where holder = any(${sql.param(accountCodeHolders(person.id))}::text[])`,
  },
];

/** Tables that name a person and are not in the file, each with the reason (reviewed: docs/privacy.md). */
export const EXPORT_EXCLUDED: Readonly<Record<string, string>> = {
  'public.idempotency_keys': 'Copies of answers the person already received, kept 24 hours so a retried request is not done twice.',
  'public.data_exports': 'The download requests themselves: the file is what they make.',
  'public.audit_log': 'In the file as its own part, "Who at GHomes looked at or changed your data", found by the ids of every row above.',
  'public.desk_notes':
    "The team's working notes on a visit, an offer, a listing, a message or a person, never shown to tenants or owners (docs/ops.md \"Notes and assignment\"); removed with the person at erasure.",
};
