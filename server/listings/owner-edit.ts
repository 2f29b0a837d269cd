import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { ownerListingEditMessages as M, rentChangeNeedsDesk, type OwnerListingEdit, type OwnerListingEditAnswer, type RentChangeDecision } from '@/lib/validation/owner-account';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { rentListingOwnerId } from '@/server/db/home-query';
import { listing_rent_changes, properties, property_rent_listings } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { ownerActor } from '@/server/owners/device';
import { expirePages } from './desk-edit';
import { queueRentDecisionMessage } from './owner-rent-decision-message';

// An owner's own changes to a rent listing, from /owner/homes (docs/owners.md "Owner accounts"): deposit,
// availability and who they let to take effect at once; a rent more than RENT_CHANGE_FOR_DESK away from the listed
// one waits in listing_rent_changes for the desk's 'Approve' or 'Refuse', and the owner is told which (with the
// desk's reason for a refusal). Each step is one transaction with its audit row (and the owner's message), and the
// pages that show the listing are expired after it.

const l = property_rent_listings;
const EDITABLE_STATUSES = ['Active', 'Unconfirmed', 'Inactive'];
const RULES = ['expected_deposit', 'available_from_date', 'pets_allowed', 'tenant_food_preference', 'preferred_tenant'] as const;

export async function editListingAsOwner(ownerId: string, listingId: string, input: OwnerListingEdit, address: string | null, now = new Date()): Promise<OwnerListingEditAnswer> {
  const { societyId, rentWaiting } = await getDb().transaction(async (tx) => {
    const [listing] = await tx
      .select({ row: l, ownerId: rentListingOwnerId })
      .from(l)
      .innerJoin(properties, eq(properties.id, l.property_id))
      .where(eq(l.id, listingId))
      .for('update', { of: l });
    if (!listing || listing.ownerId !== ownerId) throw notFound('Home not found');
    const current = listing.row;
    if (!EDITABLE_STATUSES.includes(current.listing_status)) throw new AppError('listing_closed', 'This home is no longer listed for rent. Please ask the GHomes team to list it again.', 409);
    const newRent = input.expected_rent!;
    const waits = newRent !== current.expected_rent && rentChangeNeedsDesk(current.expected_rent, newRent);
    const rules = Object.fromEntries(RULES.map((column) => [column, input[column]])) as Pick<typeof l.$inferInsert, (typeof RULES)[number]>;
    const before = Object.fromEntries(['expected_rent', ...RULES].map((column) => [column, current[column as keyof typeof current]]));
    await closeWaitingRentChange(tx, listingId, 'replaced', now);
    if (waits) await tx.insert(listing_rent_changes).values({ rent_listing_id: listingId, owner_id: ownerId, old_rent: current.expected_rent, new_rent: newRent, requested_at: now });
    const set = waits ? rules : { ...rules, expected_rent: newRent };
    await tx.update(l).set({ ...set, updated_at: now }).where(eq(l.id, listingId));
    await recordAudit(tx, ownerActor(ownerId, address), { action: 'listing.owner_edit', table: 'property_rent_listings', rowId: listingId, before, after: { ...set, ...(waits ? { rent_waiting: newRent } : {}) } });
    return { societyId: current.society_id, rentWaiting: waits };
  });
  await expirePages({ societyIds: [societyId], search: true });
  return { message: rentWaiting ? M.rentWaiting : M.saved, rentWaiting };
}

async function closeWaitingRentChange(tx: Executor, listingId: string, decision: 'approved' | 'refused' | 'replaced', now: Date): Promise<void> {
  await tx
    .update(listing_rent_changes)
    .set({ decided_at: now, decision })
    .where(and(eq(listing_rent_changes.rent_listing_id, listingId), isNull(listing_rent_changes.decided_at)));
}

/**
 * The desk's answer to a waiting rent: 'approve' puts it on the listing (if the listing is still on offer), 'refuse'
 * leaves the listing as it was (with an optional reason for the owner); audited either way, and the owner's message
 * queued in the same transaction. 404 for a change that is not waiting.
 */
export async function decideRentChange(actor: AuditActor, changeId: string, { decision, reason }: RentChangeDecision, now = new Date()): Promise<{ listingId: string }> {
  const { listingId, societyId } = await getDb().transaction(async (tx) => {
    const [change] = await tx.select().from(listing_rent_changes).where(and(eq(listing_rent_changes.id, changeId), isNull(listing_rent_changes.decided_at))).for('update');
    if (!change) throw notFound('No rent change is waiting.');
    const [listing] = await tx.select().from(l).where(eq(l.id, change.rent_listing_id)).for('update');
    if (!listing) throw notFound('No rent change is waiting.');
    await closeWaitingRentChange(tx, listing.id, decision === 'approve' ? 'approved' : 'refused', now);
    if (decision === 'approve') {
      if (!EDITABLE_STATUSES.includes(listing.listing_status)) throw new AppError('listing_closed', 'This home is no longer listed for rent, so there is no rent to change.', 409);
      await tx.update(l).set({ expected_rent: change.new_rent, updated_at: now }).where(eq(l.id, listing.id));
    }
    await recordAudit(tx, actor, {
      action: decision === 'approve' ? 'listing.rent_change_approve' : 'listing.rent_change_refuse',
      table: 'property_rent_listings',
      rowId: listing.id,
      before: { expected_rent: listing.expected_rent },
      after: { expected_rent: decision === 'approve' ? change.new_rent : listing.expected_rent, asked: change.new_rent, ...(decision === 'refuse' && reason ? { reason } : {}) },
    });
    const outcome = decision === 'approve' ? 'approved' : 'refused';
    await queueRentDecisionMessage(tx, { changeId: change.id, ownerId: change.owner_id, listingId: listing.id, outcome, reason });
    return { listingId: listing.id, societyId: listing.society_id };
  });
  if (decision === 'approve') await expirePages({ societyIds: [societyId], search: true });
  return { listingId };
}
