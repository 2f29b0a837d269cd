import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { availability_asks, property_rent_listings } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { revokeOwnerLinks } from './links';

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
