import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { ListingCreate, ListingUpdate } from '@/lib/validation/ops-listings';
import { enqueueAlertDigests } from '@/server/alerts/schedule';
import { recordAudit } from '@/server/audit/log';
import { tagsFor, type TouchedPages } from '@/server/cache/revalidate-pages';
import type { Database } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, gated_societies, properties, property_rent_listings } from '@/server/db/schema';
import { AppError, isUniqueViolation, notFound } from '@/server/http/errors';
import { logServerError } from '@/server/http/log-error';
import { unknownConfigurationMessage } from '@/server/import/properties';
import { clearRenderedSearches } from '@/server/search/rendered-search-cache';
import type { Staff } from '@/server/staff/access';
import { letHome, letHomeAudit, type LetHome } from './let-home';

// The desk's changes to rent listings (/ops/listings): the terms of one listing, and a one-off home with its
// listing. Each is one transaction with its audit row; like an import, a change confirms the listing available
// (last_confirmed_at), a listing that becomes Active alerts its society's subscribers, a listing set to Rented is
// let exactly as the owner's "It's rented" lets it (server/listings/let-home.ts), and the public pages that show
// it are expired at once with the import's cache tags.

const l = property_rent_listings;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The columns the desk edits, as the audit row shows them before and after. */
const TERMS = ['expected_rent', 'expected_deposit', 'immediate_flag', 'available_from_date', 'listing_status'] as const;
type Terms = Pick<typeof l.$inferSelect, (typeof TERMS)[number]>;

const termsOf = (row: Terms): Terms => Object.fromEntries(TERMS.map((column) => [column, row[column]])) as Terms;

/** The parsed terms as columns (the import's field rules type a required rent and the status as nullable). */
function termsFromInput(input: ListingUpdate): Terms {
  return {
    expected_rent: input.expected_rent!,
    expected_deposit: input.expected_deposit,
    immediate_flag: input.immediate_flag,
    available_from_date: input.available_from_date,
    listing_status: input.listing_status!,
  };
}

export interface ListingChange {
  id: string;
  societyId: string;
  /** The cache tags expired (what the import would expire for the same change). */
  tags: string[];
  /** What letting the home did, when this change set it to Rented (null otherwise). */
  letting: { cancelledVisits: number; declinedOffers: number; toldHearts: number; closedLinks: number } | null;
}

export async function updateRentListing(staff: Staff, listingId: string, input: ListingUpdate, now = new Date()): Promise<ListingChange> {
  const { societyId, letting } = await getDb().transaction(async (tx) => {
    const [current] = await tx.select().from(l).where(eq(l.id, listingId)).for('update');
    if (!current) throw notFound('No such listing.');
    const after = termsFromInput(input);
    await tx.update(l).set({ ...after, last_confirmed_at: now, updated_at: now }).where(eq(l.id, listingId));
    await recordAudit(tx, staff.actor, { action: 'listing.update', table: 'property_rent_listings', rowId: listingId, before: termsOf(current), after });
    if (after.listing_status === 'Active' && current.listing_status !== 'Active') {
      await enqueueAlertDigests(tx, [{ societyId: current.society_id, propertyType: 'Rent' }], now);
    }
    // 'Rented' on the desk is the owner's "It's rented": the same consequences, one implementation, this transaction.
    let letting: LetHome | null = null;
    if (after.listing_status === 'Rented' && current.listing_status !== 'Rented') {
      letting = await letHome(tx, staff.actor, listingId, now);
      await recordAudit(tx, staff.actor, {
        action: 'listing.rented',
        table: 'property_rent_listings',
        rowId: listingId,
        before: { listing_status: current.listing_status },
        after: { listing_status: 'Rented', ...letHomeAudit(letting) },
      });
    }
    return { societyId: current.society_id, letting };
  });
  const tags = await expirePages({ societyIds: [societyId], search: true });
  return {
    id: listingId,
    societyId,
    tags,
    letting: letting
      ? { cancelledVisits: letting.cancelledVisits.length, declinedOffers: letting.declinedOffers.length, toldHearts: letting.toldHearts, closedLinks: letting.closedLinks }
      : null,
  };
}

/** A one-off home and its rent listing; the caller expires the pages (expireSocietyListingPages) after the commit. */
export async function createRentListing(staff: Staff, input: ListingCreate, now = new Date()): Promise<{ id: string; propertyId: string; societyId: string }> {
  const propertyId = randomUUID();
  const listingId = randomUUID();
  try {
    await getDb().transaction(async (tx) => {
      const society = await tx.select({ id: gated_societies.id }).from(gated_societies).where(eq(gated_societies.id, input.society_id));
      if (!society.length) throw new AppError('validation_failed', 'Choose the society', 422);
      const configurationId = await resolveConfiguration(tx, input.configuration!);
      await refuseTakenKeys(tx, input);
      const property = {
        id: propertyId,
        society_id: input.society_id,
        external_key: input.property_key ?? null,
        bedroom_configuration_id: configurationId,
        sqft: input.sqft,
        facing: input.facing,
        floor_number: input.floor_number,
        furnishing: input.furnishing,
        house_number: input.house_number,
        property_parking: input.property_parking,
      };
      const listing = {
        id: listingId,
        property_id: propertyId,
        society_id: input.society_id,
        external_key: input.listing_key ?? null,
        ...termsFromInput(input),
      };
      await tx.insert(properties).values(property);
      await tx.insert(l).values({ ...listing, last_confirmed_at: now, updated_at: now });
      await recordAudit(tx, staff.actor, { action: 'property.create', table: 'properties', rowId: propertyId, after: { ...property, configuration: input.configuration } });
      await recordAudit(tx, staff.actor, { action: 'listing.create', table: 'property_rent_listings', rowId: listingId, after: listing });
      if (listing.listing_status === 'Active') await enqueueAlertDigests(tx, [{ societyId: input.society_id, propertyType: 'Rent' }], now);
    });
  } catch (error) {
    // Two people giving the same key at once: the unique index decides, as it does for an import.
    if (isUniqueViolation(error)) throw new AppError('key_taken', 'That key is already used by another home or listing.', 409);
    throw error;
  }
  return { id: listingId, propertyId, societyId: input.society_id };
}

/**
 * The pages an added home shows on, expired. Apart from createRentListing because the route may run that inside an
 * idempotent request's transaction (server/http/idempotency.ts): pages are expired once that has committed.
 */
export function expireSocietyListingPages(societyId: string): Promise<string[]> {
  return expirePages({ societyIds: [societyId], search: true });
}

/** The configuration's id by name (case-insensitive), or the import's message for an unknown one. */
async function resolveConfiguration(tx: Tx, name: string): Promise<number> {
  const rows = await tx.select({ id: bedroom_configurations.id, name: bedroom_configurations.name }).from(bedroom_configurations);
  const ids = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  const id = ids.get(name.toLowerCase());
  if (id === undefined) throw new AppError('validation_failed', unknownConfigurationMessage(name, ids), 422);
  return id;
}

async function refuseTakenKeys(tx: Tx, input: ListingCreate): Promise<void> {
  if (input.property_key) {
    const taken = await tx.select({ id: properties.id }).from(properties).where(eq(properties.external_key, input.property_key));
    if (taken.length) throw new AppError('key_taken', `Property key "${input.property_key}" is already used by another home.`, 409);
  }
  if (input.listing_key) {
    const taken = await tx.select({ id: l.id }).from(l).where(eq(l.external_key, input.listing_key));
    if (taken.length) throw new AppError('key_taken', `Listing key "${input.listing_key}" is already used by another listing.`, 409);
  }
}

/**
 * Expires the cached pages that show the change, with the tags an import of the same rows would send
 * (server/cache/revalidate-pages.ts `tagsFor`). The desk's and the owner's requests run inside Next, so the tags are expired
 * here rather than through POST /api/revalidate, and the rendered searches are dropped as that route drops them.
 */
export async function expirePages(touched: TouchedPages): Promise<string[]> {
  const tags = tagsFor(touched);
  for (const tag of tags) revalidateTag(tag);
  // The change is committed: a shared cache that is down must not turn it into an error (the rendered searches
  // then age out within their TTL).
  await clearRenderedSearches().catch((error: unknown) => logServerError('ops listings', 'search_cache_clear_failed', error));
  return tags;
}
