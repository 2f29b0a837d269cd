import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import { homeTitle } from '@/lib/listings/display';
import { formatIndiaDateIn, formatIndiaTimeIn } from '@/lib/time/india-locale';
import type { DELETION_REASONS } from '@/lib/privacy/consents';
import type { DeletionPreview, DeletionPreviewVisit } from '@/lib/privacy/deletion-preview';
import { privacyMessages } from '@/lib/validation/privacy';
import { eraseHostedUser } from '@/server/auth/hosted-admin';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { account_deletions, bedroom_configurations, gated_societies, profiles, properties, property_rent_listings, tenant_offers, visits } from '@/server/db/schema';
import { getEnv, isEmbeddedAuth } from '@/server/env';
import { notFound } from '@/server/http/errors';
import { enqueueJob } from '@/server/jobs/queue';
import { rentBedroomJoin } from '@/server/db/home-query';
import { enqueueMessage } from '@/server/messages/send';
import { recipientLocale } from '@/server/i18n/translator';
import { localePath } from '@/lib/i18n/locales';
import { describeRevalidation } from '@/server/cache/revalidate-pages';
import { expireEndedListingPages } from '@/server/listings/end-owner-listings';
import { deleteReleasedSubmissionFiles } from '@/server/listings/owner-submissions';
import { logger } from '@/server/log/logger';
import { removeReportPhotoObjects } from '@/server/tenancies/condition-report-photos';
import { eraseAccount, type ErasureInTransaction, type ErasureResult } from './erasure';

// 'Delete my account' and the erasure after years without sign-in (docs/privacy.md "Erasure"): a deletion is
// final GRACE_HOURS after it was asked for (or after the notice), unless undone with the e-mailed link. The
// `finalise-account-deletion` job runs at that time; it checks the row again, so an undone deletion (row gone)
// or a job run early changes nothing.

export const GRACE_HOURS = 48;
export const INACTIVE_YEARS = 3;
const HOUR = 3600_000;

type DeletionReason = (typeof DELETION_REASONS)[number];
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const jobKey = (userId: string) => `account-deletion:${userId}`;

export interface DeletionState {
  reason: DeletionReason;
  finalAt: string;
}

export async function deletionState(userId: string, db: Executor = getDb()): Promise<DeletionState | null> {
  const [row] = await db.select({ reason: account_deletions.reason, finalAt: account_deletions.final_at }).from(account_deletions).where(eq(account_deletions.user_id, userId));
  return row ? { reason: row.reason as DeletionReason, finalAt: row.finalAt.toISOString() } : null;
}

/** The offers the erasure withdraws (server/privacy/erasure.ts): live and not yet answered for good. */
const OPEN_OFFER_STATUSES = ['Pending', 'Countered'];

/**
 * What deleting the account now would cancel, for the dialog that asks: the person's own live visits that start
 * after the deletion would be final (those before it still take place, and are listed apart) and their open offers.
 */
export async function deletionPreview(userId: string, now = new Date()): Promise<DeletionPreview> {
  const db = getDb();
  const existing = await deletionState(userId);
  const finalAt = existing ? new Date(existing.finalAt) : new Date(now.getTime() + GRACE_HOURS * HOUR);
  const [visitRows, offerRows] = await Promise.all([
    db
      .select({ id: visits.id, visitStart: visits.visit_start, societyName: gated_societies.name, bedroom: bedroom_configurations.name, furnishing: properties.furnishing })
      .from(visits)
      .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
      .innerJoin(properties, eq(properties.id, visits.property_id))
      .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
      .leftJoin(bedroom_configurations, rentBedroomJoin)
      .where(and(eq(visits.user_id, userId), inArray(visits.status, [...LIVE_VISIT_STATUSES]), gt(visits.visit_start, now)))
      .orderBy(asc(visits.visit_start)),
    db
      .select({ id: tenant_offers.id, societyName: gated_societies.name, bedroom: bedroom_configurations.name, furnishing: properties.furnishing })
      .from(tenant_offers)
      .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
      .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
      .leftJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
      .leftJoin(bedroom_configurations, rentBedroomJoin)
      .where(and(eq(tenant_offers.user_id, userId), inArray(tenant_offers.offer_status, OPEN_OFFER_STATUSES)))
      .orderBy(desc(tenant_offers.created_at)),
  ]);
  const toVisit = (row: (typeof visitRows)[number]): DeletionPreviewVisit => ({ id: row.id, visitStart: row.visitStart.toISOString(), societyName: row.societyName, home: homeTitle(row.bedroom, row.furnishing, 'a home') });
  return {
    visits: visitRows.filter((row) => row.visitStart > finalAt).map(toVisit),
    visitsBefore: visitRows.filter((row) => row.visitStart <= finalAt).map(toVisit),
    offers: offerRows.map((row) => ({ id: row.id, societyName: row.societyName, home: homeTitle(row.bedroom, row.furnishing, 'a home') })),
  };
}

/** Schedules the erasure and e-mails the undo link; asking again while one is scheduled changes nothing. */
export async function scheduleDeletion(userId: string, reason: DeletionReason, now = new Date(), executor?: Executor): Promise<DeletionState> {
  const schedule = async (tx: Executor) => {
    const [person] = await tx.select({ firstName: profiles.first_name, email: profiles.email, language: profiles.language }).from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!person) throw notFound('Profile not found');
    const existing = await deletionState(userId, tx);
    if (existing) return existing;
    const token = randomBytes(32).toString('base64url');
    const finalAt = new Date(now.getTime() + GRACE_HOURS * HOUR);
    await tx.insert(account_deletions).values({ user_id: userId, reason, undo_token_hash: hashOf(token), requested_at: now, final_at: finalAt });
    await enqueueJob(tx, 'finalise-account-deletion', { userId }, { jobKey: jobKey(userId), runAt: finalAt });
    const { BRAND_NAME, SITE_URL } = getEnv();
    const locale = recipientLocale(person.language);
    await enqueueMessage(
      tx,
      'account-deletion',
      {
        locale,
        firstName: person.firstName,
        reason,
        finalAt: `${formatIndiaDateIn(locale, finalAt)}, ${formatIndiaTimeIn(locale, finalAt)}`,
        undoUrl: `${SITE_URL.replace(/\/$/, '')}${localePath(locale, `/account/keep/${token}`)}`,
        brandName: BRAND_NAME,
        siteUrl: SITE_URL,
      },
      { email: { to: person.email, key: `account-deletion-email:${userId}:${now.getTime()}` } },
    );
    return { reason, finalAt: finalAt.toISOString() };
  };
  return executor ? schedule(executor) : getDb().transaction(schedule);
}

/** Whether the undo link still names a deletion that is not final yet. */
export async function undoLinkLive(token: string, now = new Date()): Promise<boolean> {
  const [row] = await getDb().select({ id: account_deletions.user_id }).from(account_deletions).where(and(eq(account_deletions.undo_token_hash, hashOf(token)), gt(account_deletions.final_at, now)));
  return Boolean(row);
}

/** The e-mail's 'Keep my account': the deletion and its job go. 404 when the link is used, unknown or too late. */
export async function undoDeletion(token: string, now = new Date()): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(account_deletions)
      .where(and(eq(account_deletions.undo_token_hash, hashOf(token)), gt(account_deletions.final_at, now)))
      .returning({ userId: account_deletions.user_id });
    if (!row) throw notFound(privacyMessages.undoGone);
    await tx.execute(sql`select graphile_worker.remove_job(${jobKey(row.userId)})`);
  });
}

/** The signed-in person's own undo, from the profile (the same as the e-mail's link). */
export async function cancelOwnDeletion(userId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.delete(account_deletions).where(eq(account_deletions.user_id, userId)).returning({ userId: account_deletions.user_id });
    if (!row) throw notFound('Your account is not being deleted.');
    await tx.execute(sql`select graphile_worker.remove_job(${jobKey(userId)})`);
  });
}

export type FinaliseOutcome = { outcome: 'not-due' | 'kept' } | ({ outcome: 'erased' } & ErasureResult);

/**
 * The job: erases the account when its deletion is due; a person who signed in since an inactivity notice keeps it.
 * The pages that showed an ended listing of the person's owner record are expired, and the files of the homes they
 * were adding deleted, once the erasure has committed.
 */
export async function finaliseDeletion(userId: string, now = new Date()): Promise<FinaliseOutcome> {
  const result = await eraseWhenDue(userId, now);
  if (result.outcome !== 'erased') return result;
  const { touchedSocietyIds, releasedFiles, releasedReportPhotos, ...erased } = result;
  await deleteReleasedSubmissionFiles(releasedFiles);
  await removeReportPhotoObjects(releasedReportPhotos);
  const revalidation = await expireEndedListingPages(touchedSocietyIds);
  if (revalidation) logger('jobs').info({ societies: touchedSocietyIds.length }, `erasure ended an owner's listings; ${describeRevalidation(revalidation)}`);
  return erased;
}

async function eraseWhenDue(userId: string, now: Date): Promise<{ outcome: 'not-due' | 'kept' } | ({ outcome: 'erased' } & ErasureInTransaction)> {
  return getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ reason: DeletionReason; requested_at: Date; final_at: Date; email: string; phone: string; country_code: string; first_name: string; last_name: string; signed_in: Date | null }>(sql`
      select d.reason, d.requested_at, d.final_at, p.email, p.phone, p.country_code, p.first_name, p.last_name,
             (select last_sign_in_at from embedded_auth.users u where u.id = p.id) as signed_in
        from account_deletions d join profiles p on p.id = d.user_id
       where d.user_id = ${userId} for update of d, p`);
    const row = rows[0];
    if (!row || new Date(row.final_at) > now) return { outcome: 'not-due' as const };
    if (row.reason === 'inactive' && row.signed_in && new Date(row.signed_in) > new Date(row.requested_at)) {
      await tx.delete(account_deletions).where(eq(account_deletions.user_id, userId));
      return { outcome: 'kept' as const };
    }
    const person = { id: userId, email: row.email, phone: row.phone, e164: `${row.country_code}${row.phone}`, firstName: row.first_name, lastName: row.last_name };
    // With a hosted Supabase project the sign-in account lives there: it goes first, so a failure leaves everything
    // here untouched for the job's next attempt.
    if (!isEmbeddedAuth()) await eraseHostedUser(userId);
    return { outcome: 'erased' as const, ...(await eraseAccount(tx, person, now)) };
  });
}

/** Daily: accounts nobody signed in to for INACTIVE_YEARS get the 48-hour notice (once). */
export async function noticeInactiveAccounts(now = new Date()): Promise<number> {
  const cut = new Date(now);
  cut.setUTCFullYear(cut.getUTCFullYear() - INACTIVE_YEARS);
  const { rows } = await getDb().execute<{ id: string }>(sql`
    select p.id from profiles p left join embedded_auth.users u on u.id = p.id
     where coalesce(u.last_sign_in_at, p.created_at) < ${cut}
       and p.email not like 'erased-%@erased.invalid'
       and not exists (select 1 from account_deletions d where d.user_id = p.id)
       and not exists (select 1 from staff_members s where s.user_id = p.id)
     limit 500`);
  for (const row of rows) await scheduleDeletion(row.id, 'inactive', now);
  return rows.length;
}
