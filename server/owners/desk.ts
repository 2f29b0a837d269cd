import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DeskOwner, OwnerSort } from '@/lib/ops/owners';
import type { OwnerChannel } from '@/lib/owners/owners';
import { pageWindow, toTablePage, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import type { EditOwnerInput } from '@/lib/validation/ops-owners';
import { recordAudit, recordView } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { owners } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { Staff } from '@/server/staff/access';

// The desk's owner records (docs/ops.md "Owners"): a page at a time by name (owners_name_idx), or the one owner of
// a phone (the unique index). Contact details leave only through showOwnerContact, which writes a view row.

const hint = (phone: string) => `${'•'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;

export async function listDeskOwners(filters: { phone?: string }, query: TableQuery<OwnerSort>): Promise<TablePage<DeskOwner>> {
  const { limit, offset } = pageWindow(query);
  const order = query.dir === 'desc' ? [desc(owners.name), desc(owners.id)] : [asc(owners.name), asc(owners.id)];
  const rows = await getDb()
    .select({ id: owners.id, name: owners.name, phone: owners.phone, email: owners.email, channel: owners.preferred_channel, verifiedAt: owners.phone_verified_at })
    .from(owners)
    .where(filters.phone ? and(eq(owners.country_code, '+91'), eq(owners.phone, filters.phone)) : undefined)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return toTablePage(
    rows.map((row) => ({ id: row.id, name: row.name, phoneHint: hint(row.phone), hasEmail: Boolean(row.email), channel: row.channel as OwnerChannel, phoneVerified: row.verifiedAt !== null })),
    query,
  );
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

/** Edits an owner's name, e-mail and channel, audited with the values before and after. */
export async function editOwner(staff: Staff, ownerId: string, input: EditOwnerInput): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ name: owners.name, email: owners.email, preferred_channel: owners.preferred_channel })
      .from(owners)
      .where(eq(owners.id, ownerId))
      .for('update');
    if (!before) throw notFound('Owner not found');
    await tx.update(owners).set({ ...input, updated_at: new Date() }).where(eq(owners.id, ownerId));
    await recordAudit(tx, staff.actor, { action: 'owner.edit', table: 'owners', rowId: ownerId, before, after: { ...input } });
  });
}
