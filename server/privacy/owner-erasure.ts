import 'server-only';
import { ERASURE_ACTOR, recordAudit } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { endListingsOfOwner } from '@/server/listings/end-owner-listings';
import { closeSubmissionsOfOwner, type ClosedSubmissions } from '@/server/listings/owner-submissions';
import { ownerOfAccount, releaseOwnerRecordOf } from '@/server/owners/account';
import { revokeOpenLinksOfOwner } from '@/server/owners/links';
import { addAutomaticNote } from '@/server/staff/desk-notes';

// What the erasure of an account does to the owner record it managed (docs/privacy.md "Erasure of an owner"). This
// is the one place the erasure reaches an owner's side: whatever an owner holds (the homes they were adding, with
// their ownership documents and photos) is removed here too. It lives with the erasure rather than in server/owners because it ends
// listings, and the listings domain already depends on the owners one.
//
// The record stays with the desk (a real person's homes, and the contact for a deal still open), no longer managed
// by the account; the homes it offers stop being offered; every open owner link stops working. The desk reads what
// happened in the audit log (actor 'erasure') and in a note on the owner's page.

export interface ErasedOwnerHomes {
  ownerId: string;
  listingsEnded: number;
  underOffer: number;
  linksRevoked: number;
  /** The societies whose cached pages showed an ended listing, to expire after the commit. */
  societyIds: string[];
  /** Homes being added that were closed, and the files to delete after the commit. */
  submissions: ClosedSubmissions;
}

/** Ends the homes of the owner record `userId` manages, in the erasure's transaction; null when it manages none. */
export async function endHomesOfErasedOwner(tx: Executor, userId: string, now: Date): Promise<ErasedOwnerHomes | null> {
  const owner = await ownerOfAccount(userId, tx);
  if (!owner) return null;
  const listings = await endListingsOfOwner(tx, ERASURE_ACTOR, owner.id, now);
  const linksRevoked = await revokeOpenLinksOfOwner(tx, owner.id, now);
  const submissions = await closeSubmissionsOfOwner(tx, ERASURE_ACTOR, owner.id, now);
  await releaseOwnerRecordOf(tx, userId);
  await recordAudit(tx, ERASURE_ACTOR, {
    action: 'owner.account_erased',
    table: 'owners',
    rowId: owner.id,
    before: { user_id: userId },
    after: { user_id: null, listings_ended: listings.ended, under_offer_kept: listings.underOffer, rent_changes_closed: listings.rentChangesClosed, links_revoked: linksRevoked, submissions_closed: submissions.closed, documents_removed: submissions.documentPaths.length },
  });
  await addAutomaticNote(tx, ERASURE_ACTOR, 'owner', owner.id, erasureNote(listings.ended, listings.underOffer, linksRevoked));
  return { ownerId: owner.id, listingsEnded: listings.ended, underOffer: listings.underOffer, linksRevoked, societyIds: listings.societyIds, submissions };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The desk's note on the owner: what ended, and what is left for the team. No word about the person. */
function erasureNote(ended: number, underOffer: number, links: number): string {
  const done = `The account that managed this owner was erased: ${count(ended, 'listing', 'listings')} ended (now Inactive), ${count(links, 'open link', 'open links')} revoked.`;
  if (!underOffer) return done;
  return `${done} ${count(underOffer, 'home stays', 'homes stay')} Under offer: close the deal with the tenant, or end the listing, on the listings desk.`;
}
