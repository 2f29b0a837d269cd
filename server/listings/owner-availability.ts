import 'server-only';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { availabilityQuestion } from '@/emails/availability-ask';
import { availableAsOfLabel, REMIND_AFTER_DAYS } from '@/lib/listings/freshness';
import { enqueueAlertDigests } from '@/server/alerts/schedule';
import { recordAudit } from '@/server/audit/log';
import { revalidatePages, tagsFor, type RevalidationOutcome } from '@/server/cache/revalidate-pages';
import { getDb } from '@/server/db/client';
import { availability_asks, owner_links, properties, property_rent_listings } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import type { Executor } from '@/server/db/client';
import { AppError, notFound } from '@/server/http/errors';
import { hideUnconfirmedListings, LINK_OPEN_DAYS, listingOwnerRecord } from '@/server/listings/freshness';
import { logServerError } from '@/server/http/log-error';
import { clearRenderedSearches } from '@/server/search/rendered-search-cache';
import { isOwnerDevice, ownerActor, proveOwnerDevice, sendOwnerDeviceCode } from '@/server/owners/device';
import { createOwnerLink, decideOwnerLink, findOwnerLink, revokeOwnerLinks, setOwnerLinkExpiry, signOwnerLinkToken, type OwnerLink } from '@/server/owners/links';
import { letHome, letHomeAudit, type LetHome } from '@/server/listings/let-home';
import { listingFacts } from '@/server/listings/listing-facts';
import { queueAvailabilityAsk } from '@/server/listings/owner-availability-messages';

// Availability, reconfirmed by owners (docs/owners.md "Availability"). An hourly job walks the cycle of every
// Active rent listing that has an owner: asked AVAILABILITY_ASK_DAYS after the last confirmation, reminded once
// REMIND_AFTER_DAYS later (same link), hidden as 'Unconfirmed' HIDE_AFTER_DAYS after the question was due. The
// owner answers on /owner/availability/<token> from a proved device: 'Yes' confirms the listing (Active again if it was hidden),
// 'It's rented' lets it go (visits cancelled, hearts told, pages expired). The hide step is the one freshness
// rule of every rent listing, owner or not (server/listings/freshness.ts).

export const AVAILABILITY_ANSWERS = ['available', 'rented'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

const DAY = 86_400_000;
const l = property_rent_listings;
const asks = availability_asks;

/** An owner acting through a link: no account, named by the owner record (docs/owners.md "Audit"). */

/** The owner of a rent listing: its own owner, else the property's; only an owner we hold a record of counts. */
const listingOwnerId = listingOwnerRecord;

export interface CycleResult {
  asked: number;
  reminded: number;
  hidden: number;
  superseded: number;
  revalidation: RevalidationOutcome | null;
}

/** One pass of the cycle at `now`; every step is guarded by the row it changes, so a rerun does nothing twice. */
export async function runAvailabilityCycle({ now = new Date(), askDays = getEnv().AVAILABILITY_ASK_DAYS, revalidate = true } = {}): Promise<CycleResult> {
  const superseded = await closeSupersededAsks(now);
  const { hidden, societyIds } = await hideUnconfirmedListings(now, askDays);
  const reminded = await remindUnanswered(now);
  const asked = await askOwners(now, askDays);
  let revalidation: RevalidationOutcome | null = null;
  if (societyIds.length && revalidate) revalidation = await revalidatePages({ societyIds, search: true });
  return { asked, reminded, hidden, superseded, revalidation };
}

/** Open asks whose listing someone else confirmed or changed since: closed, their link revoked. */
async function closeSupersededAsks(now: Date): Promise<number> {
  return getDb().transaction(async (tx) => {
    const closed = await tx
      .update(asks)
      .set({ closed_at: now, outcome: 'superseded' })
      .from(l)
      .where(and(isNull(asks.closed_at), eq(l.id, asks.rent_listing_id), or(sql`${l.listing_status} <> 'Active'`, sql`${l.last_confirmed_at} > ${asks.asked_at}`)))
      .returning({ listingId: asks.rent_listing_id });
    for (const row of closed) await revokeOwnerLinks(tx, 'availability', row.listingId, now);
    return closed.length;
  });
}

/** Asks unanswered for REMIND_AFTER_DAYS: one reminder with the same link, kept open until LINK_OPEN_DAYS. */
async function remindUnanswered(now: Date): Promise<number> {
  const due = await getDb()
    .select({ id: asks.id, listingId: asks.rent_listing_id, ownerId: asks.owner_id, linkId: asks.link_id, askedAt: asks.asked_at })
    .from(asks)
    .where(and(isNull(asks.closed_at), isNull(asks.reminded_at), lte(asks.asked_at, new Date(now.getTime() - REMIND_AFTER_DAYS * DAY))));
  let reminded = 0;
  for (const ask of due) {
    const done = await getDb().transaction(async (tx) => {
      const [taken] = await tx.update(asks).set({ reminded_at: now }).where(and(eq(asks.id, ask.id), isNull(asks.reminded_at), isNull(asks.closed_at))).returning({ id: asks.id });
      if (!taken) return false;
      await setOwnerLinkExpiry(tx, ask.linkId, new Date(ask.askedAt.getTime() + LINK_OPEN_DAYS * DAY));
      const token = await linkToken(ask);
      await queueAvailabilityAsk(tx, { askId: ask.id, ownerId: ask.ownerId, listingId: ask.listingId, token, reminder: true });
      return true;
    });
    if (done) reminded += 1;
  }
  return reminded;
}

/** Active rent listings with an owner, unconfirmed for `askDays` and with no open ask: asked now. */
async function askOwners(now: Date, askDays: number): Promise<number> {
  const due = await getDb()
    .select({ id: l.id, ownerId: listingOwnerId })
    .from(l)
    .innerJoin(properties, eq(properties.id, l.property_id))
    .where(
      and(
        eq(l.listing_status, 'Active'),
        lte(l.last_confirmed_at, new Date(now.getTime() - askDays * DAY)),
        sql`${listingOwnerId} is not null`,
        sql`not exists (select 1 from ${asks} a where a.rent_listing_id = ${l.id} and a.closed_at is null)`,
      ),
    );
  let asked = 0;
  for (const listing of due) {
    const done = await getDb()
      .transaction(async (tx) => {
        // Another run asked first: this transaction's link goes with it.
        if (!(await askOwner(tx, { listingId: listing.id, ownerId: listing.ownerId! }, now))) throw new SkipAsk();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof SkipAsk) return false;
        throw error;
      });
    if (done) asked += 1;
  }
  return asked;
}

/**
 * Puts the question to a listing's owner in `tx`: a new availability link, the open ask, and the owner's message
 * queued (e-mail, and WhatsApp once they proved the number). The cycle's step, and the desk's 'Ask the owner now'
 * (server/listings/owner-availability-desk.ts). Null when the listing already has an open question (the one-open index:
 * another run asked first), in which case the caller rolls `tx` back.
 */
export async function askOwner(tx: Executor, listing: { listingId: string; ownerId: string }, now: Date): Promise<{ askId: string; linkId: string } | null> {
  const link = await createOwnerLink(tx, { ownerId: listing.ownerId, purpose: 'availability', subjectId: listing.listingId, now });
  const [ask] = await tx
    .insert(asks)
    .values({ rent_listing_id: listing.listingId, owner_id: listing.ownerId, link_id: link.id, asked_at: now })
    .onConflictDoNothing()
    .returning({ id: asks.id });
  if (!ask) return null;
  await queueAvailabilityAsk(tx, { askId: ask.id, ownerId: listing.ownerId, listingId: listing.listingId, token: link.token, reminder: false });
  return { askId: ask.id, linkId: link.id };
}

class SkipAsk extends Error {}

/**
 * The reminder carries the ask's own link. Its token is not stored (only its signature makes it), so it is signed
 * again with the same claims: same row, owner, purpose and subject, the same link to every check.
 */
function linkToken(ask: { linkId: string; ownerId: string; listingId: string; askedAt: Date }): Promise<string> {
  return signOwnerLinkToken({ linkId: ask.linkId, ownerId: ask.ownerId, purpose: 'availability', subjectId: ask.listingId }, ask.askedAt, new Date(ask.askedAt.getTime() + LINK_OPEN_DAYS * DAY));
}

// ---- The owner's side ------------------------------------------------------------------------------------------

/**
 * What the owner's page shows. Before the device is proved: nothing about the listing, only the code form, or for
 * a link already answered, that it was answered and when.
 */
export type AvailabilityView =
  | { kind: 'prove' }
  | { kind: 'answered'; decidedAt: string | null }
  | { kind: 'ask'; question: string; societyName: string; home: string; rent: string; availableAsOf: string | null; status: string }
  | { kind: 'decided'; decision: string | null; decidedAt: string | null; societyName: string; home: string }
  | { kind: 'closed'; reason: 'expired' | 'revoked' };

/** The link a token names if it is an availability link; anything else is no link at all (404). */
export async function availabilityLink(token: string, now = new Date()): Promise<OwnerLink> {
  const link = await findOwnerLink(token, now);
  if (!link || link.purpose !== 'availability') throw notFound('This link is not valid.');
  return link;
}

export async function availabilityView(token: string, deviceId: string | null, now = new Date()): Promise<AvailabilityView> {
  const link = await availabilityLink(token, now);
  if (!(await isOwnerDevice(link.ownerId, deviceId, now))) {
    // A decided link says when, on any browser; what was answered stays behind the proved device.
    return link.state === 'decided' ? { kind: 'answered', decidedAt: link.decidedAt?.toISOString() ?? null } : { kind: 'prove' };
  }
  const facts = await listingFacts(getDb(), link.subjectId);
  if (!facts) throw notFound('This link is not valid.');
  if (link.state === 'decided') return { kind: 'decided', decision: link.decision, decidedAt: link.decidedAt?.toISOString() ?? null, societyName: facts.societyName, home: facts.home };
  if (link.state !== 'open') return { kind: 'closed', reason: link.state };
  return {
    kind: 'ask',
    question: availabilityQuestion({ societyName: facts.societyName, home: facts.home, rent: facts.rentText }),
    societyName: facts.societyName,
    home: facts.home,
    rent: facts.rentText,
    availableAsOf: availableAsOfLabel(facts.lastConfirmedAt),
    status: facts.status,
  };
}

/** Refuses unless the request's device is the owner's proved device (403, nothing read or changed). */
export async function requireOwnerDevice(link: OwnerLink, deviceId: string | null, now: Date): Promise<void> {
  if (!(await isOwnerDevice(link.ownerId, deviceId, now))) throw new AppError('device_not_proved', 'Confirm this device with the code we send you first.', 403);
}

const ALREADY_ANSWERED = 'This question has already been answered.';

/**
 * The owner's answer, once: the link's decision is taken in the transaction of the change, so a second tap (or two
 * at once) finds it decided and changes nothing. Every answer writes an audit row with the owner as the actor.
 */
export async function answerAvailability(
  input: { token: string; deviceId: string | null; answer: AvailabilityAnswer; address: string | null },
  now = new Date(),
): Promise<{ answer: AvailabilityAnswer; listingId: string; ownerId: string; cancelledVisits: number; toldHearts: number }> {
  const link = await availabilityLink(input.token, now);
  await requireOwnerDevice(link, input.deviceId, now);
  if (link.state === 'decided') throw new AppError('already_answered', ALREADY_ANSWERED, 409);
  refuseClosedAvailabilityLink(link);
  return applyAvailabilityAnswer(link, input.answer, input.address, now);
}

/**
 * The owner's answer from their homes page (signed in as the owner, docs/owners.md "Owner accounts"): the open
 * question of the listing, answered as through its link. 404 for a listing that is not this owner's; 409 when no
 * question is open.
 */
export async function answerAvailabilityAsOwner(ownerId: string, listingId: string, answer: AvailabilityAnswer, address: string | null, now = new Date()) {
  const [open] = await getDb()
    .select({ linkId: owner_links.id })
    .from(asks)
    .innerJoin(owner_links, eq(owner_links.id, asks.link_id))
    .where(and(eq(asks.rent_listing_id, listingId), eq(asks.owner_id, ownerId), isNull(asks.closed_at), isNull(owner_links.revoked_at), isNull(owner_links.decided_at)));
  if (!open) {
    const [listing] = await getDb().select({ ownerId: listingOwnerId }).from(l).where(eq(l.id, listingId));
    if (listing?.ownerId !== ownerId) throw notFound('Home not found');
    throw new AppError('no_open_question', 'There is no question about this home to answer just now.', 409);
  }
  return applyAvailabilityAnswer({ linkId: open.linkId, subjectId: listingId, ownerId }, answer, address, now);
}

async function applyAvailabilityAnswer(link: Pick<OwnerLink, 'linkId' | 'subjectId' | 'ownerId'>, answer: AvailabilityAnswer, address: string | null, now: Date) {
  const input = { answer, address };
  const result = await getDb().transaction(async (tx) => {
    if (!(await decideOwnerLink(tx, link.linkId, input.answer, now))) throw new AppError('already_answered', ALREADY_ANSWERED, 409);
    const [listing] = await tx.select().from(l).where(eq(l.id, link.subjectId)).for('update');
    if (!listing) throw notFound('This link is not valid.');
    const actor = ownerActor(link.ownerId, input.address);
    const before = { listing_status: listing.listing_status, last_confirmed_at: listing.last_confirmed_at };
    // The question is closed with the answer as its outcome; a hidden listing's ask is closed already
    // ('unconfirmed'), and the answer still names its outcome.
    await tx.update(asks).set({ closed_at: now, outcome: input.answer }).where(and(eq(asks.link_id, link.linkId), isNull(asks.closed_at)));
    await tx.update(asks).set({ outcome: input.answer }).where(and(eq(asks.link_id, link.linkId), eq(asks.outcome, 'unconfirmed')));
    let after: Record<string, unknown>;
    let told: LetHome | null = null;
    if (input.answer === 'available') {
      // Only a listing on offer (or hidden for want of this answer) is confirmed: one the team let or withdrew stays so.
      if (!['Active', 'Unconfirmed'].includes(listing.listing_status)) throw new AppError('listing_changed', 'Our team has already updated this listing, so there is nothing to confirm. Thank you.', 409);
      await tx.update(l).set({ listing_status: 'Active', last_confirmed_at: now, updated_at: now }).where(eq(l.id, listing.id));
      if (listing.listing_status !== 'Active') await enqueueAlertDigests(tx, [{ societyId: listing.society_id, propertyType: 'Rent' }], now);
      after = { listing_status: 'Active', last_confirmed_at: now };
    } else {
      if (listing.listing_status !== 'Rented') await tx.update(l).set({ listing_status: 'Rented', updated_at: now }).where(eq(l.id, listing.id));
      // The same consequences as the desk's 'Rented' (server/listings/let-home.ts), in this transaction.
      told = await letHome(tx, actor, listing.id, now);
      after = { listing_status: 'Rented', ...letHomeAudit(told) };
    }
    await recordAudit(tx, actor, { action: input.answer === 'available' ? 'availability.confirm' : 'availability.rented', table: 'property_rent_listings', rowId: listing.id, before, after });
    return { societyId: listing.society_id, cancelledVisits: told?.cancelledVisits.length ?? 0, toldHearts: told?.toldHearts ?? 0 };
  });
  await expirePages(result.societyId);
  return { answer: input.answer, listingId: link.subjectId, ownerId: link.ownerId, cancelledVisits: result.cancelledVisits, toldHearts: result.toldHearts };
}

/** The public pages that show the listing, expired now (the owner's request runs inside Next, as the desk's does). */
async function expirePages(societyId: string): Promise<void> {
  for (const tag of tagsFor({ societyIds: [societyId], search: true })) revalidateTag(tag);
  await clearRenderedSearches().catch((error: unknown) => logServerError('owner availability', 'search_cache_clear_failed', error));
}

const NO_DEVICE = () => new AppError('no_device', 'Open the link again in this browser (cookies must be on).', 400);

/** Sends the device code for an availability link's owner; nothing about the listing is read. */
/** An expired or withdrawn link is 410 before anything happens: no answer, and no code sent to the owner. */
function refuseClosedAvailabilityLink(link: OwnerLink): void {
  if (link.state === 'expired' || link.state === 'revoked') {
    throw new AppError(`link_${link.state}`, link.state === 'expired' ? 'This link has expired.' : 'This link was withdrawn.', 410);
  }
}

export async function sendAvailabilityDeviceCode(token: string, deviceId: string | null, now = new Date()) {
  const link = await availabilityLink(token, now);
  refuseClosedAvailabilityLink(link);
  if (!deviceId) throw NO_DEVICE();
  return sendOwnerDeviceCode(link, deviceId, now);
}

/** Proves the browser with the code (the proof writes its audit row). */
export async function proveAvailabilityDevice(token: string, deviceId: string | null, code: string, address: string | null, now = new Date()): Promise<void> {
  const link = await availabilityLink(token, now);
  if (!deviceId) throw NO_DEVICE();
  if (!(await proveOwnerDevice(link, deviceId, code, address, now))) throw new AppError('wrong_code', 'That code is not right or has expired. Ask for a new one.', 422);
}
