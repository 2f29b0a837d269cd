import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { data_exports, profiles } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { notFound } from '@/server/http/errors';
import { enqueueJob } from '@/server/jobs/queue';
import { recipientLocale } from '@/server/i18n/translator';
import { enqueueMessage } from '@/server/messages/send';
import { localePath } from '@/lib/i18n/locales';
import { privacyMessages } from '@/lib/validation/privacy';
import { CODE_REMOVED, redactSecrets } from '@/lib/privacy/redact-secrets';
import { formatIndiaTimestamp } from '@/lib/time/india';
import { EXPORT_SECTIONS, type DataExport, type ExportPerson, type ExportSection } from './export-sections';
import { exportHtml } from './export-html';
import { exportNames, indiaTimeText, instantColumns, withIndiaTimes, withNames } from './export-readable';

// 'Download my data' (docs/privacy.md): the profile asks, the `build-data-export` job builds one file (a readable
// HTML page that carries the complete JSON too) and e-mails a link to /my-data/<token>; the link works once, for
// 24 hours, and only for the signed-in person it was made for. The file is cleared once downloaded.

const LINK_HOURS = 24;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Every row id the file holds: the audit rows about any of them are the staff access part. */
function rowIdsOf(sections: DataExport['sections'], personId: string): string[] {
  const ids = new Set<string>([personId]);
  for (const section of sections) for (const row of section.rows) if (row.id !== undefined && row.id !== null) ids.add(String(row.id));
  return [...ids];
}

/** A section's rows as the file shows them: code columns removed, codes and link tokens out of message text. */
function shownRows(section: ExportSection, rows: Record<string, unknown>[], passCodes: string[]): Record<string, unknown>[] {
  return rows.map((row) => {
    const shown = { ...row };
    for (const column of section.codeColumns ?? []) if (shown[column] !== null && shown[column] !== undefined) shown[column] = CODE_REMOVED;
    for (const column of section.messageColumns ?? []) if (typeof shown[column] === 'string') shown[column] = redactSecrets(shown[column], passCodes);
    return shown;
  });
}

/** Who did it, as the person reads it: themselves, the owner, the system, or a GHomes role (never a colleague's address). */
export function auditActorLabel(row: { actor_id: string | null; actor_email: string; role: string | null }, personId: string): string {
  if (row.actor_id === personId) return 'You';
  if (row.role) return `a GHomes ${row.role}`;
  if (row.actor_email === 'command line') return 'GHomes (command line)';
  if (row.actor_email === 'erasure') return 'GHomes (account deletion)';
  if (row.actor_email.startsWith('job:')) return 'GHomes (automatic)';
  if (row.actor_email.startsWith('owner:')) return 'The owner of the home';
  return row.actor_id ? 'a former GHomes team member' : 'a GHomes team member';
}

export async function collectPersonData(userId: string, db: Executor = getDb(), now = new Date()): Promise<DataExport> {
  const [profile] = await db
    .select({ email: profiles.email, phone: profiles.phone, countryCode: profiles.country_code, phoneProvedAt: profiles.phone_verified_at })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw notFound('Profile not found');
  const person: ExportPerson = { id: userId, email: profile.email, phone: profile.phone, e164: `${profile.countryCode}${profile.phone}`, phoneProvedAt: profile.phoneProvedAt };
  const passRows = await db.execute<{ pass_code: string }>(sql`select pass_code from visits where user_id = ${userId} and pass_code is not null`);
  const passCodes = passRows.rows.map((row) => row.pass_code);
  const collected: DataExport['sections'] = [];
  for (const section of EXPORT_SECTIONS) {
    const result = await db.execute(section.rows(person));
    const rows = withIndiaTimes(result.rows as Record<string, unknown>[], instantColumns(result.fields));
    collected.push({ table: section.table, label: section.label, rows: shownRows(section, rows, passCodes) });
  }
  const names = await exportNames(db, collected);
  const sections = collected.map((section) => ({ ...section, rows: section.rows.map((row) => withNames(row, names)) }));
  const ids = rowIdsOf(sections, userId);
  const audit = await db.execute<{ created_at: string; actor_id: string | null; actor_email: string; role: string | null; action: string; table_name: string; row_id: string; after: unknown }>(
    sql`select a.created_at, a.actor_id, a.actor_email, s.role, a.action, a.table_name, a.row_id, a.after from audit_log a
          left join staff_members s on s.user_id = a.actor_id
         where a.row_id = any(${sql.param(ids)}::text[]) or a.actor_id = ${userId} order by a.id`,
  );
  return {
    generatedAt: formatIndiaTimestamp(now),
    person: { id: userId, email: profile.email, phone: person.e164 },
    sections,
    staffAccess: audit.rows.map((row) => ({ at: String(indiaTimeText(row.created_at)), who: auditActorLabel(row, userId), action: row.action, table: row.table_name, rowId: row.row_id, fields: row.after })),
  };
}

/**
 * Asks for a file: one request being built at a time (asking again while it builds changes nothing). The job is
 * enqueued with the row, so the request exists exactly when its job does.
 */
export async function requestDataExport(userId: string): Promise<{ id: string; status: 'building' }> {
  return getDb().transaction(async (tx) => {
    const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!profile) throw notFound('Profile not found');
    const [building] = await tx.select({ id: data_exports.id }).from(data_exports).where(and(eq(data_exports.user_id, userId), eq(data_exports.status, 'building')));
    if (building) return { id: building.id, status: 'building' as const };
    const [row] = await tx.insert(data_exports).values({ user_id: userId }).returning({ id: data_exports.id });
    await enqueueJob(tx, 'build-data-export', { exportId: row!.id });
    return { id: row!.id, status: 'building' as const };
  });
}

/** The job: builds the file, stores it with a fresh link token, and e-mails the link (all in one transaction). */
export async function buildDataExport(exportId: string, now = new Date()): Promise<'sent' | 'gone'> {
  return getDb().transaction(async (tx) => {
    const [request] = await tx.select().from(data_exports).where(and(eq(data_exports.id, exportId), eq(data_exports.status, 'building'))).for('update');
    if (!request) return 'gone';
    const data = await collectPersonData(request.user_id, tx, now);
    const { BRAND_NAME, SITE_URL } = getEnv();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + LINK_HOURS * 3600_000);
    await tx
      .update(data_exports)
      .set({ status: 'ready', token_hash: hashOf(token), file_html: exportHtml(data, BRAND_NAME), ready_at: now, expires_at: expiresAt })
      .where(eq(data_exports.id, exportId));
    const [person] = await tx.select({ firstName: profiles.first_name, email: profiles.email, language: profiles.language }).from(profiles).where(eq(profiles.id, request.user_id));
    const locale = recipientLocale(person!.language);
    await enqueueMessage(
      tx,
      'data-export-ready',
      { locale, firstName: person!.firstName, link: `${SITE_URL.replace(/\/$/, '')}${localePath(locale, `/my-data/${token}`)}`, hours: LINK_HOURS, brandName: BRAND_NAME, siteUrl: SITE_URL },
      { email: { to: person!.email, key: `data-export-email:${exportId}` } },
    );
    return 'sent';
  });
}

/** Whether the link is live for this person (the /my-data page asks before it offers the download). */
export async function dataExportLinkLive(userId: string, token: string, now = new Date()): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: data_exports.id })
    .from(data_exports)
    .where(and(eq(data_exports.token_hash, hashOf(token)), eq(data_exports.user_id, userId), eq(data_exports.status, 'ready'), gt(data_exports.expires_at, now)));
  return Boolean(row);
}

/** The download: the file once, for its own person, within 24 hours; the file is cleared as it goes. 404 otherwise. */
export async function takeDataExport(userId: string, token: string, now = new Date()): Promise<{ html: string; readyAt: Date }> {
  // One statement: the row is locked, its file read and cleared, so two clicks at once download it once.
  const { rows } = await getDb().execute<{ file_html: string; ready_at: Date }>(sql`
    with taken as (
      select id, file_html, ready_at from data_exports
       where token_hash = ${hashOf(token)} and user_id = ${userId} and status = 'ready' and expires_at > ${now}
       for update)
    update data_exports set status = 'used', used_at = ${now}, file_html = null
      from taken where data_exports.id = taken.id
    returning taken.file_html, taken.ready_at`);
  const row = rows[0];
  if (!row) throw notFound(privacyMessages.linkGone);
  return { html: row.file_html, readyAt: new Date(row.ready_at) };
}
