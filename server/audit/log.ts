import 'server-only';
import { and, desc, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { phoneCandidates } from '@/lib/ops/desk-search';
import { getDb } from '@/server/db/client';
import { audit_log, owners, profiles, staff_members } from '@/server/db/schema';
import type { Executor } from '@/server/db/client';

/** Who did it, as the desk knows them: the staff account and the client address of the request. */
export interface AuditActor {
  id: string | null;
  email: string;
  address: string | null;
}

/** The command-line tools act as the operator at the shell. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: 'command line', address: null };

/** The final erasure of an account (server/privacy/erasure.ts) and every step it takes. */
export const ERASURE_ACTOR: AuditActor = { ...COMMAND_LINE_ACTOR, email: 'erasure' };

export interface AuditEntry {
  action: string;
  table: string;
  rowId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one audit row. Call it with the executor of the change it records, so the row exists exactly when the
 * change does (the change's transaction).
 */
export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(audit_log).values({
    actor_id: actor.id,
    actor_email: actor.email,
    action: entry.action,
    table_name: entry.table,
    row_id: entry.rowId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    client_address: actor.address,
  });
}

/**
 * A staff member looked at a person's details: the row records which fields were shown, never their values
 * (the log must not become a second copy of the personal data).
 */
export async function recordView(db: Executor, actor: AuditActor, view: { table: string; rowId: string; fields: string[] }): Promise<void> {
  await recordAudit(db, actor, { action: 'view', table: view.table, rowId: view.rowId, after: { viewed: view.fields } });
}

/** Several views in one insert (a desk list that shows a page of people). */
export async function recordViews(db: Executor, actor: AuditActor, views: { table: string; rowId: string; fields: string[] }[]): Promise<void> {
  if (!views.length) return;
  await db.insert(audit_log).values(
    views.map((view) => ({ actor_id: actor.id, actor_email: actor.email, action: 'view', table_name: view.table, row_id: view.rowId, before: null, after: { viewed: view.fields }, client_address: actor.address })),
  );
}

/**
 * A page of the audit log shows what was changed about people (the before and after of each row) and names the
 * people and records the rows are about, so looking at it is a view too: one row naming the ids shown
 * (newest-oldest), written after the page was read.
 */
export async function recordAuditLogView(actor: AuditActor, shownIds: number[]): Promise<void> {
  if (!shownIds.length) return;
  await recordView(getDb(), actor, { table: 'audit_log', rowId: `${shownIds[0]}-${shownIds.at(-1)}`, fields: ['before', 'after', 'names'] });
}

/** A person the audit log's 'Person' filter found: an account (with its e-mail address) or an owner record. */
export type AuditPerson = { kind: 'account'; id: string; email: string } | { kind: 'owner'; id: string };

/**
 * The people an e-mail address (case aside) or a phone number (typed any way the desk search reads one) names:
 * accounts and owner records, at most a few. Anything else finds nobody.
 */
export async function findAuditPeople(text: string): Promise<AuditPerson[]> {
  const typed = text.trim();
  if (!typed) return [];
  const phones = phoneCandidates(typed);
  const byEmail = typed.includes('@') ? typed.toLowerCase() : null;
  if (!byEmail && !phones.length) return [];
  const phoneIn = (countryCode: SQL, phone: SQL) => sql`(${countryCode}, ${phone}) in (${sql.join(phones.map((number) => sql`(${number.countryCode}, ${number.phone})`), sql`, `)})`;
  const accountWhere = byEmail ? sql`lower(${profiles.email}) = ${byEmail}` : phoneIn(sql`${profiles.country_code}`, sql`${profiles.phone}`);
  const ownerWhere = byEmail ? sql`lower(${owners.email}) = ${byEmail}` : phoneIn(sql`${owners.country_code}`, sql`${owners.phone}`);
  const [accounts, ownerRows] = await Promise.all([
    getDb().select({ id: profiles.id, email: profiles.email }).from(profiles).where(accountWhere).limit(5),
    getDb().select({ id: owners.id }).from(owners).where(ownerWhere).limit(5),
  ]);
  return [...accounts.map((row) => ({ kind: 'account' as const, ...row })), ...ownerRows.map((row) => ({ kind: 'owner' as const, id: row.id }))];
}

/**
 * The rows about a person: an account's own row, its desk role, its tenant profile, its offers and visits, and
 * the contact messages sent from its address; an owner's record. Each is a lookup of audit_log_row_idx.
 */
function aboutPerson(person: AuditPerson): SQL {
  const row = (table: string, ids: SQL) => sql`(${audit_log.table_name} = ${table} and ${audit_log.row_id} in (${ids}))`;
  if (person.kind === 'owner') return sql`(${audit_log.table_name} = 'owners' and ${audit_log.row_id} = ${person.id})`;
  return sql`(${sql.join(
    [
      sql`(${audit_log.table_name} in ('profiles', 'staff_members') and ${audit_log.row_id} = ${person.id})`,
      row('tenant_profile', sql`select id::text from tenant_profile where user_id = ${person.id}`),
      row('tenant_offers', sql`select id::text from tenant_offers where user_id = ${person.id}`),
      row('visits', sql`select id::text from visits where user_id = ${person.id}`),
      row('contact_messages', sql`select id::text from contact_messages where lower(email) = ${person.email.toLowerCase()}`),
    ],
    sql` or `,
  )})`;
}

/** The staff members for the 'Staff member' filter, by name: their e-mail (as the rows name them) and name. */
export async function auditStaffChoices(): Promise<{ email: string; name: string }[]> {
  const rows = await getDb()
    .select({ email: profiles.email, firstName: profiles.first_name, lastName: profiles.last_name })
    .from(staff_members)
    .innerJoin(profiles, eq(profiles.id, staff_members.user_id))
    .orderBy(profiles.first_name, profiles.last_name, profiles.email);
  return rows.map((row) => ({ email: row.email.toLowerCase(), name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email }));
}

export interface AuditFilters {
  actorId?: string;
  /** Leave out the 'view' rows (who looked), so the changes stand out. */
  hideViews?: boolean;
  /** The rows about these people (the 'Person' filter); an empty list matches nothing. */
  people?: AuditPerson[];
  /** The actor as the row names them ('command line' for the shell). */
  actorEmail?: string;
  action?: string;
  table?: string;
  rowId?: string;
  from?: Date;
  to?: Date;
}

/** A page of audit rows, newest first (keyset on id, so deep pages stay as fast as the first). */
export async function listAudit(filters: AuditFilters, page: { limit: number; beforeId?: number }) {
  const where: SQL[] = [];
  if (filters.actorId) where.push(eq(audit_log.actor_id, filters.actorId));
  if (filters.actorEmail) where.push(eq(audit_log.actor_email, filters.actorEmail));
  if (filters.action) where.push(eq(audit_log.action, filters.action));
  if (filters.hideViews) where.push(ne(audit_log.action, 'view'));
  if (filters.people) where.push(filters.people.length ? or(...filters.people.map(aboutPerson))! : sql`false`);
  if (filters.table) where.push(eq(audit_log.table_name, filters.table));
  if (filters.rowId) where.push(eq(audit_log.row_id, filters.rowId));
  if (filters.from) where.push(gte(audit_log.created_at, filters.from));
  if (filters.to) where.push(lt(audit_log.created_at, filters.to));
  if (page.beforeId) where.push(lt(audit_log.id, page.beforeId));
  return getDb()
    .select()
    .from(audit_log)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(audit_log.id))
    .limit(page.limit);
}
