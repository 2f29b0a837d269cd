import 'server-only';
import { eq } from 'drizzle-orm';
import type { OwnerRentDecisionProps, RentDecisionOutcome } from '@/emails/owner-rent-decision';
import { localePath } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db/client';
import { owners } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { recipientLocale } from '@/server/i18n/translator';
import { deliveryKeys, enqueueMessage } from '@/server/messages/send';
import { listingFacts } from './listing-facts';

// The owner hears the desk's answer to a rent that waited for it (docs/owners.md "Owner accounts"), queued in the
// decision's transaction. The channels of every owner message (the availability question, an offer's news): e-mail
// when the record has an address, WhatsApp only to a number the owner proved (the delivery checks it again).

const site = () => getEnv().SITE_URL.replace(/\/$/, '');

export interface RentDecision {
  changeId: string;
  ownerId: string;
  listingId: string;
  outcome: RentDecisionOutcome;
  reason?: string;
}

/** Queues the decision's message, with the listing's rent as it stands after the decision (new, or kept). */
export async function queueRentDecisionMessage(tx: Executor, decision: RentDecision): Promise<void> {
  const [owner] = await tx.select().from(owners).where(eq(owners.id, decision.ownerId));
  const facts = await listingFacts(tx, decision.listingId);
  // No address and no proved number: there is no channel to reach the owner by.
  if (!owner || !facts || (!owner.email && !owner.phone_verified_at)) return;
  // In the owner's language, with the link to the page in it (docs/i18n.md "Messages in the recipient's language").
  const locale = recipientLocale(owner.language);
  const data: OwnerRentDecisionProps = {
    outcome: decision.outcome,
    ownerName: owner.name.split(/\s+/)[0] ?? owner.name,
    societyName: facts.societyName,
    home: facts.home,
    rent: facts.rentText,
    reason: decision.outcome === 'refused' ? (decision.reason ?? null) : null,
    listed: facts.status === 'Active',
    link: `${site()}${localePath(locale, '/owner/homes')}`,
    brandName: getEnv().BRAND_NAME,
    siteUrl: site(),
    locale,
  };
  // Keyed by the change: each decision reaches the owner once per channel.
  const keys = deliveryKeys(`owner-rent-${decision.outcome}`, decision.changeId);
  await enqueueMessage(tx, 'owner-rent-decision', data, {
    ...(owner.email ? { email: { to: owner.email, key: keys.email } } : {}),
    ...(owner.phone_verified_at ? { whatsapp: { to: `${owner.country_code}${owner.phone}`, key: keys.whatsapp, ownerId: owner.id } } : {}),
  });
}
