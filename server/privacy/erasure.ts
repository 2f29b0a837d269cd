import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import type { Executor } from '@/server/db/client';
import { ERASURE_ACTOR, recordAudit } from '@/server/audit/log';
import { accountCodeHolders } from '@/server/auth/whatsapp-codes';
import type { Transaction } from '@/server/db/client';
import { revokeOwnerLinks, signOwnerLinkToken } from '@/server/owners/links';
import { deleteUnlockedReportsOfTenant, releasedPaths, reportPhotoPathsOfTenant } from '@/server/tenancies/condition-report-photos';
import { removeVisitReminders } from '@/server/visits/reminders';
import { eraseTenanciesOfTenant } from '@/server/tenancies/erasure';
import { endHomesOfErasedOwner } from './owner-erasure';

// The final erasure of an account (docs/privacy.md "Erasure"), in one transaction. What the other party of a deal
// needs stays, without the person: visits that happened, sent offers (the owner's record) and the audit log; their
// profile row stays as a tombstone (other rows point at it) that holds no name, e-mail or phone. Everything else
// that names the person, by id, e-mail address or number, goes. Afterwards the e-mail and the number can register
// again. Future visits are cancelled quietly (the slot is free at once, the desk's board shows it; no message goes
// to anyone), and live offers are withdrawn (their owner links stop working). An owner's homes stop being offered
// (owner-erasure.ts).

export interface ErasedPerson {
  id: string;
  email: string;
  phone: string;
  e164: string;
  firstName: string;
  lastName: string;
}

const ERASED = '[erased]';
const LIVE = sql.raw(`(${LIVE_VISIT_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** Future visits: cancelled, reminders removed. */
async function cancelFutureVisits(tx: Transaction, person: ErasedPerson, now: Date): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`update visits set status = 'cancelled', updated_at = ${now} where user_id = ${person.id} and status in ${LIVE} and visit_start > ${now} returning id`,
  );
  for (const visit of rows) await removeVisitReminders(tx, visit.id);
  return rows.length;
}

/** Live offers: withdrawn (a status move, which the offers' trigger allows), their owner links revoked. */
async function withdrawLiveOffers(tx: Transaction, person: ErasedPerson, now: Date): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`update tenant_offers set offer_status = 'Withdrawn', withdraw_reason = 'The tenant deleted their account.', decided_at = ${now}
         where user_id = ${person.id} and offer_status in ('Pending', 'Countered') returning id`,
  );
  for (const offer of rows) await revokeOwnerLinks(tx, 'offer', offer.id, now);
  return rows.length;
}

/** What goes entirely: rows of the person by id, and rows that hold their e-mail address or number. */
function removals(person: ErasedPerson): SQL[] {
  const byUser = ['shortlist_hearts', 'saved_search_digests', 'saved_searches', 'property_alerts', 'alert_digests', 'brochure_downloads', 'consent_log', 'push_subscriptions', 'data_exports', 'idempotency_keys', 'staff_session_activity', 'staff_societies', 'staff_members'];
  const numbers = [person.phone, person.e164];
  return [
    ...byUser.map((table) => sql`delete from ${sql.identifier(table)} where user_id = ${person.id}`),
    // The team's notes on the person, their visits and their offers (docs/ops.md "Notes and assignment"): the rows
    // they are on stay without the person, the team's words about them do not.
    sql`delete from desk_notes where tenant_id = ${person.id} or visit_id in (select id from visits where user_id = ${person.id}) or offer_id in (select id from tenant_offers where user_id = ${person.id})`,
    sql`delete from festival_leads where phone = ${person.phone}`,
    sql`delete from contact_messages where lower(email) = lower(${person.email})`,
    // Copies to the person, and copies about them to anyone: the team's notification of their contact message
    // (name, e-mail, number, text) goes with it.
    sql`delete from outbox_messages where lower(to_address) = lower(${person.email}) or to_address = any(${sql.param(numbers)}::text[])
         or strpos(lower(concat_ws(' ', subject, text, html, attachments::text)), lower(${person.email})) > 0
         or strpos(concat_ws(' ', subject, text, html, attachments::text), ${person.phone}) > 0`,
    sql`delete from delivered_messages where recipient = lower(${person.email}) or recipient = any(${sql.param(numbers)}::text[])`,
    sql`delete from delivery_intents where message_key like ${`%${person.id}%`}`,
    sql`delete from phone_otps where phone = any(${sql.param(numbers)}::text[]) or holder = any(${sql.param(accountCodeHolders(person.id))}::text[])`,
    sql`delete from rate_limit_events where strpos(lower(bucket), lower(${person.email})) > 0 or strpos(bucket, ${person.phone}) > 0`,
    sql`delete from embedded_auth.one_time_codes where lower(email) = lower(${person.email})`,
    sql`delete from embedded_auth.login_links where lower(email) = lower(${person.email})`,
    // Sessions and refresh tokens go with the sign-in account (cascade).
    sql`delete from embedded_auth.users where id = ${person.id}`,
    // Waiting jobs that carry the person's details (reminders, deliveries); a job running right now finishes.
    sql`delete from graphile_worker._private_jobs where locked_at is null
         and (strpos(lower(payload::text), lower(${person.email})) > 0 or strpos(payload::text, ${person.e164}) > 0 or strpos(payload::text, ${person.id}) > 0)`,
  ];
}

/**
 * Broker reports stay for the listing they are about (the desk's evidence, docs/listings-and-booking.md "No
 * brokers") without the person: the reporter and what they typed, which may name them, are cleared.
 */
async function keepBrokerReportsWithoutReporter(tx: Transaction, person: ErasedPerson): Promise<void> {
  await tx.execute(sql`update broker_reports set reporter_id = null, details = null where reporter_id = ${person.id}`);
}

/** The tenant profile: removed, unless a sent offer points at it (the owner's record): then it keeps no detail. */
async function eraseTenantProfile(tx: Transaction, person: ErasedPerson): Promise<void> {
  const removed = await tx.execute(sql`delete from tenant_profile t where user_id = ${person.id} and not exists (select 1 from tenant_offers o where o.tenant_profile_id = t.id)`);
  if (removed.rowCount) return;
  await tx.execute(sql`update tenant_profile set first_name = 'Deleted', last_name = 'account', email = ${tombstoneEmail(person.id)}, phone = '000000',
      alternative_phone_number = null, short_bio = null, employer_name = null, nature_of_work = null, business_name = null,
      google_business_profile_url = null, institution_name = null, linkedin_profile = null, cibil_score = null, current_residing_city = null, updated_at = now()
    where user_id = ${person.id}`);
}

const tombstoneEmail = (id: string) => `erased-${id}@erased.invalid`;

/** The profile row stays (visits and offers point at it), as a tombstone: no name, e-mail or number. */
async function tombstoneProfile(tx: Transaction, person: ErasedPerson): Promise<void> {
  await tx.execute(sql`update profiles set first_name = 'Deleted', last_name = 'account', email = ${tombstoneEmail(person.id)}, phone = '000000',
      email_verified_at = null, phone_verified_at = null, updated_at = now() where id = ${person.id}`);
  // Desk notes on the person's visits may name them.
  await tx.execute(sql`update visits set notes = null where user_id = ${person.id}`);
}

/**
 * Offers stay for the owner, but what the tenant typed into them (the message, the fittings asked for) may name
 * them: emptied under ghomes.offer_redact (migration 0029); the terms themselves stay final.
 */
async function eraseOfferTexts(tx: Transaction, person: ErasedPerson): Promise<void> {
  await tx.execute(sql`select set_config('ghomes.offer_redact', 'on', true)`);
  await tx.execute(sql`update tenant_offers set message = null, extra_fittings_requested = null
    where user_id = ${person.id} and (message is not null or extra_fittings_requested is not null)`);
  await tx.execute(sql`select set_config('ghomes.offer_redact', 'off', true)`);
}

/**
 * The owner's offer message carries what the tenant typed (docs/owners.md "Links"), so its copies go with the
 * text: the outbox copies and the waiting deliveries of every offer link of an offer with a text, found by the
 * link's token (signed again from its row's claims and times, as an availability reminder is) and its message keys.
 */
async function eraseOwnerCopiesOfOfferTexts(tx: Transaction, person: ErasedPerson): Promise<void> {
  const { rows } = await tx.execute<{ id: string; owner_id: string; subject_id: string; created_at: Date | string; expires_at: Date | string }>(
    sql`select l.id, l.owner_id, l.subject_id, l.created_at, l.expires_at from owner_links l join tenant_offers o on o.id = l.subject_id
         where l.purpose = 'offer' and o.user_id = ${person.id} and (o.message is not null or o.extra_fittings_requested is not null)`,
  );
  for (const link of rows) {
    const token = await signOwnerLinkToken({ linkId: link.id, ownerId: link.owner_id, purpose: 'offer', subjectId: link.subject_id }, new Date(link.created_at), new Date(link.expires_at));
    const keys = [`owner-offer-email:${link.id}`, `owner-offer-whatsapp:${link.id}`];
    await tx.execute(sql`delete from outbox_messages where strpos(text, ${token}) > 0`);
    await tx.execute(sql`delete from graphile_worker._private_jobs where locked_at is null and (key = any(${sql.param(keys)}::text[]) or strpos(payload::text, ${token}) > 0)`);
  }
}

/** A jsonb value with every occurrence of the person's details replaced (a text replace keeps the JSON valid). */
function redacted(column: SQL, person: ErasedPerson): SQL {
  let text: SQL = sql`${column}::text`;
  for (const value of [person.email, person.email.toLowerCase(), person.e164, person.phone, person.firstName, person.lastName].filter((value) => value.length > 1)) {
    text = sql`replace(${text}, ${JSON.stringify(value).slice(1, -1)}, ${ERASED})`;
  }
  return sql`(${text})::jsonb`;
}

/**
 * The audit log: rows keep who did what, where and when, but the person's details inside them are replaced, and a
 * row the person wrote (as staff) names them as '[erased]'. The trigger allows exactly this under
 * ghomes.audit_redact (migration 0025); every other change of the log stays refused.
 */
async function redactAudit(tx: Transaction, person: ErasedPerson): Promise<void> {
  const mentions = (column: SQL) =>
    sql`(strpos(lower(${column}::text), lower(${person.email})) > 0 or strpos(${column}::text, ${person.phone}) > 0 or strpos(${column}::text, ${person.firstName}) > 0 or strpos(${column}::text, ${person.lastName}) > 0)`;
  await tx.execute(sql`select set_config('ghomes.audit_redact', 'on', true)`);
  await tx.execute(sql`update audit_log set
      before = case when before is not null and ${mentions(sql`before`)} then ${redacted(sql`before`, person)} else before end,
      after = case when after is not null and ${mentions(sql`after`)} then ${redacted(sql`after`, person)} else after end,
      actor_email = case when actor_id = ${person.id} or lower(actor_email) = lower(${person.email}) then ${ERASED} else actor_email end,
      client_address = case when actor_id = ${person.id} then null else client_address end
    where (before is not null and ${mentions(sql`before`)}) or (after is not null and ${mentions(sql`after`)}) or actor_id = ${person.id} or lower(actor_email) = lower(${person.email})`);
  await tx.execute(sql`select set_config('ghomes.audit_redact', 'off', true)`);
}

export interface ErasureResult {
  visitsCancelled: number;
  offersWithdrawn: number;
  /** The listings of the owner record the account managed, ended (0 when it managed none). */
  listingsEnded: number;
}

/** The result, and the societies whose cached pages must be expired once the transaction has committed. */
export interface ErasureInTransaction extends ErasureResult {
  touchedSocietyIds: string[];
  /** The owner's documents and unlisted photos, deleted once the transaction has committed. */
  releasedFiles: { documentPaths: string[]; photos: { bucket: string; path: string }[] };
  /** The photos of the tenant's condition reports not yet locked (deleted with them), removed after the commit. */
  releasedReportPhotos: string[];
}

export async function eraseAccount(tx: Transaction, person: ErasedPerson, now: Date): Promise<ErasureInTransaction> {
  const visitsCancelled = await cancelFutureVisits(tx, person, now);
  const offersWithdrawn = await withdrawLiveOffers(tx, person, now);
  // The owner record is a real person's homes, kept for the desk: the erased account no longer manages it, and the
  // homes it offered are offered no more.
  const owner = await endHomesOfErasedOwner(tx, person.id, now);
  const listingsEnded = owner?.listingsEnded ?? 0;
  for (const statement of removals(person)) await tx.execute(statement);
  // The condition reports' photos are private objects: those of the reports this erasure deletes (a tenancy that
  // goes whole, or a report the owner never confirmed) are removed once it has committed (docs/move-in.md "The
  // condition reports"); a locked report of a tenancy that is kept stays with its photos.
  const reportPhotosBefore = await reportPhotoPathsOfTenant(tx as Executor, person.id);
  await deleteUnlockedReportsOfTenant(tx as Executor, person.id);
  const tenancies = await eraseTenanciesOfTenant(tx, person.id);
  const releasedReportPhotos = releasedPaths(reportPhotosBefore, await reportPhotoPathsOfTenant(tx as Executor, person.id));
  await keepBrokerReportsWithoutReporter(tx, person);
  await eraseOwnerCopiesOfOfferTexts(tx, person);
  await eraseOfferTexts(tx, person);
  await eraseTenantProfile(tx, person);
  await tombstoneProfile(tx, person);
  await redactAudit(tx, person);
  await tx.execute(sql`delete from account_deletions where user_id = ${person.id}`);
  await recordAudit(tx as Executor, ERASURE_ACTOR, {
    action: 'account.erase',
    table: 'profiles',
    rowId: person.id,
    after: { visits_cancelled: visitsCancelled, offers_withdrawn: offersWithdrawn, listings_ended: listingsEnded, tenancies_removed: tenancies.removed, tenancies_kept: tenancies.kept },
  });
  return { visitsCancelled, offersWithdrawn, listingsEnded, touchedSocietyIds: owner?.societyIds ?? [], releasedFiles: owner?.submissions ?? { documentPaths: [], photos: [] }, releasedReportPhotos };
}
