import 'server-only';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { ShortlistItem } from '@/lib/visits/types';
import { getDb } from '@/server/db/client';
import {
  bedroom_configurations,
  gated_societies,
  properties,
  property_rent_listings,
  property_sale_listings,
  shortlist_hearts,
  visits,
} from '@/server/db/schema';
import { latestOfferAnsweredAtBy, latestOfferStatusBy, offerSentBy } from '@/server/offers/offer-sent';
import { homeDetailColumns, photoBase, rentBedroomJoin } from '@/server/db/home-query';
import { toHome, visitRowsQuery, type HomeRow, type VisitRow } from '@/server/visits/visit-rows';

// The Shortlisted tab (spec 2.7): homes shortlisted after a visit and homes hearted with one tap, in
// one list, each marked by where it came from. Hearts show while their listing is Active (a rented or sold home
// leaves the list; its heart stays harmless). A home both visited and hearted shows once, as the visit's card.

type ShortlistRow = HomeRow &
  Pick<VisitRow, 'offerSent' | 'offerStatus' | 'offerAnsweredAt' | 'immediate' | 'availableFrom' | 'deposit' | 'negotiable' | 'serviceFee' | 'petsAllowed' | 'foodPreference' | 'preferredTenants'>;

/** What a shortlist card shows of a home besides where it came from (a shortlisted visit's or a hearted one's). */
export function shortlistHome(row: ShortlistRow, base: string): Omit<ShortlistItem, 'visitId' | 'visitStatus' | 'source' | 'hearted' | 'shortlistedAt' | 'notes'> {
  const home = toHome(row, base);
  return {
    ...home,
    offerSent: home.kind === 'rent' && row.offerSent,
    offerStatus: home.kind === 'rent' ? row.offerStatus : null,
    offerAnsweredAt: home.kind === 'rent' ? row.offerAnsweredAt : null,
    availableFrom: home.kind === 'rent' ? (row.immediate ? 'Immediate' : row.availableFrom) : null,
    rent:
      home.kind === 'rent'
        ? {
            deposit: row.deposit,
            negotiable: Boolean(row.negotiable),
            maintenance: row.maintenance,
            maintenanceIncluded: Boolean(row.maintenanceIncluded),
            serviceFee: row.serviceFee,
            petsAllowed: Boolean(row.petsAllowed),
            foodPreference: row.foodPreference,
            preferredTenants: row.preferredTenants ?? [],
          }
        : null,
  };
}

/** The visits the person shortlisted, with their homes (exported so the benchmark can EXPLAIN it). */
export function shortlistQuery(userId: string) {
  // 'Offer Sent' in the same query (one round trip per request): a live offer of this person for the property, any
  // status but Rejected and Withdrawn (spec 4).
  const offerSent = offerSentBy(userId, visits.property_id);
  const offerStatus = latestOfferStatusBy(userId, visits.property_id);
  const offerAnsweredAt = latestOfferAnsweredAtBy(userId, visits.property_id);
  return visitRowsQuery(and(eq(visits.user_id, userId), eq(visits.feedback, 'shortlisted')), { offerSent, offerStatus, offerAnsweredAt }).orderBy(
    sql`(${visits.status} = 'open') desc`,
    desc(visits.created_at),
    desc(visits.id),
  );
}

/**
 * The Shortlisted tab (spec 7: "visits where user_id and feedback = shortlisted, ordered by created_at
 * descending"; spec 4: open visits first, then newest). A property shortlisted on two visits shows once.
 */
export async function listShortlist(userId: string): Promise<ShortlistItem[]> {
  const rows = await shortlistQuery(userId);
  const base = photoBase();
  const seen = new Set<string>();
  const items: ShortlistItem[] = [];
  for (const row of rows) {
    const key = `${row.propertyId}:${row.rentListingId ?? row.saleListingId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({
      ...shortlistHome(row, base),
      visitId: row.visitId,
      visitStatus: row.status,
      source: 'visit',
      hearted: false,
      shortlistedAt: row.createdAt.toISOString(),
      notes: row.notes,
    });
  }
  return items;
}

/** The person's hearted homes with the facts a shortlist card shows (exported so the benchmark can EXPLAIN it). */
export function heartedHomesQuery(userId: string) {
  const rent = property_rent_listings;
  const sale = property_sale_listings;
  const offerSent = offerSentBy(userId, shortlist_hearts.property_id);
  return getDb()
    .select({
      createdAt: shortlist_hearts.created_at,
      // As a visit's kind, so the hearted home is built by the same code as a visit's (shortlistHome).
      visitType: sql<string>`case when ${shortlist_hearts.rent_listing_id} is null then 'buyer' else 'rental' end`,
      propertyId: shortlist_hearts.property_id,
      societyId: shortlist_hearts.society_id,
      rentListingId: shortlist_hearts.rent_listing_id,
      saleListingId: shortlist_hearts.sale_listing_id,
      societyName: gated_societies.name,
      ...homeDetailColumns,
      offerSent,
      offerStatus: latestOfferStatusBy(userId, shortlist_hearts.property_id),
      offerAnsweredAt: latestOfferAnsweredAtBy(userId, shortlist_hearts.property_id),
    })
    .from(shortlist_hearts)
    .innerJoin(properties, eq(properties.id, shortlist_hearts.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, shortlist_hearts.society_id))
    .leftJoin(rent, eq(rent.id, shortlist_hearts.rent_listing_id))
    .leftJoin(sale, eq(sale.id, shortlist_hearts.sale_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(and(eq(shortlist_hearts.user_id, userId), or(eq(rent.listing_status, 'Active'), eq(sale.listing_status, 'Active'))))
    .orderBy(desc(shortlist_hearts.created_at), desc(shortlist_hearts.id));
}

export async function listHeartedHomes(userId: string): Promise<ShortlistItem[]> {
  const rows = await heartedHomesQuery(userId);
  const base = photoBase();
  return rows.map((row) => ({
    ...shortlistHome(row, base),
    visitId: null,
    visitStatus: null,
    source: 'heart' as const,
    hearted: true,
    shortlistedAt: row.createdAt.toISOString(),
    notes: null,
  }));
}

export const shortlistKey = (item: Pick<ShortlistItem, 'propertyId' | 'rentListingId' | 'saleListingId'>) =>
  `${item.propertyId}:${item.rentListingId ?? item.saleListingId}`;

/**
 * Both kinds in one list: open visits first (spec 4), then every other home by when it was shortlisted, newest
 * first. A hearted home that a visit shortlisted too is the visit's card, marked hearted.
 */
export function mergeShortlist(fromVisits: ShortlistItem[], fromHearts: ShortlistItem[]): ShortlistItem[] {
  const hearted = new Set(fromHearts.map(shortlistKey));
  const visitKeys = new Set(fromVisits.map(shortlistKey));
  const visits = fromVisits.map((item) => (hearted.has(shortlistKey(item)) ? { ...item, hearted: true } : item));
  const open = visits.filter((item) => item.visitStatus === 'open');
  const rest = [...visits.filter((item) => item.visitStatus !== 'open'), ...fromHearts.filter((item) => !visitKeys.has(shortlistKey(item)))];
  rest.sort((a, b) => b.shortlistedAt.localeCompare(a.shortlistedAt));
  return [...open, ...rest];
}

export async function listShortlistWithHearts(userId: string): Promise<ShortlistItem[]> {
  const [fromVisits, fromHearts] = await Promise.all([listShortlist(userId), listHeartedHomes(userId)]);
  return mergeShortlist(fromVisits, fromHearts);
}
