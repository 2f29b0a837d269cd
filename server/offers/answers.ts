import 'server-only';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { OfferAnswerBy, OfferAnswerOutcome, OfferAnswerProps } from '@/emails/offer-answer';
import type { OwnerOfferUpdateOutcome, OwnerOfferUpdateProps } from '@/emails/owner-offer-update';
import { DECLINE_REASONS, DECLINED_FOR_ANOTHER_OFFER, DECLINED_HOME_LET, type CounterAnswer, type DeclineReason } from '@/lib/offers/status';
import { localePath } from '@/lib/i18n/locales';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import type { CounterOfferInput } from '@/lib/validation/ops-offers';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { revalidatePages, type RevalidationOutcome } from '@/server/cache/revalidate-pages';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, gated_societies, owners, profiles, properties, property_rent_listings, tenant_offers, tenant_profile } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { recipientLocale } from '@/server/i18n/translator';
import { AppError, notFound } from '@/server/http/errors';
import { rentBedroomJoin } from '@/server/db/home-query';
import { deliveryKeys, enqueueMessage } from '@/server/messages/send';
import { cancelTenancyOfOffer, openTenancy } from '@/server/tenancies/service';
import { transitionFor, type OfferAction } from './state-machine';

// Answering an offer (docs/offers.md "Answering offers"): each answer is one transition of the state machine,
// written with its audit row and its messages in one transaction, so an answer exists exactly when its record and
// its messages do, and a refused one writes nothing. The home's rent listing row is locked first, so two answers
// on offers for the same home run one after the other (two accepts cannot both win). Every message names who
// decided, as the caller says it (never guessed from the audit actor): the tenant reads the owner's answer as the
// owner's and the team's as given on the owner's behalf; the owner hears of every answer they did not give.

export const OFFER_NOT_FOUND = 'Offer not found';

export type DeskOfferAction = 'accept' | 'decline' | 'counter' | 'withdraw';

export type DeskAnswer =
  | { action: 'accept' }
  | { action: 'decline'; reason: DeclineReason }
  | { action: 'counter'; counter: CounterOfferInput }
  | { action: 'withdraw'; reason: string };

/**
 * Who answers: the team at the desk (on the owner's behalf: the owner is told) or the owner through their link
 * (server/offers/owner-offers.ts). `actor` is the audit row's actor.
 */
export type OfferAnswerer = { by: 'team'; actor: AuditActor } | { by: 'owner'; actor: AuditActor };

export interface AnsweredOffer {
  id: string;
  offer_status: string;
  /** Offers on the same home declined because this one was accepted. */
  declinedOthers: string[];
  /** The public pages' refresh when the home's listing changed status (null when it did not). */
  revalidation: RevalidationOutcome | null;
}

export type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

interface LockedOffer {
  id: string;
  status: string;
  userId: string;
  listingId: string;
  listingStatus: string;
  propertyId: string;
  societyId: string;
  societyName: string;
  propertyTitle: string;
  houseNumber: string | null;
  ownerId: string | null;
  offeredRent: number;
  offeredDeposit: number;
  moveinDate: string;
  counterRent: number | null;
  counterDeposit: number | null;
  counterMoveinDate: string | null;
  tenantName: string;
  email: string;
  phone: string;
  /** The tenant's language (profiles.language), NULL until chosen. */
  language: string | null;
}

/** The offer (for `userId` only, when given) with what its answer and message need; its listing row locked first. */
async function lockOffer(tx: Tx, offerId: string, userId?: string): Promise<LockedOffer> {
  const [ref] = await tx
    .select({ listingId: tenant_offers.property_rent_listing_id })
    .from(tenant_offers)
    .where(userId ? and(eq(tenant_offers.id, offerId), eq(tenant_offers.user_id, userId)) : eq(tenant_offers.id, offerId));
  if (!ref) throw notFound(OFFER_NOT_FOUND);
  await tx.select({ id: property_rent_listings.id }).from(property_rent_listings).where(eq(property_rent_listings.id, ref.listingId)).for('update');
  const [offer] = await offerDetails(tx, eq(tenant_offers.id, offerId)).for('update', { of: tenant_offers });
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  return withTitle(offer);
}

function offerDetails(tx: Executor, where: SQL | undefined) {
  return tx
    .select({
      id: tenant_offers.id,
      status: tenant_offers.offer_status,
      userId: tenant_offers.user_id,
      listingId: tenant_offers.property_rent_listing_id,
      listingStatus: property_rent_listings.listing_status,
      propertyId: tenant_offers.property_id,
      societyId: tenant_offers.society_id,
      societyName: gated_societies.name,
      bedrooms: bedroom_configurations.name,
      furnishing: properties.furnishing,
      houseNumber: properties.house_number,
      ownerId: tenant_offers.owner_id,
      offeredRent: tenant_offers.offered_rent,
      offeredDeposit: tenant_offers.offered_security_deposit,
      moveinDate: tenant_offers.movein_date,
      counterRent: tenant_offers.counter_rent,
      counterDeposit: tenant_offers.counter_security_deposit,
      counterMoveinDate: tenant_offers.counter_movein_date,
      tenantName: tenant_profile.first_name,
      email: profiles.email,
      phone: sql<string>`${profiles.country_code} || ${profiles.phone}`,
      language: profiles.language,
    })
    .from(tenant_offers)
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
    .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
    .innerJoin(tenant_profile, eq(tenant_profile.id, tenant_offers.tenant_profile_id))
    .innerJoin(profiles, eq(profiles.id, tenant_offers.user_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(where)
    .$dynamic();
}

function withTitle<Row extends { bedrooms: string | null; furnishing: string | null }>(row: Row): Row & { propertyTitle: string } {
  return { ...row, propertyTitle: homeTitle(row.bedrooms, row.furnishing) };
}

/** Moves the offer along `action`'s transition, with its audit row; the 409 when the move is not allowed. */
async function moveOffer(tx: Tx, actor: AuditActor, offer: LockedOffer, action: OfferAction, changes: Partial<typeof tenant_offers.$inferInsert> = {}) {
  const transition = transitionFor(action, offer.status);
  const set = { ...changes, offer_status: transition.to, decided_at: new Date() };
  const [updated] = await tx
    .update(tenant_offers)
    .set(set)
    .where(and(eq(tenant_offers.id, offer.id), eq(tenant_offers.offer_status, offer.status)))
    .returning({ id: tenant_offers.id, offer_status: tenant_offers.offer_status });
  // The row is locked, so its status cannot have moved; a miss would be a bug, never a silent success.
  if (!updated) throw new AppError('offer_changed', 'This offer changed while it was being answered. Please try again.', 409);
  const { decided_at: _decidedAt, ...after } = set;
  await recordAudit(tx, actor, { action: transition.audit, table: 'tenant_offers', rowId: offer.id, before: { offer_status: offer.status }, after: { ...after } });
  return updated;
}

type Counter = { rent: number; deposit: number; moveinDate: string };

/** The counter written on the offer (null before one was made). */
function counterOf(offer: LockedOffer): Counter | null {
  return offer.counterRent !== null && offer.counterDeposit !== null && offer.counterMoveinDate !== null
    ? { rent: offer.counterRent, deposit: offer.counterDeposit, moveinDate: offer.counterMoveinDate }
    : null;
}

async function tellTenant(tx: Tx, offer: LockedOffer, outcome: OfferAnswerOutcome, answeredBy: OfferAnswerBy, extra: Pick<OfferAnswerProps, 'reason' | 'counter'> = {}) {
  const { BRAND_NAME, SITE_URL } = getEnv();
  const locale = recipientLocale(offer.language);
  const data: OfferAnswerProps = {
    locale,
    outcome,
    answeredBy,
    // A counter waits for the tenant's answer: its message opens the offer in 'Your offers' (app/profile/page.tsx).
    ...(outcome === 'countered' ? { offerLink: `${SITE_URL.replace(/\/$/, '')}${localePath(locale, `/profile?offers=${offer.propertyId}`)}` } : {}),
    tenantName: offer.tenantName,
    societyName: offer.societyName,
    propertyTitle: offer.propertyTitle,
    offeredRent: offer.offeredRent,
    offeredDeposit: offer.offeredDeposit,
    moveinDate: offer.moveinDate,
    brandName: BRAND_NAME,
    siteUrl: SITE_URL,
    ...extra,
  };
  // Keyed by the offer and the outcome: each answer's message goes once per channel.
  const keys = deliveryKeys(`offer-${outcome}`, offer.id);
  await enqueueMessage(tx, 'offer-answer', data, {
    email: { to: offer.email, key: keys.email },
    // deliver-whatsapp sends only to a number this account verified, so an unverified number gets nothing.
    whatsapp: { to: offer.phone, key: keys.whatsapp, userId: offer.userId },
  });
}

/**
 * Tells the home's owner what happened to an offer they did not answer themselves: the team's answer on their
 * behalf, or the tenant's answer to a counter. E-mail when the owner has an address, WhatsApp once they proved the
 * number (the delivery checks it again). Nothing when the home has no owner record.
 */
async function tellOwner(tx: Tx, offer: LockedOffer, outcome: OwnerOfferUpdateOutcome, extra: Pick<OwnerOfferUpdateProps, 'reason' | 'counter' | 'relisted'> = {}) {
  if (!offer.ownerId) return;
  const [owner] = await tx
    .select({ id: owners.id, name: owners.name, email: owners.email, countryCode: owners.country_code, phone: owners.phone, verifiedAt: owners.phone_verified_at, language: owners.language })
    .from(owners)
    .where(eq(owners.id, offer.ownerId));
  // No address and no proved number: there is no channel to reach the owner by.
  if (!owner || (!owner.email && !owner.verifiedAt)) return;
  const { BRAND_NAME, SITE_URL } = getEnv();
  const data: OwnerOfferUpdateProps = {
    outcome,
    ownerName: owner.name,
    societyName: offer.societyName,
    home: homeWithUnit(offer.propertyTitle, offer.houseNumber),
    offeredRent: offer.offeredRent,
    offeredDeposit: offer.offeredDeposit,
    moveinDate: offer.moveinDate,
    brandName: BRAND_NAME,
    siteUrl: SITE_URL,
    // The owner's language (docs/i18n.md "Messages in the recipient's language").
    locale: recipientLocale(owner.language),
    ...extra,
  };
  // Keyed by the offer and the outcome, like the tenant's message: each answer reaches the owner once per channel.
  const keys = deliveryKeys(`owner-offer-${outcome}`, offer.id);
  await enqueueMessage(tx, 'owner-offer-update', data, {
    ...(owner.email ? { email: { to: owner.email, key: keys.email } } : {}),
    ...(owner.verifiedAt ? { whatsapp: { to: `${owner.countryCode}${owner.phone}`, key: keys.whatsapp, ownerId: owner.id } } : {}),
  });
}

async function setListingStatus(tx: Tx, actor: AuditActor, offer: LockedOffer, status: 'Active' | 'Under offer') {
  await tx.update(property_rent_listings).set({ listing_status: status }).where(eq(property_rent_listings.id, offer.listingId));
  await recordAudit(tx, actor, {
    action: 'listing.status',
    table: 'property_rent_listings',
    rowId: offer.listingId,
    before: { listing_status: offer.listingStatus },
    after: { listing_status: status },
  });
}

/**
 * An acceptance (the desk's of a Pending offer, the tenant's of a counter): the home goes 'Under offer' and leaves
 * search, and every other live offer on it is declined with a polite message. The home must still be on the market.
 */
async function acceptOffer(tx: Tx, actor: AuditActor, offer: LockedOffer, action: 'accept' | 'accept-counter', by: OfferAnswerBy): Promise<string[]> {
  transitionFor(action, offer.status);
  if (offer.listingStatus !== 'Active') throw new AppError('listing_unavailable', 'This home is no longer on the market, so the offer cannot be accepted.', 409);
  await moveOffer(tx, actor, offer, action);
  // The accepted offer carries on as a tenancy, made here so that every acceptance has exactly one.
  await openTenancy(tx, offer.id, new Date());
  // The tenant who accepted a counter hears it back with the terms agreed, in their own words.
  await tellTenant(tx, offer, 'accepted', by, by === 'tenant' ? { counter: counterOf(offer) } : {});
  await setListingStatus(tx, actor, offer, 'Under offer');
  return declineLiveOffers(tx, actor, and(eq(tenant_offers.property_id, offer.propertyId), ne(tenant_offers.id, offer.id)), 'decline-for-another', DECLINED_FOR_ANOTHER_OFFER);
}

/** Every live offer `where` names declined along `action` with `reason`, each tenant told politely; the ids. */
async function declineLiveOffers(tx: Tx, actor: AuditActor, where: SQL | undefined, action: 'decline-for-another' | 'decline-home-let', reason: DeclineReason): Promise<string[]> {
  const live = await offerDetails(tx, and(where, inArray(tenant_offers.offer_status, ['Pending', 'Countered']))).for('update', { of: tenant_offers });
  for (const offer of live.map(withTitle)) {
    await moveOffer(tx, actor, offer, action, { decline_reason: reason });
    // Nobody decided about this offer: it closed because of what happened to the home.
    await tellTenant(tx, offer, 'declined', 'home', { reason: DECLINE_REASONS[reason] });
  }
  return live.map((offer) => offer.id);
}

/**
 * The home was let (server/listings/let-home.ts): every live offer on it (Pending or Countered) is declined with
 * `home_let` through the state machine, each tenant told politely, in the caller's transaction, which holds the
 * home's rent listing row locked (the order every answer locks in). The ids of the offers declined.
 */
export async function declineOffersOnLetHome(tx: Tx, actor: AuditActor, propertyId: string): Promise<string[]> {
  return declineLiveOffers(tx, actor, eq(tenant_offers.property_id, propertyId), 'decline-home-let', DECLINED_HOME_LET);
}

async function deskTransaction(tx: Tx, answerer: OfferAnswerer, offer: LockedOffer, answer: DeskAnswer): Promise<{ declinedOthers: string[]; listingChanged: boolean }> {
  const { actor, by } = answerer;
  // The team answers on the owner's behalf, so the owner hears what was answered; the owner's own answer is theirs.
  const owner = (outcome: OwnerOfferUpdateOutcome, extra: Pick<OwnerOfferUpdateProps, 'reason' | 'counter' | 'relisted'> = {}) =>
    by === 'team' ? tellOwner(tx, offer, outcome, extra) : Promise.resolve();
  switch (answer.action) {
    case 'accept': {
      const declinedOthers = await acceptOffer(tx, actor, offer, 'accept', by);
      await owner('accepted');
      return { declinedOthers, listingChanged: true };
    }
    case 'decline':
      await moveOffer(tx, actor, offer, 'decline', { decline_reason: answer.reason });
      await tellTenant(tx, offer, 'declined', by, { reason: DECLINE_REASONS[answer.reason] });
      await owner('declined', { reason: DECLINE_REASONS[answer.reason] });
      return { declinedOthers: [], listingChanged: false };
    case 'counter': {
      const { offered_rent: rent, offered_security_deposit: deposit, movein_date: moveinDate } = answer.counter;
      await moveOffer(tx, actor, offer, 'counter', { counter_rent: rent, counter_security_deposit: deposit, counter_movein_date: moveinDate, countered_at: new Date() });
      await tellTenant(tx, offer, 'countered', by, { counter: { rent, deposit, moveinDate } });
      await owner('countered', { counter: { rent, deposit, moveinDate } });
      return { declinedOthers: [], listingChanged: false };
    }
    case 'withdraw': {
      await moveOffer(tx, actor, offer, 'withdraw', { withdraw_reason: answer.reason });
      await cancelTenancyOfOffer(tx, actor, offer.id, new Date());
      await tellTenant(tx, offer, 'withdrawn', by, { reason: answer.reason });
      // The home is back on the market (unless the listings desk has already moved it on, e.g. to Rented).
      const relist = offer.listingStatus === 'Under offer';
      if (relist) await setListingStatus(tx, actor, offer, 'Active');
      await owner('withdrawn', { reason: answer.reason, relisted: relist });
      return { declinedOthers: [], listingChanged: relist };
    }
  }
}

/** Refreshes the public pages of a home whose listing changed status (it left or came back to search). */
async function refreshPages(societyId: string): Promise<RevalidationOutcome> {
  return revalidatePages({ societyIds: [societyId], search: true });
}

/**
 * An answer to an offer (accept, decline, counter, withdraw) by `answerer`: the team at the desk, or the owner
 * through their link (server/offers/owner-offers.ts). `first` runs in the same transaction before the offer is locked
 * (the owner's link takes its one decision there), so the answer and what it depends on commit together.
 */
export async function answerOffer(answerer: OfferAnswerer, offerId: string, answer: DeskAnswer, first?: (tx: Tx) => Promise<void>): Promise<AnsweredOffer> {
  const { offer, result } = await getDb().transaction(async (tx) => {
    if (first) await first(tx);
    const offer = await lockOffer(tx, offerId);
    const result = await deskTransaction(tx, answerer, offer, answer);
    return { offer, result };
  });
  const status = (await currentStatus(offer.id))!;
  return { id: offer.id, offer_status: status, declinedOthers: result.declinedOthers, revalidation: result.listingChanged ? await refreshPages(offer.societyId) : null };
}

/** The tenant's answer to a counter on their own offer (another person's offer is 404); the owner is told. */
export async function answerCounter(actor: AuditActor & { id: string }, offerId: string, answer: CounterAnswer): Promise<AnsweredOffer> {
  const { offer, declinedOthers } = await getDb().transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId, actor.id);
    if (answer === 'accept') {
      const declinedOthers = await acceptOffer(tx, actor, offer, 'accept-counter', 'tenant');
      await tellOwner(tx, offer, 'counter-accepted', { counter: counterOf(offer) });
      return { offer, declinedOthers };
    }
    await moveOffer(tx, actor, offer, 'decline-counter', { decline_reason: 'counter_declined' });
    await tellOwner(tx, offer, 'counter-declined', { counter: counterOf(offer) });
    return { offer, declinedOthers: [] };
  });
  const status = (await currentStatus(offer.id))!;
  return { id: offer.id, offer_status: status, declinedOthers, revalidation: answer === 'accept' ? await refreshPages(offer.societyId) : null };
}

async function currentStatus(offerId: string): Promise<string | undefined> {
  const [row] = await getDb().select({ status: tenant_offers.offer_status }).from(tenant_offers).where(eq(tenant_offers.id, offerId));
  return row?.status;
}
