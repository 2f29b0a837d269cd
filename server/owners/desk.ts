import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DeskOwner, OwnerSort } from '@/lib/ops/owners';
import type { OwnerChannel } from '@/lib/owners/owners';
import { pageWindow, toTablePage, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import type { EditOwnerInput } from '@/lib/validation/ops-owners';
import { recordAudit, recordView } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { listing_rent_changes, owners } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { Staff } from '@/server/staff/access';
import { EXPORT_BATCH_SIZE } from '@/server/staff/csv-download';

// The desk's owner records (docs/ops.md "Owners"): a page at a time by name (owners_name_idx), or the one owner of
// a phone (the unique index). Contact details leave only through showOwnerContact, which writes a view row.

const hint = (phone: string) => `${'•'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;

/** The owners list's filters: one phone, and owners with a new rent waiting for the desk (listing_rent_changes). */
export interface DeskOwnerFilters {
  phone?: string;
  rentWaiting?: boolean;
}

const ownerWhere = (filters: DeskOwnerFilters) =>
  and(
    filters.phone ? and(eq(owners.country_code, '+91'), eq(owners.phone, filters.phone)) : undefined,
    filters.rentWaiting ? sql`exists (select 1 from ${listing_rent_changes} c where c.owner_id = ${owners.id} and c.decided_at is null)` : undefined,
  );

const ownerColumns = { id: owners.id, name: owners.name, phone: owners.phone, email: owners.email, channel: owners.preferred_channel, verifiedAt: owners.phone_verified_at, homeLimit: owners.home_limit };
type OwnerRecordRow = { id: string; name: string; phone: string; email: string | null; channel: string; verifiedAt: Date | null; homeLimit: number };
const toDeskOwner = (row: OwnerRecordRow): DeskOwner => ({ id: row.id, name: row.name, phoneHint: hint(row.phone), hasEmail: Boolean(row.email), channel: row.channel as OwnerChannel, phoneVerified: row.verifiedAt !== null, homeLimit: row.homeLimit });

export async function countDeskOwners(filters: DeskOwnerFilters): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(owners).where(ownerWhere(filters));
  return row?.n ?? 0;
}

export async function listDeskOwners(filters: DeskOwnerFilters, query: TableQuery<OwnerSort>): Promise<TablePage<DeskOwner>> {
  const { limit, offset } = pageWindow(query);
  const order = query.dir === 'desc' ? [desc(owners.name), desc(owners.id)] : [asc(owners.name), asc(owners.id)];
  const [rows, total] = await Promise.all([getDb().select(ownerColumns).from(owners).where(ownerWhere(filters)).orderBy(...order).limit(limit).offset(offset), countDeskOwners(filters)]);
  return toTablePage(rows.map(toDeskOwner), query, total);
}

/** Every owner the filter holds, by name, `batchSize` at a time (a keyset on owners_name_idx): the CSV's rows. */
export async function* deskOwnerBatches(filters: DeskOwnerFilters, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<DeskOwner[]> {
  let after: { name: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? sql`(${owners.name}, ${owners.id}) > (${after.name}, ${after.id}::uuid)` : undefined;
    const rows = await getDb().select(ownerColumns).from(owners).where(and(ownerWhere(filters), keyset)).orderBy(asc(owners.name), asc(owners.id)).limit(batchSize);
    if (rows.length) yield rows.map(toDeskOwner);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { name: last.name, id: last.id };
  }
}

/** 'Show contact': the owner's phone and e-mail, with an audit view row naming the fields shown. */
export async function showOwnerContact(staff: Staff, ownerId: string): Promise<{ phone: string; email: string | null }> {
  return getDb().transaction(async (tx) => {
    const [owner] = await tx.select({ countryCode: owners.country_code, phone: owners.phone, email: owners.email }).from(owners).where(eq(owners.id, ownerId));
    if (!owner) throw notFound('Owner not found');
    await recordView(tx, staff.actor, { table: 'owners', rowId: ownerId, fields: owner.email ? ['phone', 'email'] : ['phone'] });
    return { phone: `${owner.countryCode}${owner.phone}`, email: owner.email };
  });
}

/** Edits an owner's name, e-mail, channel and home limit, audited with the values before and after. */
export async function editOwner(staff: Staff, ownerId: string, input: EditOwnerInput): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ name: owners.name, email: owners.email, preferred_channel: owners.preferred_channel, home_limit: owners.home_limit })
      .from(owners)
      .where(eq(owners.id, ownerId))
      .for('update');
    if (!before) throw notFound('Owner not found');
    await tx.update(owners).set({ ...input, updated_at: new Date() }).where(eq(owners.id, ownerId));
    await recordAudit(tx, staff.actor, { action: 'owner.edit', table: 'owners', rowId: ownerId, before, after: { ...input } });
  });
}
