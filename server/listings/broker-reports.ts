import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { BROKER_REPORTS_PER_DAY } from '@/lib/listings/broker-reports';
import { homeTitle } from '@/lib/listings/display';
import { brokerReportMessages as M, type BrokerReportAnswer, type BrokerReportInput } from '@/lib/validation/broker-reports';
import { lockBuckets, recordEvents, secondsUntilAllowed } from '@/server/auth/rate-limit';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { rentBedroomJoin, saleBedroomJoin } from '@/server/db/home-query';
import { bedroom_configurations, broker_reports, gated_societies, properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';

// A tenant's 'Report a broker' (docs/listings-and-booking.md "No brokers"): a live listing (rent or sale, named by
// its id as a heart names it) reported by a signed-in person, one open report per person and listing, at most
// BROKER_REPORTS_PER_DAY new ones a day. The desk's side is server/listings/broker-reports-desk.ts.

export interface ReportableListing {
  id: string;
  kind: 'rent' | 'sale';
  propertyId: string;
  societyId: string;
  societyName: string;
  /** '2 BHK · Semi-Furnished', as the cards name the home. */
  title: string;
}

const ACTIVE = 'Active';

/** The Active rent or sale listing with this id, or null (unknown, or no longer on the site). */
export async function findReportableListing(listingId: string, db: Executor = getDb()): Promise<ReportableListing | null> {
  const home = { propertyId: properties.id, societyId: gated_societies.id, societyName: gated_societies.name, bedroom: bedroom_configurations.name, furnishing: properties.furnishing };
  const rent = db
    .select({ id: property_rent_listings.id, ...home })
    .from(property_rent_listings)
    .innerJoin(properties, eq(properties.id, property_rent_listings.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, property_rent_listings.society_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(and(eq(property_rent_listings.id, listingId), eq(property_rent_listings.listing_status, ACTIVE)));
  const sale = db
    .select({ id: property_sale_listings.id, ...home })
    .from(property_sale_listings)
    .innerJoin(properties, eq(properties.id, property_sale_listings.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, property_sale_listings.society_id))
    .leftJoin(bedroom_configurations, saleBedroomJoin)
    .where(and(eq(property_sale_listings.id, listingId), eq(property_sale_listings.listing_status, ACTIVE)));
  const [[rentRow], [saleRow]] = await Promise.all([rent, sale]);
  const row = rentRow ?? saleRow;
  if (!row) return null;
  const { bedroom, furnishing, ...listing } = row;
  return { ...listing, kind: rentRow ? 'rent' : 'sale', title: homeTitle(bedroom, furnishing, 'Home') };
}

const reportBucket = (userId: string) => `broker-report:${userId}`;

/** The listing's column of broker_reports, by its kind. */
const listingColumn = (kind: ReportableListing['kind']) => (kind === 'rent' ? broker_reports.rent_listing_id : broker_reports.sale_listing_id);

function answerOf(row: typeof broker_reports.$inferSelect, listingId: string, repeated: boolean): BrokerReportAnswer {
  return {
    report: { id: row.id, listingId, reason: row.reason as BrokerReportAnswer['report']['reason'], createdAt: row.created_at.toISOString() },
    repeated,
    message: repeated ? M.alreadySent : M.sent,
  };
}

/**
 * Stores the person's report. A listing that is not live is a 404; the person's own open report on it, sent again,
 * answers with that report (nothing new stored, nothing counted); past the day's cap a new one is a 429. Runs under
 * the person's rate-limit lock, so two reports sent at once are one report and one repeat, never two.
 */
export async function reportBroker(userId: string, input: BrokerReportInput, now = new Date()): Promise<BrokerReportAnswer> {
  return getDb().transaction(async (tx) => {
    const listing = await findReportableListing(input.listing_id, tx);
    if (!listing) throw notFound(M.listingNotFound);
    const bucket = reportBucket(userId);
    await lockBuckets(tx, [bucket]);
    const column = listingColumn(listing.kind);
    const [open] = await tx
      .select()
      .from(broker_reports)
      .where(and(eq(broker_reports.reporter_id, userId), eq(column, listing.id), isNull(broker_reports.handled_at)));
    if (open) return answerOf(open, listing.id, true);
    const wait = await secondsUntilAllowed(tx, { bucket, limit: BROKER_REPORTS_PER_DAY, windowSeconds: 86_400 }, now);
    if (wait > 0) throw new AppError('over_request_rate_limit', M.tooMany, 429);
    const [created] = await tx
      .insert(broker_reports)
      .values({
        rent_listing_id: listing.kind === 'rent' ? listing.id : null,
        sale_listing_id: listing.kind === 'sale' ? listing.id : null,
        property_id: listing.propertyId,
        society_id: listing.societyId,
        reporter_id: userId,
        reason: input.reason,
        details: input.details,
        created_at: now,
      })
      .returning();
    await recordEvents(tx, [bucket], now);
    return answerOf(created!, listing.id, false);
  });
}
