import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { revalidatePages, type RevalidationOutcome } from '@/server/cache/revalidate-pages';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { rentListingOwnerId } from '@/server/db/home-query';
import { availability_asks, gated_societies, listing_rent_changes, properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';

// An owner's homes stop being offered when the owner leaves (their account is erased: docs/privacy.md "Erasure of an
// owner"). Their Active and Unconfirmed listings, rent and sale, become Inactive, as if the desk had set them so: out
// of search and the society pages (the live-home counts follow by trigger; rent_listing_history records rents, not
// statuses), their open availability questions closed, and a rent waiting for the desk closed as refused without a
// message (the owner who asked is gone). A home 'Under offer' stays as it is: its accepted offer is a deal with a
// tenant, which the desk closes. One audit row per listing ended, with the caller's actor.

const rent = property_rent_listings;
const sale = property_sale_listings;
const ENDED_FROM = ['Active', 'Unconfirmed'];
const KEPT = 'Under offer';

export interface EndedOwnerListings {
  ended: number;
  /** Homes left 'Under offer' for the desk. */
  underOffer: number;
  rentChangesClosed: number;
  /** The societies whose pages showed an ended listing (for endedListingPages after the commit). */
  societyIds: string[];
}

type Row = { id: string; status: string; societyId: string };

export async function endListingsOfOwner(tx: Executor, actor: AuditActor, ownerId: string, now: Date): Promise<EndedOwnerListings> {
  const statuses = [...ENDED_FROM, KEPT];
  // Whose a rent listing is: its own owner, else its home's; a sale listing is its home's.
  const rentRows: Row[] = await tx
    .select({ id: rent.id, status: rent.listing_status, societyId: rent.society_id })
    .from(rent)
    .innerJoin(properties, eq(properties.id, rent.property_id))
    .where(and(sql`${rentListingOwnerId} = ${ownerId}`, inArray(rent.listing_status, statuses)))
    .for('update', { of: rent });
  const saleRows: Row[] = await tx
    .select({ id: sale.id, status: sale.listing_status, societyId: sale.society_id })
    .from(sale)
    .innerJoin(properties, eq(properties.id, sale.property_id))
    .where(and(eq(properties.owner_id, ownerId), inArray(sale.listing_status, statuses)))
    .for('update', { of: sale });
  const endedRent = rentRows.filter((row) => row.status !== KEPT);
  const endedSale = saleRows.filter((row) => row.status !== KEPT);
  await endRentListings(tx, actor, endedRent, now);
  await endSaleListings(tx, actor, endedSale, now);
  const closed = await tx
    .update(listing_rent_changes)
    .set({ decided_at: now, decision: 'refused' })
    .where(and(eq(listing_rent_changes.owner_id, ownerId), isNull(listing_rent_changes.decided_at)))
    .returning({ id: listing_rent_changes.id });
  const ended = [...endedRent, ...endedSale];
  return {
    ended: ended.length,
    underOffer: rentRows.length + saleRows.length - ended.length,
    rentChangesClosed: closed.length,
    societyIds: [...new Set(ended.map((row) => row.societyId))],
  };
}

async function endRentListings(tx: Executor, actor: AuditActor, rows: Row[], now: Date): Promise<void> {
  if (!rows.length) return;
  const ids = rows.map((row) => row.id);
  await tx.update(rent).set({ listing_status: 'Inactive', updated_at: now }).where(inArray(rent.id, ids));
  // The question is moot; its link is revoked with the owner's other links.
  await tx.update(availability_asks).set({ closed_at: now, outcome: 'revoked' }).where(and(inArray(availability_asks.rent_listing_id, ids), isNull(availability_asks.closed_at)));
  for (const row of rows) await auditEnded(tx, actor, 'property_rent_listings', row);
}

async function endSaleListings(tx: Executor, actor: AuditActor, rows: Row[], now: Date): Promise<void> {
  if (!rows.length) return;
  await tx.update(sale).set({ listing_status: 'Inactive', updated_at: now }).where(inArray(sale.id, rows.map((row) => row.id)));
  for (const row of rows) await auditEnded(tx, actor, 'property_sale_listings', row);
}

function auditEnded(tx: Executor, actor: AuditActor, table: string, row: Row): Promise<void> {
  return recordAudit(tx, actor, { action: 'listing.owner_left', table, rowId: row.id, before: { listing_status: row.status }, after: { listing_status: 'Inactive' } });
}

/**
 * After the commit: the cached pages that showed the ended listings (society, properties, builder pages and search)
 * are expired through the app's revalidation route, as the listing jobs do; a failure is reported, never thrown.
 */
export async function expireEndedListingPages(societyIds: string[]): Promise<RevalidationOutcome | null> {
  if (!societyIds.length) return null;
  const builders = await getDb().selectDistinct({ id: gated_societies.builder_id }).from(gated_societies).where(inArray(gated_societies.id, societyIds));
  return revalidatePages({ societyIds, builderIds: builders.flatMap((row) => (row.id ? [row.id] : [])), search: true });
}
