import 'server-only';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { HIDE_AFTER_DAYS, unconfirmedCutoff } from '@/lib/listings/freshness';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { availability_asks, owners, properties, property_rent_listings } from '@/server/db/schema';
import { setOwnerLinkExpiry } from '@/server/owners/links';

// The freshness rule of rent listings, in one place (docs/owners.md "Availability"): an Active rent listing whose
// last confirmation is older than AVAILABILITY_ASK_DAYS + HIDE_AFTER_DAYS is hidden as 'Unconfirmed', with or
// without an owner. A listing with an owner was asked AVAILABILITY_ASK_DAYS after that confirmation
// (server/listings/owner-availability.ts), so its question went unanswered for HIDE_AFTER_DAYS; a listing without an owner
// record could not be asked, and the desk lists it as needing an owner (/ops/listings?owner=missing). So no rent
// listing stays Active longer than the bound, whoever it belongs to.

const l = property_rent_listings;
const asks = availability_asks;
const DAY = 86_400_000;
/** The owner's link stays open this long after the question, so a hidden listing can still be brought back. */
export const LINK_OPEN_DAYS = HIDE_AFTER_DAYS + 7;

/** The job's audit actor: changes the availability cycle makes by itself. */
export const AVAILABILITY_JOB_ACTOR: AuditActor = { id: null, email: 'job:availability', address: null };

/**
 * A rent listing's owner record: its own owner, else its property's; null when we hold no record (bare ids). The
 * outer columns are named with their table: Drizzle leaves a one-table query's columns bare, and inside this
 * subquery a bare owner_id would be the property's.
 */
export const listingOwnerRecord = sql<string | null>`(select o.id from ${owners} o join ${properties} p on p.id = ${l}.property_id where o.id = coalesce(${l}.owner_id, p.owner_id))`;

/**
 * Hides every Active rent listing past the bound at `now`, closes its open question ('unconfirmed', the link kept
 * open) and writes one audit row per listing (actor `job:availability`). One guarded update: a rerun, or two runs
 * at once, hide each listing once. Returns how many, and the societies whose pages changed.
 */
export async function hideUnconfirmedListings(now: Date, askDays: number): Promise<{ hidden: number; societyIds: string[] }> {
  return getDb().transaction(async (tx) => {
    const hidden = await tx
      .update(l)
      .set({ listing_status: 'Unconfirmed', updated_at: now })
      .where(and(eq(l.listing_status, 'Active'), lte(l.last_confirmed_at, unconfirmedCutoff(now, askDays))))
      .returning({ id: l.id, societyId: l.society_id, lastConfirmedAt: l.last_confirmed_at, ownerId: listingOwnerRecord });
    if (hidden.length === 0) return { hidden: 0, societyIds: [] };
    const ids = hidden.map((row) => row.id);
    const closed = await tx
      .update(asks)
      .set({ closed_at: now, outcome: 'unconfirmed' })
      .where(and(inArray(asks.rent_listing_id, ids), isNull(asks.closed_at)))
      .returning({ listingId: asks.rent_listing_id, linkId: asks.link_id, askedAt: asks.asked_at });
    for (const ask of closed) {
      const open = new Date(ask.askedAt.getTime() + LINK_OPEN_DAYS * DAY);
      await setOwnerLinkExpiry(tx, ask.linkId, open, { atLeast: true });
    }
    const asked = new Set(closed.map((ask) => ask.listingId));
    for (const row of hidden) {
      await recordAudit(tx, AVAILABILITY_JOB_ACTOR, {
        action: 'availability.unconfirmed',
        table: 'property_rent_listings',
        rowId: row.id,
        before: { listing_status: 'Active', last_confirmed_at: row.lastConfirmedAt },
        after: { listing_status: 'Unconfirmed', owner: row.ownerId ? (asked.has(row.id) ? 'asked' : 'not_asked') : 'missing' },
      });
    }
    return { hidden: hidden.length, societyIds: [...new Set(hidden.map((row) => row.societyId))] };
  });
}
