import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { homeTitle } from '@/lib/listings/display';
import { homeAndUnit } from '@/lib/ops/home-name';
import { formatIndiaDay } from '@/lib/time/india';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { availability_asks, bedroom_configurations, gated_societies, properties, property_rent_listings } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { listingOwnerRecord } from '@/server/listings/freshness';
import { rentBedroomJoin } from '@/server/db/home-query';
import { refuseIfAny, type BulkRefusal } from '@/server/staff/bulk';
import { askOwner } from '@/server/listings/owner-availability';
import { revokeOwnerLinks } from '@/server/owners/links';

// The desk's 'Revoke link' on a listing's open availability question (/ops/listings, docs/owners.md
// "Availability"): the owner's link stops working at once (its page says so and changes nothing) and the question
// is closed as 'revoked'. The cycle's next run asks the owner again with a new link while the listing is still due,
// so a link sent to the wrong place, or forwarded, is replaced rather than left working.

export async function revokeAvailabilityLink(actor: AuditActor, listingId: string, now = new Date()): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [listing] = await tx.select({ id: property_rent_listings.id }).from(property_rent_listings).where(eq(property_rent_listings.id, listingId));
    if (!listing) throw notFound('Listing not found');
    const [ask] = await tx
      .update(availability_asks)
      .set({ closed_at: now, outcome: 'revoked' })
      .where(and(eq(availability_asks.rent_listing_id, listingId), isNull(availability_asks.closed_at)))
      .returning({ id: availability_asks.id, askedAt: availability_asks.asked_at, linkId: availability_asks.link_id });
    if (!ask) throw new AppError('no_open_link', 'This listing has no open question to its owner.', 409);
    const revoked = await revokeOwnerLinks(tx, 'availability', listingId, now);
    await recordAudit(tx, actor, {
      action: 'availability.revoke_link',
      table: 'property_rent_listings',
      rowId: listingId,
      before: { ask_id: ask.id, asked_at: ask.askedAt, link_id: ask.linkId },
      after: { outcome: 'revoked', revoked_links: revoked },
    });
  });
}

/** The listings an owner can be asked about from the desk: on offer, or hidden for want of the owner's answer. */
export const ASKABLE_STATUSES = ['Active', 'Unconfirmed'] as const;

/**
 * 'Ask the owner now' (/ops/listings, one listing or several picked): the availability question of the hourly cycle
 * (server/listings/owner-availability.ts askOwner: a new link, the open ask, the owner's message) put at once, whatever the
 * listing's age. One transaction for all of them, each with its `availability.ask_now` audit row; when any cannot
 * be asked (not on offer, no owner on record, a question already open) none is, and the 409 names them.
 */
export async function askOwnersNow(actor: AuditActor, listingIds: string[], { single = false, now = new Date() }: { single?: boolean; now?: Date } = {}): Promise<{ asked: number }> {
  return getDb().transaction(async (tx) => {
    const l = property_rent_listings;
    const rows = await tx
      .select({
        id: l.id,
        status: l.listing_status,
        lastConfirmedAt: l.last_confirmed_at,
        ownerId: listingOwnerRecord,
        openAskedAt: sql<string | null>`(select to_json(a.asked_at) #>> '{}' from ${availability_asks} a where a.rent_listing_id = ${l}.id and a.closed_at is null)`,
        societyName: gated_societies.name,
        bedroom: bedroom_configurations.name,
        furnishing: properties.furnishing,
        unit: properties.house_number,
      })
      .from(l)
      .innerJoin(properties, eq(properties.id, l.property_id))
      .innerJoin(gated_societies, eq(gated_societies.id, l.society_id))
      .leftJoin(bedroom_configurations, rentBedroomJoin)
      .where(inArray(l.id, listingIds))
      .for('update', { of: l });
    const found = new Map(rows.map((row) => [row.id, row]));
    const refusals: BulkRefusal[] = [];
    for (const id of listingIds) {
      const row = found.get(id);
      if (!row) {
        if (single) throw notFound('Listing not found');
        refusals.push({ name: 'A listing', reason: 'not found' });
        continue;
      }
      const name = `${homeAndUnit(homeTitle(row.bedroom, row.furnishing, 'Home'), row.unit)}, ${row.societyName}`;
      if (!(ASKABLE_STATUSES as readonly string[]).includes(row.status)) refusals.push({ name, reason: `it is ${row.status}, so there is nothing to ask` });
      else if (!row.ownerId) refusals.push({ name, reason: 'we have no owner on record to ask' });
      else if (row.openAskedAt) refusals.push({ name, reason: `its owner was asked on ${formatIndiaDay(new Date(row.openAskedAt))} and has not answered yet` });
    }
    if (single && refusals.length) throw new AppError('cannot_ask', `This owner cannot be asked now: ${refusals[0]!.reason}.`, 409);
    refuseIfAny(refusals, listingIds.length, ['listing', 'listings']);
    for (const id of listingIds) {
      const row = found.get(id)!;
      const asked = await askOwner(tx, { listingId: id, ownerId: row.ownerId! }, now);
      if (!asked) throw new AppError('already_asked', 'Its owner was asked a moment ago; the list shows it once you refresh.', 409);
      await recordAudit(tx, actor, {
        action: 'availability.ask_now',
        table: 'property_rent_listings',
        rowId: id,
        before: { listing_status: row.status, last_confirmed_at: row.lastConfirmedAt },
        after: { ask_id: asked.askId, link_id: asked.linkId, owner_id: row.ownerId, ...(single ? {} : { bulk: listingIds.length }) },
      });
    }
    return { asked: listingIds.length };
  });
}
