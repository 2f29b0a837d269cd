import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { localePath } from '@/lib/i18n/locales';
import type { AuditActor } from '@/server/audit/log';
import { availability_asks, profiles, shortlist_hearts, tenant_offers } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { recipientLocale } from '@/server/i18n/translator';
import { enqueueMessage } from '@/server/messages/send';
import { declineOffersOnLetHome, type Tx } from '@/server/offers/answers';
import { revokeOwnerLinks } from '@/server/owners/links';
import { cancelVisitsOfLetHome } from '@/server/visits/cancellation';
import { listingFacts } from './listing-facts';

// A home is let (docs/owners.md "A home is let"). Whoever says so, the owner through their
// availability link ("It's rented", server/listings/owner-availability.ts) or the desk setting the status to 'Rented'
// (server/listings/desk-edit.ts), the same consequences follow, in the transaction of the status change:
// - every live visit still to come (not checked in) is cancelled, which frees its slot and voids its gate pass
//   (a cancelled visit's pass is refused at the gate), its reminders removed, the visitor told with an apology;
// - every live offer (Pending, Countered) is declined politely through the offers' state machine (`home_let`);
// - the people who hearted it and had no visit notice are told once;
// - the owner's open links about it close: the availability question and the links of the offers declined.
// The tenant whose offer on it was accepted is the one it was let to: their visit and heart are left alone.

export interface LetHome {
  cancelledVisits: string[];
  toldHearts: number;
  declinedOffers: string[];
  /** Owner links revoked: the open availability question's and those of the offers declined. */
  closedLinks: number;
}

const site = () => getEnv().SITE_URL.replace(/\/$/, '');

/** The consequences of letting the listing, by `actor`, in `tx` (which has already locked the listing's row). */
export async function letHome(tx: Tx, actor: AuditActor, listingId: string, now: Date): Promise<LetHome> {
  const facts = await listingFacts(tx, listingId);
  if (!facts) throw new Error(`letHome: no rent listing ${listingId}`);
  const renters = await tx
    .select({ userId: tenant_offers.user_id })
    .from(tenant_offers)
    .where(and(eq(tenant_offers.property_id, facts.propertyId), eq(tenant_offers.offer_status, 'Accepted')));
  const renterIds = renters.map((row) => row.userId);
  const cancelledVisits = await cancelVisitsOfLetHome(tx, { listingId: facts.id, societyId: facts.societyId, societyName: facts.societyName, message: baseMessage(facts) }, renterIds, now);
  const toldHearts = await tellHearts(tx, facts, [...renterIds, ...cancelledVisits.map((visit) => visit.userId)]);
  const declinedOffers = await declineOffersOnLetHome(tx, actor, facts.propertyId);

  // The availability question is over: someone else said it first (the owner's own answer closes it before this).
  await tx.update(availability_asks).set({ closed_at: now, outcome: 'superseded' }).where(and(eq(availability_asks.rent_listing_id, listingId), isNull(availability_asks.closed_at)));
  let closedLinks = await revokeOwnerLinks(tx, 'availability', listingId, now);
  for (const offerId of declinedOffers) closedLinks += await revokeOwnerLinks(tx, 'offer', offerId, now);
  return { cancelledVisits: cancelledVisits.map((visit) => visit.id), toldHearts, declinedOffers, closedLinks };
}

type Facts = NonNullable<Awaited<ReturnType<typeof listingFacts>>>;

const baseMessage = (facts: Facts) => ({
  societyName: facts.societyName,
  home: facts.publicHome,
  brandName: getEnv().BRAND_NAME,
  siteUrl: site(),
  societyUrl: `${site()}/society/${facts.societyId}/properties`,
});

/** The people who hearted it, but `skip` (told already, or the renters), hear it once, keyed by their heart. */
async function tellHearts(tx: Tx, facts: Facts, skip: string[]): Promise<number> {
  const skipped = new Set(skip);
  const hearts = await tx
    .select({ id: shortlist_hearts.id, userId: profiles.id, firstName: profiles.first_name, email: profiles.email, countryCode: profiles.country_code, phone: profiles.phone, language: profiles.language })
    .from(shortlist_hearts)
    .innerJoin(profiles, eq(profiles.id, shortlist_hearts.user_id))
    .where(eq(shortlist_hearts.rent_listing_id, facts.id));
  let told = 0;
  for (const heart of hearts) {
    if (skipped.has(heart.userId)) continue;
    told += 1;
    // In each person's language, with the society's page in it (docs/i18n.md "Messages in the recipient's language").
    const locale = recipientLocale(heart.language);
    const societyUrl = `${site()}${localePath(locale, `/society/${facts.societyId}/properties`)}`;
    await enqueueMessage(tx, 'listing-rented', { ...baseMessage(facts), societyUrl, firstName: heart.firstName, locale }, {
      email: { to: heart.email, key: `listing-rented-email:${heart.id}` },
      whatsapp: { to: `${heart.countryCode}${heart.phone}`, key: `listing-rented-whatsapp:${heart.id}`, userId: heart.userId },
    });
  }
  return told;
}

/** The audit row's account of a letting (the owner's `availability.rented`, the desk's `listing.rented`). */
export function letHomeAudit(letting: LetHome) {
  return {
    cancelled_visits: letting.cancelledVisits.length,
    told_hearts: letting.toldHearts,
    declined_offers: letting.declinedOffers.length,
    closed_links: letting.closedLinks,
  };
}
