import 'server-only';
import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { OwnerOfferView } from '@/lib/owners/answers';
import type { OwnerAnswerInput } from '@/lib/validation/owner-answer';
import { getDb } from '@/server/db/client';
import { tenant_offers } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { answerAsOwner, ownerOfferView } from '@/server/offers/owner-offers';
import { openOwnerLinkFor } from '@/server/owners/links';
import type { AnsweredOffer } from '@/server/offers/answers';

// The offers on a signed-in owner's homes (docs/owners.md "Owner accounts"). An owner answers here exactly what a
// link sent to them would let them answer, through that link's one decision: an offer waiting on the desk (a
// team-first society, not yet forwarded) is shown as with the team, and the desk's choice stays the desk's.

const RECENT_DAYS = 60;

export interface OwnerAccountOffer {
  id: string;
  propertyId: string;
  view: OwnerOfferView;
  /** The owner may answer it here (an open link was sent to them). */
  answerable: boolean;
}

/**
 * Open offers on the owner's homes (`propertyIds`, read through tenant_offers_property_created_idx), and those made
 * in the last 60 days, newest first.
 */
export async function ownerAccountOffers(ownerId: string, propertyIds: string[], now = new Date()): Promise<OwnerAccountOffer[]> {
  if (propertyIds.length === 0) return [];
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const rows = await getDb()
    .select({ id: tenant_offers.id, propertyId: tenant_offers.property_id })
    .from(tenant_offers)
    .where(
      and(
        inArray(tenant_offers.property_id, propertyIds),
        eq(tenant_offers.owner_id, ownerId),
        or(inArray(tenant_offers.offer_status, ['Pending', 'Countered']), gt(tenant_offers.created_at, since)),
      ),
    )
    .orderBy(desc(tenant_offers.created_at))
    .limit(50);
  const offers = await Promise.all(
    rows.map(async (row) => {
      const [view, link] = await Promise.all([ownerOfferView(row.id), openOwnerLinkFor('offer', row.id, ownerId, now)]);
      return view ? { ...row, view, answerable: Boolean(link) && view.status === 'Pending' } : null;
    }),
  );
  return offers.filter((offer): offer is OwnerAccountOffer => offer !== null);
}

/**
 * The owner's answer from the homes page: 404 for an offer on a home that is not theirs, 409 `offer_answered` once
 * it has an answer, 409 `offer_with_team` when no open link was sent to them (the desk answers it), otherwise the
 * link's answer.
 */
export async function answerAsOwnerAccount(ownerId: string, offerId: string, input: OwnerAnswerInput, address: string | null): Promise<AnsweredOffer> {
  const [offer] = await getDb().select({ ownerId: tenant_offers.owner_id, status: tenant_offers.offer_status }).from(tenant_offers).where(eq(tenant_offers.id, offerId));
  if (!offer || offer.ownerId !== ownerId) throw notFound('Offer not found');
  const link = await openOwnerLinkFor('offer', offerId, ownerId);
  if (!link && offer.status !== 'Pending') throw new AppError('offer_answered', 'This offer has already been answered.', 409);
  if (!link) throw new AppError('offer_with_team', 'The GHomes team is handling this offer. They will ask you if it needs your answer.', 409);
  return answerAsOwner(link, input, address);
}
