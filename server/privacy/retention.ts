import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, type Transaction } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { purgeErasedTenanciesAndPhotos } from '@/server/tenancies/erasure';
import type { RetentionSettings } from '@/lib/privacy/retention';

// The retention purges (docs/privacy.md): the daily `purge-retention` job removes what outlived the table on the
// Privacy page. Both read `retentionSettings()`, so the page states the periods the job keeps. Every purge takes
// `now`, so tests run it on a fixed clock.

const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionSettings(): RetentionSettings {
  const env = getEnv();
  return { codeDays: env.RETENTION_CODE_DAYS, messageDays: env.RETENTION_MESSAGE_DAYS, leadDays: env.RETENTION_LEAD_DAYS, securityLogDays: env.RETENTION_SECURITY_LOG_DAYS, tenancyDays: env.RETENTION_TENANCY_DAYS };
}

export interface PurgeCounts {
  codes: number;
  messages: number;
  leads: number;
  securityLogs: number;
  tenancies: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

async function removed(tx: Transaction, statements: SQL[]): Promise<number> {
  let count = 0;
  for (const statement of statements) count += (await tx.execute(statement)).rowCount ?? 0;
  return count;
}

/** One-time codes and sign-in links a set number of days after they expired (a device's sign-in memory stays: security logs). */
function codeStatements(cut: Date): SQL[] {
  return [
    sql`delete from phone_otps where expires_at < ${cut}`,
    sql`delete from embedded_auth.one_time_codes where expires_at < ${cut} and signed_in_at is null`,
    sql`delete from embedded_auth.login_links where expires_at < ${cut}`,
    sql`delete from owner_device_codes where expires_at < ${cut}`,
    sql`delete from data_exports where expires_at < ${cut}`,
  ];
}

/** Copies of sent messages and their delivery keys. No delivery job lives that long (its retries end within days). */
function messageStatements(cut: Date): SQL[] {
  return [
    sql`delete from outbox_messages where created_at < ${cut}`,
    sql`delete from delivered_messages where delivered_at < ${cut}`,
    sql`delete from delivery_intents where started_at < ${cut}`,
  ];
}

/** Festival leads of campaigns that ended long enough ago, unless the number became an account's (a customer). */
function leadStatements(cut: Date): SQL[] {
  return [
    sql`delete from festival_leads lead using campaigns campaign
         where campaign.slug = lead.campaign and campaign.ends_at < ${cut}
           and not exists (select 1 from profiles where profiles.country_code = '+91' and profiles.phone = lead.phone)`,
  ];
}

/** Sign-in sessions, desk sessions, known devices and the audit log. */
function securityStatements(cut: Date): SQL[] {
  return [
    sql`delete from embedded_auth.sessions where coalesce(refreshed_at, created_at) < ${cut}`,
    sql`delete from embedded_auth.one_time_codes where signed_in_at < ${cut} and expires_at < ${cut}`,
    sql`delete from staff_session_activity where last_seen_at < ${cut}`,
    sql`delete from audit_log where created_at < ${cut}`,
  ];
}

async function purgeSecurityLogs(cut: Date): Promise<number> {
  return getDb().transaction(async (tx) => {
    // The audit log's trigger lets a DELETE through only for rows older than this transaction's named cut-off
    // (migration 0025): nothing else can remove a row, and this cannot remove a newer one.
    await tx.execute(sql`select set_config('ghomes.audit_purge_before', ${cut.toISOString()}, true)`);
    return removed(tx, securityStatements(cut));
  });
}

/** Removes everything past its period; each kind in its own transaction, so one failure keeps the others' work. */
export async function purgeRetention(now = new Date(), settings = retentionSettings()): Promise<PurgeCounts> {
  const run = (statements: SQL[]) => getDb().transaction((tx) => removed(tx, statements));
  return {
    codes: await run(codeStatements(daysBefore(now, settings.codeDays))),
    messages: await run(messageStatements(daysBefore(now, settings.messageDays))),
    leads: await run(leadStatements(daysBefore(now, settings.leadDays))),
    securityLogs: await purgeSecurityLogs(daysBefore(now, settings.securityLogDays)),
    tenancies: await purgeErasedTenanciesAndPhotos(now, settings.tenancyDays),
  };
}
