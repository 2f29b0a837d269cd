import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ASSIGNEE_ROLES, NOTE_SUBJECT_ROLES, type Assignee, type AssignSubject, type DeskNote, type NoteSubject } from '@/lib/ops/notes';
import { auditActorLabel } from '@/lib/ops/audit-words';
import { roleAtLeast } from '@/lib/ops/roles';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { contact_messages, desk_notes, owners, profiles, property_rent_listings, staff_members, tenant_offers, visits } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import type { Staff } from './access';

// Notes and assignment on the desk (docs/ops.md "Notes and assignment"). A note is the team's own, on one visit,
// offer, listing, message, tenant or owner: only these desk services read desk_notes, so no tenant or owner page,
// answer or message can carry one. Each kind of record keeps its section's role (a visit: an agent of its society;
// the rest: a manager), and anything the person may not see is the same 404 as a record that does not exist.
// Writing a note and changing an assignment are audit rows in the transaction of the change.

const NOTE_COLUMN: Record<NoteSubject, PgColumn> = {
  visit: desk_notes.visit_id,
  offer: desk_notes.offer_id,
  listing: desk_notes.listing_id,
  message: desk_notes.message_id,
  tenant: desk_notes.tenant_id,
  owner: desk_notes.owner_id,
};

const NOTE_FIELD: Record<NoteSubject, 'visit_id' | 'offer_id' | 'listing_id' | 'message_id' | 'tenant_id' | 'owner_id'> = {
  visit: 'visit_id',
  offer: 'offer_id',
  listing: 'listing_id',
  message: 'message_id',
  tenant: 'tenant_id',
  owner: 'owner_id',
};

/** The table a subject's record lives in, as the audit row names it. */
const SUBJECT_TABLE: Record<NoteSubject, string> = {
  visit: 'visits',
  offer: 'tenant_offers',
  listing: 'property_rent_listings',
  message: 'contact_messages',
  tenant: 'profiles',
  owner: 'owners',
};

/** Whether the record exists and `staff` may see it (an agent: a visit of their own societies only). */
async function canSee(db: Executor, staff: Staff, subject: NoteSubject, id: string): Promise<boolean> {
  if (!roleAtLeast(staff.role, NOTE_SUBJECT_ROLES[subject])) return false;
  const exists = async (query: PromiseLike<unknown[]>) => (await query).length > 0;
  switch (subject) {
    case 'visit':
      if (staff.societyIds !== null && !staff.societyIds.length) return false;
      return exists(
        db
          .select({ id: visits.id })
          .from(visits)
          .where(and(eq(visits.id, id), staff.societyIds ? inArray(visits.society_id, staff.societyIds) : undefined))
          .limit(1),
      );
    case 'offer':
      return exists(db.select({ id: tenant_offers.id }).from(tenant_offers).where(eq(tenant_offers.id, id)).limit(1));
    case 'listing':
      return exists(db.select({ id: property_rent_listings.id }).from(property_rent_listings).where(eq(property_rent_listings.id, id)).limit(1));
    case 'message':
      return exists(db.select({ id: contact_messages.id }).from(contact_messages).where(eq(contact_messages.id, id)).limit(1));
    case 'tenant':
      return exists(db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id)).limit(1));
    case 'owner':
      return exists(db.select({ id: owners.id }).from(owners).where(eq(owners.id, id)).limit(1));
  }
}

// The author as the audit log page names them: an automatic step's actor ('erasure') in words, a member by e-mail.
const toNote = (row: { id: string; body: string; author: string; createdAt: Date }): DeskNote => ({
  ...row,
  author: auditActorLabel({ email: row.author, name: null }),
  createdAt: row.createdAt.toISOString(),
});

/** A record's notes, newest first (its partial index). 404 for a record the person may not see. */
export async function listNotes(staff: Staff, subject: NoteSubject, id: string): Promise<DeskNote[]> {
  if (!(await canSee(getDb(), staff, subject, id))) throw notFound();
  const rows = await getDb()
    .select({ id: desk_notes.id, body: desk_notes.body, author: desk_notes.author_email, createdAt: desk_notes.created_at })
    .from(desk_notes)
    .where(eq(NOTE_COLUMN[subject], id))
    .orderBy(desc(desk_notes.created_at), desc(desk_notes.id))
    .limit(200);
  return rows.map(toNote);
}

/** Adds a note (who and when kept), audited as `note.add` naming the record; 404 for one the person may not see. */
export async function addNote(staff: Staff, subject: NoteSubject, id: string, body: string): Promise<DeskNote> {
  return getDb().transaction(async (tx) => {
    if (!(await canSee(tx, staff, subject, id))) throw notFound();
    const [row] = await tx
      .insert(desk_notes)
      .values({ [NOTE_FIELD[subject]]: id, body, author_id: staff.user.id, author_email: staff.actor.email })
      .returning({ id: desk_notes.id, body: desk_notes.body, author: desk_notes.author_email, createdAt: desk_notes.created_at });
    // The note's words stay in its own row; the audit row says where it was written and how long it is.
    await recordAudit(tx, staff.actor, { action: 'note.add', table: 'desk_notes', rowId: row!.id, after: { on: SUBJECT_TABLE[subject], row_id: id, length: body.length } });
    return toNote(row!);
  });
}

/**
 * A note no staff member wrote: what an automatic step did that the desk has to follow up (the account erasure
 * leaving a home under offer), in that step's transaction, audited with its actor. Only the desk reads it.
 */
export async function addAutomaticNote(tx: Executor, actor: AuditActor, subject: NoteSubject, id: string, body: string): Promise<void> {
  const [row] = await tx.insert(desk_notes).values({ [NOTE_FIELD[subject]]: id, body, author_id: null, author_email: actor.email }).returning({ id: desk_notes.id });
  await recordAudit(tx, actor, { action: 'note.add', table: 'desk_notes', rowId: row!.id, after: { on: SUBJECT_TABLE[subject], row_id: id, length: body.length } });
}

/** How many notes each of these records has (one index look-up each), for a page of a list. */
export async function noteCounts(subject: NoteSubject, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const column = NOTE_COLUMN[subject];
  const rows = await getDb()
    .select({ id: sql<string>`${column}`, n: count() })
    .from(desk_notes)
    .where(inArray(column, ids))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id, row.n]));
}

// ---- Assignment ----------------------------------------------------------------------------------------------

const ASSIGN_TABLE = {
  offer: { table: tenant_offers, name: 'tenant_offers' },
  message: { table: contact_messages, name: 'contact_messages' },
  listing: { table: property_rent_listings, name: 'property_rent_listings' },
} as const;

/** The staff members work can be given to: managers and admins, by name (a handful of rows). */
export async function assignableStaff(): Promise<Assignee[]> {
  const rows = await getDb()
    .select({ id: staff_members.user_id, first: profiles.first_name, last: profiles.last_name, email: profiles.email })
    .from(staff_members)
    .innerJoin(profiles, eq(profiles.id, staff_members.user_id))
    .where(inArray(staff_members.role, [...ASSIGNEE_ROLES]))
    .orderBy(asc(profiles.first_name), asc(profiles.last_name), asc(staff_members.user_id));
  return rows.map((row) => ({ id: row.id, name: `${row.first} ${row.last}`.trim() || row.email }));
}

/**
 * Gives an offer, a message or a listing to a staff member (a manager or an admin), or to nobody (null), audited
 * as `assign.set` / `assign.clear` with the assignee before and after. The same assignee again changes nothing and
 * writes no row. An unknown record is 404; an assignee who is not a manager or an admin is 422.
 */
export async function assign(staff: Staff, subject: AssignSubject, id: string, assigneeId: string | null): Promise<{ assignedTo: string | null; changed: boolean }> {
  const { table, name } = ASSIGN_TABLE[subject];
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select({ assignedTo: table.assigned_to }).from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound();
    if (assigneeId) {
      const [member] = await tx.select({ role: staff_members.role }).from(staff_members).where(eq(staff_members.user_id, assigneeId));
      if (!member || !(ASSIGNEE_ROLES as readonly string[]).includes(member.role)) throw new AppError('not_an_assignee', 'Choose a manager or an admin from the list.', 422);
    }
    if (row.assignedTo === assigneeId) return { assignedTo: assigneeId, changed: false };
    await tx
      .update(table)
      .set({ assigned_to: assigneeId, assigned_at: assigneeId ? sql`now()` : null })
      .where(eq(table.id, id));
    await recordAudit(tx, staff.actor, { action: assigneeId ? 'assign.set' : 'assign.clear', table: name, rowId: id, before: { assigned_to: row.assignedTo }, after: { assigned_to: assigneeId } });
    return { assignedTo: assigneeId, changed: true };
  });
}

/** The name of a row's assignee, as a list reads it beside the row (a primary-key look-up). */
export const assigneeName = (column: PgColumn | SQL) => sql<string | null>`(select trim(p.first_name || ' ' || p.last_name) from ${profiles} p where p.id = ${column})`;
