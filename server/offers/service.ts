import 'server-only';
import { and, count, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { OfferAcknowledgmentProps } from '@/emails/offer-acknowledgment';
import { CLOSED_OFFER_STATUSES } from '@/lib/catalog';
import { homeTitle } from '@/lib/listings/display';
import { DECLINE_REASONS, isDeclineReason } from '@/lib/offers/status';
import { OFFER_PLAN_MESSAGE, offerCredits, type OfferCredits } from '@/lib/tenant/credits';
import type { AuthUser } from '@/lib/validation/auth';
import { offerMessages, type OfferAcknowledgmentInput, type SendOfferInput } from '@/lib/validation/offer';
import { getDb, type Transaction } from '@/server/db/client';
import { bedroom_configurations, gated_societies, profiles, properties, property_rent_listings, tenant_offers, tenant_profile } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { AppError, isUniqueViolation } from '@/server/http/errors';
import { rentBedroomJoin } from '@/server/db/home-query';
import { recipientLocale } from '@/server/i18n/translator';
import { enqueueMessage } from '@/server/messages/send';
import { hasOwnerRecord, sendOfferToOwner } from '@/server/offers/owner-offers';
import type { OfferConfirmation, OfferSummary } from '@/lib/offers/types';

// Rental offers (spec 2.12, 3, 4, 7, 9). An offer is final once sent (a trigger refuses changes to its terms),
// one live offer per person and property (a partial unique index; Rejected and Withdrawn do not count), and
// each costs one of the person's 3 free credits. Its acknowledgment (WhatsApp + e-mail) is enqueued in the
// same transaction, so an offer always has one and a refused offer never does.

export const OFFER_ERROR_CODES = {
  noProfile: 'tenant_profile_missing',
  listingUnavailable: 'listing_unavailable',
  mismatch: 'offer_details_mismatch',
  exists: 'offer_exists',
  credits: 'offer_credits_exhausted',
} as const;

export interface LiveOffer {
  property_id: string;
  offer_status: string;
}

/** The person's offers that mark a property 'Offer Sent' (spec 7: excluding Rejected and Withdrawn). */
export async function listLiveOffers(userId: string): Promise<LiveOffer[]> {
  return getDb()
    .select({ property_id: tenant_offers.property_id, offer_status: tenant_offers.offer_status })
    .from(tenant_offers)
    .where(and(eq(tenant_offers.user_id, userId), notInArray(tenant_offers.offer_status, [...CLOSED_OFFER_STATUSES])));
}

/** Every offer the person sent (any status), newest first. Only the person's own rows: the id is the session's. */
export async function listSentOffers(userId: string): Promise<OfferSummary[]> {
  const rows = await getDb()
    .select({
      id: tenant_offers.id,
      property_id: tenant_offers.property_id,
      society_name: gated_societies.name,
      furnishing: properties.furnishing,
      bedrooms: bedroom_configurations.name,
      offered_rent: tenant_offers.offered_rent,
      offered_security_deposit: tenant_offers.offered_security_deposit,
      movein_date: tenant_offers.movein_date,
      extra_fittings_requested: tenant_offers.extra_fittings_requested,
      message: tenant_offers.message,
      offer_status: tenant_offers.offer_status,
      created_at: tenant_offers.created_at,
      decided_at: tenant_offers.decided_at,
      counter_rent: tenant_offers.counter_rent,
      counter_security_deposit: tenant_offers.counter_security_deposit,
      counter_movein_date: tenant_offers.counter_movein_date,
      decline_reason: tenant_offers.decline_reason,
      withdraw_reason: tenant_offers.withdraw_reason,
    })
    .from(tenant_offers)
    .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
    .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(tenant_offers.user_id, userId))
    .orderBy(desc(tenant_offers.created_at));
  return rows.map(({ furnishing, bedrooms, created_at, decided_at, counter_rent, counter_security_deposit, counter_movein_date, decline_reason, ...row }) => ({
    ...row,
    property_title: homeTitle(bedrooms, furnishing),
    created_at: created_at.toISOString(),
    answered_at: decided_at?.toISOString() ?? null,
    counter:
      counter_rent !== null && counter_security_deposit !== null && counter_movein_date !== null
        ? { rent: counter_rent, deposit: counter_security_deposit, movein_date: counter_movein_date }
        : null,
    decline_reason: decline_reason && isDeclineReason(decline_reason) ? DECLINE_REASONS[decline_reason] : null,
  }));
}

export async function getOfferCredits(userId: string): Promise<OfferCredits> {
  const [row] = await getDb().select({ sent: count() }).from(tenant_offers).where(eq(tenant_offers.user_id, userId));
  return offerCredits(row?.sent ?? 0);
}

export interface SentOffer {
  id: string;
  property_id: string;
  offer_status: string;
  credits: OfferCredits;
  confirmation: OfferConfirmation;
  /** False when the person's live offer with these very terms already existed: a repeat, nothing sent again. */
  created: boolean;
}

/**
 * The person's live offer for this listing with exactly these terms: an offer sent again after its answer was lost
 * (no Idempotency-Key) is answered with it instead of 409 `offer_exists`. Other terms are another offer (409).
 */
async function sameLiveOffer(tx: Transaction, userId: string, input: SendOfferInput) {
  const [offer] = await tx
    .select({ id: tenant_offers.id, property_id: tenant_offers.property_id, offer_status: tenant_offers.offer_status })
    .from(tenant_offers)
    .where(
      and(
        eq(tenant_offers.user_id, userId),
        eq(tenant_offers.property_rent_listing_id, input.rent_listing_id),
        eq(tenant_offers.property_id, input.property_id),
        eq(tenant_offers.society_id, input.society_id),
        eq(tenant_offers.offered_rent, input.offered_rent),
        eq(tenant_offers.offered_security_deposit, input.offered_security_deposit),
        eq(tenant_offers.movein_date, input.movein_date),
        input.extra_fittings_requested === null ? isNull(tenant_offers.extra_fittings_requested) : eq(tenant_offers.extra_fittings_requested, input.extra_fittings_requested),
        input.message === null ? isNull(tenant_offers.message) : eq(tenant_offers.message, input.message),
        notInArray(tenant_offers.offer_status, [...CLOSED_OFFER_STATUSES]),
      ),
    )
    .limit(1);
  return offer ?? null;
}

/**
 * Sends an offer for an Active rent listing. The property, society and owner are the listing's; ids in the
 * input that disagree with it refuse the offer. Checks run under a lock on the person's row, so two offers
 * sent at once cannot both spend the last credit.
 */
export async function sendOffer(user: AuthUser, input: SendOfferInput): Promise<SentOffer> {
  const { BRAND_NAME, SITE_URL } = getEnv();
  return getDb().transaction(async (tx) => {
    const [account] = await tx
      .select({ countryCode: profiles.country_code, phone: profiles.phone, email: profiles.email, phoneVerifiedAt: profiles.phone_verified_at, language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, user.id))
      .for('update');
    const [profile] = await tx
      .select({ id: tenant_profile.id, first_name: tenant_profile.first_name })
      .from(tenant_profile)
      .where(eq(tenant_profile.user_id, user.id));
    if (!account || !profile) throw new AppError(OFFER_ERROR_CODES.noProfile, offerMessages.missingInformation, 422);
    // The same rule as the WhatsApp delivery, so the done screen says what was really sent.
    const confirmation: OfferConfirmation = { email: account.email, whatsapp: !!account.phone && account.phoneVerifiedAt !== null };

    // Before the listing and credit checks: the repeat of the offer that took the home off the market, or spent
    // the last credit, is still that offer.
    const repeated = await sameLiveOffer(tx, user.id, input);
    if (repeated) {
      const [sentSoFar] = await tx.select({ sent: count() }).from(tenant_offers).where(eq(tenant_offers.user_id, user.id));
      return { ...repeated, credits: offerCredits(sentSoFar?.sent ?? 0), confirmation, created: false };
    }

    const [listing] = await tx
      .select({
        id: property_rent_listings.id,
        property_id: property_rent_listings.property_id,
        society_id: property_rent_listings.society_id,
        owner_id: property_rent_listings.owner_id,
        status: property_rent_listings.listing_status,
        society_name: gated_societies.name,
        answer_mode: gated_societies.offer_answer_mode,
        furnishing: properties.furnishing,
        bedrooms: bedroom_configurations.name,
      })
      .from(property_rent_listings)
      .innerJoin(properties, eq(properties.id, property_rent_listings.property_id))
      .innerJoin(gated_societies, eq(gated_societies.id, property_rent_listings.society_id))
      .leftJoin(bedroom_configurations, rentBedroomJoin)
      .where(eq(property_rent_listings.id, input.rent_listing_id));
    if (!listing || listing.status !== 'Active') {
      throw new AppError(OFFER_ERROR_CODES.listingUnavailable, 'This property is no longer accepting offers.', 409);
    }
    const forged =
      input.property_id !== listing.property_id ||
      input.society_id !== listing.society_id ||
      (input.owner_id !== undefined && input.owner_id !== null && input.owner_id !== listing.owner_id);
    if (forged) throw new AppError(OFFER_ERROR_CODES.mismatch, offerMessages.missingInformation, 422);

    const [live] = await tx
      .select({ id: tenant_offers.id })
      .from(tenant_offers)
      .where(
        and(
          eq(tenant_offers.user_id, user.id),
          eq(tenant_offers.property_id, listing.property_id),
          notInArray(tenant_offers.offer_status, [...CLOSED_OFFER_STATUSES]),
        ),
      );
    if (live) throw new AppError(OFFER_ERROR_CODES.exists, 'You have already sent an offer for this property.', 409);

    const [sent] = await tx.select({ sent: count() }).from(tenant_offers).where(eq(tenant_offers.user_id, user.id));
    if (offerCredits(sent?.sent ?? 0).left < 1) throw new AppError(OFFER_ERROR_CODES.credits, OFFER_PLAN_MESSAGE, 402);

    let offer: { id: string; property_id: string; offer_status: string };
    try {
      [offer] = (await tx
        .insert(tenant_offers)
        .values({
          tenant_profile_id: profile.id,
          property_rent_listing_id: listing.id,
          property_id: listing.property_id,
          owner_id: listing.owner_id,
          society_id: listing.society_id,
          user_id: user.id,
          offered_rent: input.offered_rent,
          offered_security_deposit: input.offered_security_deposit,
          movein_date: input.movein_date,
          extra_fittings_requested: input.extra_fittings_requested,
          message: input.message,
          offer_status: 'Pending',
        })
        .returning({ id: tenant_offers.id, property_id: tenant_offers.property_id, offer_status: tenant_offers.offer_status })) as [typeof offer];
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(OFFER_ERROR_CODES.exists, 'You have already sent an offer for this property.', 409);
      throw error;
    }

    const message: OfferAcknowledgmentProps = {
      locale: recipientLocale(account.language),
      tenantName: profile.first_name,
      societyName: listing.society_name,
      propertyTitle: homeTitle(listing.bedrooms, listing.furnishing),
      offeredRent: input.offered_rent,
      offeredDeposit: input.offered_security_deposit,
      moveinDate: input.movein_date,
      brandName: BRAND_NAME,
      siteUrl: SITE_URL,
    };
    // Keyed by the offer: each channel's acknowledgment goes once per offer.
    await enqueueMessage(tx, 'offer-acknowledgment', message, {
      whatsapp: { to: `${account.countryCode}${account.phone}`, key: `offer-ack-whatsapp:${offer.id}`, userId: user.id },
      email: { to: account.email, key: `offer-ack-email:${offer.id}` },
    });

    // A society whose owners answer directly: the owner's link and message go with the offer (docs/owners.md).
    // A home with no owner on record stays with the desk, which sees it like any team-first offer.
    if (listing.answer_mode === 'owners_direct' && (await hasOwnerRecord(tx, listing.owner_id))) await sendOfferToOwner(tx, offer.id);

    return { ...offer, credits: offerCredits((sent?.sent ?? 0) + 1), confirmation, created: true };
  });
}

/**
 * The spec's send-offer-acknowledgment call, made after an offer is sent. The acknowledgment was already
 * enqueued with the offer, in its transaction, so this only confirms that the person has a live offer with
 * these terms (its id) and never sends a second message; null when there is no such offer.
 */
export async function findAcknowledgedOffer(userId: string, input: OfferAcknowledgmentInput): Promise<string | null> {
  const [offer] = await getDb()
    .select({ id: tenant_offers.id })
    .from(tenant_offers)
    .where(
      and(
        eq(tenant_offers.user_id, userId),
        eq(tenant_offers.property_id, input.propertyId),
        eq(tenant_offers.society_id, input.societyId),
        eq(tenant_offers.offered_rent, input.offeredRent),
        eq(tenant_offers.offered_security_deposit, input.offeredDeposit),
        eq(tenant_offers.movein_date, input.moveinDate),
        notInArray(tenant_offers.offer_status, [...CLOSED_OFFER_STATUSES]),
      ),
    )
    .limit(1);
  return offer?.id ?? null;
}
