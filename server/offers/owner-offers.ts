import 'server-only';
import { eq } from 'drizzle-orm';
import type { OwnerOfferProps } from '@/emails/owner-offer';
import { localePath } from '@/lib/i18n/locales';
import { homeTitle } from '@/lib/listings/display';
import { tenantNote } from '@/lib/offers/tenant-notes';
import type { OwnerOfferView } from '@/lib/owners/answers';
import { indiaDate } from '@/lib/time/india';
import type { OwnerAnswerInput } from '@/lib/validation/owner-answer';
import type { AuditActor } from '@/server/audit/log';
import { recordAudit } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, gated_societies, owners, properties, property_rent_listings, tenant_offers, tenant_profile } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { recipientLocale } from '@/server/i18n/translator';
import { hasConsent } from '@/server/privacy/consent';
import { AppError, notFound } from '@/server/http/errors';
import { rentBedroomJoin } from '@/server/db/home-query';
import { enqueueMessage } from '@/server/messages/send';
import { answerOffer, type AnsweredOffer, type DeskAnswer } from '@/server/offers/answers';
import { isOwnerDevice, ownerActor } from '@/server/owners/device';
import { createOwnerLink, decideOwnerLink, findOwnerLink, revokeOwnerLinks, type OwnerLink } from '@/server/owners/links';

// Offers reach the owner (docs/owners.md "Links"): a link bound to the owner and the offer, sent by e-mail and
// WhatsApp (WhatsApp only once the owner proved the number: the delivery checks owners.phone_verified_at). The
// owner's answer goes through the offers' one state machine (server/offers/answers.ts), audited with the owner as
// the actor, and takes the link's one decision in the same transaction.

export const NO_OWNER = 'owner_missing';

/**
 * Creates the offer's owner link (revoking any earlier one) and queues the owner's message, in `tx` (the offer's
 * own transaction when the society's owners answer directly; the desk's 'Forward to owner' otherwise). A home
 * whose owner we have no record of is a 409 `owner_missing`.
 */
export async function sendOfferToOwner(tx: Executor, offerId: string, now = new Date()): Promise<{ linkId: string; ownerId: string }> {
  const [row] = await tx
    .select({
      ownerId: owners.id,
      ownerName: owners.name,
      email: owners.email,
      phone: owners.phone,
      countryCode: owners.country_code,
      language: owners.language,
      societyName: gated_societies.name,
      bedrooms: bedroom_configurations.name,
      furnishing: properties.furnishing,
      unit: properties.house_number,
      askingRent: property_rent_listings.expected_rent,
      askingDeposit: property_rent_listings.expected_deposit,
      rent: tenant_offers.offered_rent,
      deposit: tenant_offers.offered_security_deposit,
      moveinDate: tenant_offers.movein_date,
      message: tenant_offers.message,
      extraFittings: tenant_offers.extra_fittings_requested,
    })
    .from(tenant_offers)
    .innerJoin(owners, eq(owners.id, tenant_offers.owner_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
    .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(tenant_offers.id, offerId));
  if (!row) throw new AppError(NO_OWNER, 'We have no owner on record for this home, so the offer cannot be sent to one.', 409);
  await revokeOwnerLinks(tx, 'offer', offerId, now);
  const link = await createOwnerLink(tx, { ownerId: row.ownerId, purpose: 'offer', subjectId: offerId, now });
  const { BRAND_NAME, SITE_URL } = getEnv();
  // In the owner's language, with the link to the page in it (docs/i18n.md "Messages in the recipient's language").
  const locale = recipientLocale(row.language);
  const data: OwnerOfferProps = {
    ownerName: row.ownerName,
    societyName: row.societyName,
    propertyTitle: homeTitle(row.bedrooms, row.furnishing),
    unit: row.unit,
    askingRent: row.askingRent,
    askingDeposit: row.askingDeposit,
    offeredRent: row.rent,
    offeredDeposit: row.deposit,
    moveinDate: row.moveinDate,
    extraFittings: tenantNote(row.extraFittings),
    message: tenantNote(row.message),
    link: `${SITE_URL}${localePath(locale, `/owner/${link.token}`)}`,
    linkExpires: indiaDate(link.expiresAt),
    brandName: BRAND_NAME,
    siteUrl: SITE_URL,
    locale,
  };
  // Keyed by the link: a new link (a second forward) is a new message, a re-run of the same one is not.
  await enqueueMessage(tx, 'owner-offer', data, {
    ...(row.email ? { email: { to: row.email, key: `owner-offer-email:${link.id}` } } : {}),
    whatsapp: { to: `${row.countryCode}${row.phone}`, key: `owner-offer-whatsapp:${link.id}`, ownerId: row.ownerId },
  });
  return { linkId: link.id, ownerId: row.ownerId };
}

/** Whether `ownerId` names an owner record (listings from before owners were records carry bare ids). */
export async function hasOwnerRecord(tx: Executor, ownerId: string | null): Promise<boolean> {
  if (!ownerId) return false;
  const [row] = await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId));
  return Boolean(row);
}

/** The desk's 'Forward to owner' (team-first societies, or a fresh link after a revoke), audited. */
export async function forwardOfferToOwner(actor: AuditActor, offerId: string): Promise<{ linkId: string }> {
  return getDb().transaction(async (tx) => {
    const [offer] = await tx.select({ status: tenant_offers.offer_status }).from(tenant_offers).where(eq(tenant_offers.id, offerId));
    if (!offer) throw notFound('Offer not found');
    if (offer.status !== 'Pending') throw new AppError('offer_not_pending', 'Only an offer waiting for an answer can be sent to the owner.', 409);
    const { linkId, ownerId } = await sendOfferToOwner(tx, offerId);
    await recordAudit(tx, actor, { action: 'offer.forward_owner', table: 'tenant_offers', rowId: offerId, after: { link_id: linkId, owner_id: ownerId } });
    return { linkId };
  });
}

/** The desk's 'Revoke link': the offer's open owner link stops working, audited. 409 when there is none. */
export async function revokeOfferLink(actor: AuditActor, offerId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [offer] = await tx.select({ id: tenant_offers.id }).from(tenant_offers).where(eq(tenant_offers.id, offerId));
    if (!offer) throw notFound('Offer not found');
    const revoked = await revokeOwnerLinks(tx, 'offer', offerId);
    if (revoked === 0) throw new AppError('no_open_link', 'This offer has no open owner link.', 409);
    await recordAudit(tx, actor, { action: 'offer.revoke_owner_link', table: 'tenant_offers', rowId: offerId, after: { revoked } });
  });
}

/** An offer link for the owner page and APIs: anything but an offer link that still names its row is null (404). */
export async function findOfferLink(token: string): Promise<OwnerLink | null> {
  const link = await findOwnerLink(token);
  return link && link.purpose === 'offer' ? link : null;
}

/**
 * What the owner's offer page shows for a link, on this browser: a closed link says so; a decided link on a browser
 * not proved says only when it was answered; any other unproved browser gets the code form; a proved one the
 * offer (null when it was removed) with the link's decision, if any.
 */
export type OwnerOfferPage =
  | { kind: 'closed'; reason: 'expired' | 'revoked' }
  | { kind: 'answered'; decidedAt: Date | null }
  | { kind: 'prove' }
  | { kind: 'offer'; view: OwnerOfferView | null; decision: { answer: string | null; decidedAt: Date | null } | null };

export async function ownerOfferPage(link: OwnerLink, deviceId: string | null): Promise<OwnerOfferPage> {
  if (link.state === 'expired' || link.state === 'revoked') return { kind: 'closed', reason: link.state };
  if (!(await isOwnerDevice(link.ownerId, deviceId))) return link.state === 'decided' ? { kind: 'answered', decidedAt: link.decidedAt } : { kind: 'prove' };
  const decision = link.state === 'decided' ? { answer: link.decision, decidedAt: link.decidedAt } : null;
  return { kind: 'offer', view: await ownerOfferView(link.subjectId), decision };
}

export async function ownerOfferView(offerId: string): Promise<OwnerOfferView | null> {
  const [row] = await getDb()
    .select({
      status: tenant_offers.offer_status,
      societyName: gated_societies.name,
      bedrooms: bedroom_configurations.name,
      furnishing: properties.furnishing,
      unit: properties.house_number,
      askingRent: property_rent_listings.expected_rent,
      askingDeposit: property_rent_listings.expected_deposit,
      offeredRent: tenant_offers.offered_rent,
      offeredDeposit: tenant_offers.offered_security_deposit,
      moveinDate: tenant_offers.movein_date,
      message: tenant_offers.message,
      extraFittings: tenant_offers.extra_fittings_requested,
      counterRent: tenant_offers.counter_rent,
      counterDeposit: tenant_offers.counter_security_deposit,
      counterMovein: tenant_offers.counter_movein_date,
      firstName: tenant_profile.first_name,
      occupation: tenant_profile.occupation,
      tenantType: tenant_profile.tenant_type,
      tenantId: tenant_offers.user_id,
    })
    .from(tenant_offers)
    .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
    .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
    .innerJoin(tenant_profile, eq(tenant_profile.id, tenant_offers.tenant_profile_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(tenant_offers.id, offerId));
  if (!row) return null;
  const { bedrooms, furnishing, counterRent, counterDeposit, counterMovein, firstName, occupation, tenantType, tenantId, message, extraFittings, ...terms } = row;
  // Asked at each view: a tenant who withdraws the consent after sending the offer is withdrawn from here too.
  const shared = await hasConsent(tenantId, 'share_tenant_profile');
  return {
    ...terms,
    propertyTitle: homeTitle(bedrooms, furnishing),
    message: tenantNote(message),
    extraFittings: tenantNote(extraFittings),
    counter: counterRent !== null && counterDeposit !== null && counterMovein !== null ? { rent: counterRent, deposit: counterDeposit, moveinDate: counterMovein } : null,
    tenant: {
      firstName: firstName.trim().split(/\s+/)[0] ?? '',
      summary: shared ? { occupation, tenantType, household: tenantType === 'Family' ? 'Family' : tenantType.startsWith('Bachelors') ? 'Bachelors' : 'Other' } : null,
    },
  };
}

const LINK_STATE_ERRORS = {
  decided: () => new AppError('link_decided', 'You have already answered this offer.', 409),
  expired: () => new AppError('link_expired', 'This link has expired. Please ask the GHomes team for a new one.', 410),
  revoked: () => new AppError('link_revoked', 'This link is no longer valid. Please ask the GHomes team for a new one.', 410),
};

/** An expired or revoked link sends no code: the page says the link no longer works (410 with the reason). */
export function refuseClosedLink(link: OwnerLink): void {
  if (link.state === 'expired' || link.state === 'revoked') throw LINK_STATE_ERRORS[link.state]();
}

/**
 * The owner's answer through an open link on a proved device: one transition of the offer state machine (actor:
 * the owner), the tenant told by it, and the link decided in the same transaction (a second answer is refused).
 */
export async function answerAsOwner(link: OwnerLink, input: OwnerAnswerInput, address: string | null): Promise<AnsweredOffer> {
  if (link.state !== 'open') throw LINK_STATE_ERRORS[link.state]();
  const answer: DeskAnswer =
    input.action === 'accept' ? { action: 'accept' } : input.action === 'decline' ? { action: 'decline', reason: input.reason } : { action: 'counter', counter: input.counter };
  return answerOffer({ by: 'owner', actor: ownerActor(link.ownerId, address) }, link.subjectId, answer, async (tx) => {
    if (!(await decideOwnerLink(tx, link.linkId, input.action))) throw LINK_STATE_ERRORS.decided();
  });
}
