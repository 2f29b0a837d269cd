import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { NewOfferLinkOutcome } from '@/lib/owners/answers';
import { recordAudit } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { owner_links, tenant_offers } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { ownerActor } from '@/server/owners/device';
import type { OwnerLink } from '@/server/owners/links';
import { sendOfferToOwner } from '@/server/offers/owner-offers';

// 'Send me a new link' on a closed offer link (docs/owners.md "Links"). The new link goes to the owner's own
// e-mail and WhatsApp on record, never to whoever asks, so asking needs no proved browser. What happens is decided
// by the offer's newest link: only when that is the one asked about, expired, and the offer still waits is a new
// one sent; once sent, the old link is no longer the newest, so asking again sends nothing more.

async function newestLinkId(tx: Executor, offerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: owner_links.id })
    .from(owner_links)
    .where(and(eq(owner_links.purpose, 'offer'), eq(owner_links.subject_id, offerId)))
    .orderBy(desc(owner_links.created_at), desc(owner_links.id))
    .limit(1);
  return row?.id ?? null;
}

export async function requestNewOfferLink(link: OwnerLink, address: string | null): Promise<NewOfferLinkOutcome> {
  if (link.state !== 'expired' && link.state !== 'revoked') throw new AppError('link_open', 'This link still works: please open it again.', 409);
  return getDb().transaction(async (tx) => {
    // One request at a time per offer, so two taps cannot both send a link.
    const [offer] = await tx.select({ status: tenant_offers.offer_status }).from(tenant_offers).where(eq(tenant_offers.id, link.subjectId)).for('update');
    if (!offer || offer.status !== 'Pending') return 'not_waiting';
    if ((await newestLinkId(tx, link.subjectId)) !== link.linkId) return 'newer_link';
    if (link.state === 'revoked') return 'taken_back';
    const sent = await sendOfferToOwner(tx, link.subjectId);
    await recordAudit(tx, ownerActor(link.ownerId, address), {
      action: 'offer.owner_new_link',
      table: 'tenant_offers',
      rowId: link.subjectId,
      after: { link_id: sent.linkId, replaces: link.linkId },
    });
    return 'sent';
  });
}
