import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { homeTitle } from '@/lib/listings/display';
import { homeAndUnit } from '@/lib/ops/home-name';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, gated_societies, owners, properties, property_rent_listings, tenant_offers, tenant_profile } from '@/server/db/schema';
import { rentBedroomJoin } from '@/server/db/home-query';
import { sendOfferToOwner } from '@/server/offers/owner-offers';
import { refuseIfAny, type BulkRefusal } from '@/server/staff/bulk';

// 'Forward to owners' of several waiting offers at once (/ops/offers): each offer exactly as its own 'Forward to
// owner' (server/offers/owner-offers.ts forwardOfferToOwner: a new link, the earlier one revoked, the owner's message
// queued, an `offer.forward_owner` audit row), in one transaction that sends all of them or, when any cannot be
// sent (no longer waiting, no owner on record), none.

export async function forwardOffersToOwners(actor: AuditActor, offerIds: string[]): Promise<{ forwarded: number }> {
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .select({
        id: tenant_offers.id,
        status: tenant_offers.offer_status,
        hasOwner: sql<boolean>`${owners.id} is not null`,
        firstName: tenant_profile.first_name,
        societyName: gated_societies.name,
        bedroom: bedroom_configurations.name,
        furnishing: properties.furnishing,
        unit: properties.house_number,
      })
      .from(tenant_offers)
      .innerJoin(tenant_profile, eq(tenant_profile.id, tenant_offers.tenant_profile_id))
      .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
      .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
      .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
      .leftJoin(bedroom_configurations, rentBedroomJoin)
      .leftJoin(owners, eq(owners.id, tenant_offers.owner_id))
      .where(inArray(tenant_offers.id, offerIds))
      .for('update', { of: tenant_offers });
    const found = new Map(rows.map((row) => [row.id, row]));
    const refusals: BulkRefusal[] = [];
    for (const id of offerIds) {
      const row = found.get(id);
      if (!row) {
        refusals.push({ name: 'An offer', reason: 'not found' });
        continue;
      }
      const name = `${row.firstName}’s offer on ${homeAndUnit(homeTitle(row.bedroom, row.furnishing), row.unit)}, ${row.societyName}`;
      if (row.status !== 'Pending') refusals.push({ name, reason: 'it is no longer waiting for an answer' });
      else if (!row.hasOwner) refusals.push({ name, reason: 'we have no owner on record for this home' });
    }
    refuseIfAny(refusals, offerIds.length, ['offer', 'offers']);
    const now = new Date();
    for (const id of offerIds) {
      const { linkId, ownerId } = await sendOfferToOwner(tx, id, now);
      await recordAudit(tx, actor, { action: 'offer.forward_owner', table: 'tenant_offers', rowId: id, after: { link_id: linkId, owner_id: ownerId, bulk: offerIds.length } });
    }
    return { forwarded: offerIds.length };
  });
}
