import 'server-only';
import { and, asc, countDistinct, desc, eq, inArray, isNotNull, isNull, max, min, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BrokerReportOutcome, BrokerReportReason } from '@/lib/listings/broker-reports';
import { homeTitle } from '@/lib/listings/display';
import type { BrokerReportsQuery, DeskBrokerReport, DeskReportedListing } from '@/lib/ops/broker-reports';
import { homeAndUnit } from '@/lib/ops/home-name';
import { pageWindow, toTablePage, type TablePage } from '@/lib/ops/table-query';
import { brokerReportMessages as M, type BrokerReportsSettledAnswer } from '@/lib/validation/broker-reports';
import { recordAudit } from '@/server/audit/log';
import type { Transaction } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { rentBedroomJoin, saleBedroomJoin } from '@/server/db/home-query';
import { bedroom_configurations, broker_reports, gated_societies, profiles, properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import type { Staff } from '@/server/staff/access';
import { expirePages } from './desk-edit';

// The desk's side of 'Report a broker' (docs/ops.md "Listings"): the reported listings a page at a time, each with
// its reports (the reporter's first name only, so reading the list is no view of anyone's details), and the two
// answers, 'Broker confirmed' (the listing goes Inactive and leaves the site) and 'Not a broker', each settling
// every open report of the listing in one transaction with an audit row per report.

const r = broker_reports;
const listingKey = sql<string>`coalesce(${r.rent_listing_id}, ${r.sale_listing_id})`;
const ofListing = (listingId: string) => or(eq(r.rent_listing_id, listingId), eq(r.sale_listing_id, listingId))!;

/** Which reports a view shows. */
function viewFilter(query: BrokerReportsQuery): SQL {
  if (query.listing) return ofListing(query.listing);
  return query.state === 'open' ? isNull(r.handled_at) : isNotNull(r.handled_at);
}

/** The page's listings: open ones by their oldest report, handled ones by their latest answer; and how many in all. */
async function pageOfListings(query: BrokerReportsQuery): Promise<{ ids: string[]; total: number }> {
  const where = viewFilter(query);
  const order = query.state === 'open' ? asc(min(r.created_at)) : desc(max(r.handled_at));
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    getDb().select({ id: listingKey }).from(r).where(where).groupBy(listingKey).orderBy(order, asc(listingKey)).limit(limit).offset(offset),
    getDb().select({ n: countDistinct(listingKey) }).from(r).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.n ?? 0 };
}

const handler = alias(profiles, 'handler');

async function reportsOf(ids: string[], query: BrokerReportsQuery): Promise<(DeskBrokerReport & { listingId: string })[]> {
  const rows = await getDb()
    .select({
      id: r.id,
      listingId: listingKey,
      reporterFirstName: sql<string | null>`nullif(split_part(trim(${profiles.first_name}), ' ', 1), '')`,
      reason: r.reason,
      details: r.details,
      createdAt: r.created_at,
      handledAt: r.handled_at,
      handledBy: sql<string | null>`coalesce(nullif(trim(${handler.first_name} || ' ' || ${handler.last_name}), ''), ${handler.email})`,
      outcome: r.outcome,
    })
    .from(r)
    .leftJoin(profiles, eq(profiles.id, r.reporter_id))
    .leftJoin(handler, eq(handler.id, r.handled_by))
    .where(and(viewFilter(query), or(inArray(r.rent_listing_id, ids), inArray(r.sale_listing_id, ids))))
    .orderBy(query.state === 'handled' && !query.listing ? desc(r.handled_at) : asc(r.created_at));
  return rows.map((row) => ({
    ...row,
    reason: row.reason as BrokerReportReason,
    outcome: row.outcome as BrokerReportOutcome | null,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }));
}

/** The listings themselves (rent and sale), with their home, society and open reports. */
async function listingsOf(ids: string[]) {
  const openReports = (column: typeof r.rent_listing_id | typeof r.sale_listing_id, id: SQL) => sql<number>`(select count(*)::int from ${r} where ${column} = ${id} and ${r.handled_at} is null)`;
  const home = { societyId: gated_societies.id, societyName: gated_societies.name, bedroom: bedroom_configurations.name, furnishing: properties.furnishing, unit: properties.house_number };
  const [rents, sales] = await Promise.all([
    getDb()
      .select({ id: property_rent_listings.id, status: property_rent_listings.listing_status, open: openReports(r.rent_listing_id, sql`${property_rent_listings.id}`), ...home })
      .from(property_rent_listings)
      .innerJoin(properties, eq(properties.id, property_rent_listings.property_id))
      .innerJoin(gated_societies, eq(gated_societies.id, property_rent_listings.society_id))
      .leftJoin(bedroom_configurations, rentBedroomJoin)
      .where(inArray(property_rent_listings.id, ids)),
    getDb()
      .select({ id: property_sale_listings.id, status: property_sale_listings.listing_status, open: openReports(r.sale_listing_id, sql`${property_sale_listings.id}`), ...home })
      .from(property_sale_listings)
      .innerJoin(properties, eq(properties.id, property_sale_listings.property_id))
      .innerJoin(gated_societies, eq(gated_societies.id, property_sale_listings.society_id))
      .leftJoin(bedroom_configurations, saleBedroomJoin)
      .where(inArray(property_sale_listings.id, ids)),
  ]);
  return new Map([...rents.map((row) => ({ ...row, kind: 'rent' as const })), ...sales.map((row) => ({ ...row, kind: 'sale' as const }))].map((row) => [row.id, row]));
}

/** One page of reported listings, each with the reports its view shows (docs/ops.md "Listings"). */
export async function listBrokerReports(query: BrokerReportsQuery): Promise<TablePage<DeskReportedListing>> {
  const { ids, total } = await pageOfListings(query);
  if (!ids.length) return toTablePage([], query, total);
  const [reports, listings] = await Promise.all([reportsOf(ids, query), listingsOf(ids)]);
  const rows = ids.flatMap((id): DeskReportedListing[] => {
    const listing = listings.get(id);
    if (!listing) return [];
    return [
      {
        listingId: id,
        kind: listing.kind,
        home: homeAndUnit(homeTitle(listing.bedroom, listing.furnishing, 'Home'), listing.unit),
        societyId: listing.societyId,
        societyName: listing.societyName,
        status: listing.status,
        reports: reports.filter((report) => report.listingId === id).map(({ listingId: _listing, ...report }) => report),
        openReports: listing.open,
      },
    ];
  });
  return toTablePage(rows, query, total);
}

/** The listing a report names, locked for the answer: its kind, status and society. */
async function lockListing(tx: Transaction, listingId: string) {
  const [rent] = await tx.select({ status: property_rent_listings.listing_status, societyId: property_rent_listings.society_id }).from(property_rent_listings).where(eq(property_rent_listings.id, listingId)).for('update');
  if (rent) return { kind: 'rent' as const, ...rent };
  const [sale] = await tx.select({ status: property_sale_listings.listing_status, societyId: property_sale_listings.society_id }).from(property_sale_listings).where(eq(property_sale_listings.id, listingId)).for('update');
  return sale ? { kind: 'sale' as const, ...sale } : null;
}

/** 'Broker confirmed': the listing goes Inactive (out of search and the society's pages), audited as a status change. */
async function removeListing(tx: Transaction, staff: Staff, listingId: string, listing: NonNullable<Awaited<ReturnType<typeof lockListing>>>, now: Date): Promise<void> {
  if (listing.status === 'Inactive') return;
  const table = listing.kind === 'rent' ? property_rent_listings : property_sale_listings;
  await tx.update(table).set({ listing_status: 'Inactive', updated_at: now }).where(eq(table.id, listingId));
  await recordAudit(tx, staff.actor, {
    action: 'listing.status',
    table: listing.kind === 'rent' ? 'property_rent_listings' : 'property_sale_listings',
    rowId: listingId,
    before: { listing_status: listing.status },
    after: { listing_status: 'Inactive', because: 'broker_confirmed' },
  });
}

/**
 * The desk's answer to every open report on a listing. 404 for a listing nobody reported (or an unknown id), 409
 * `already_settled` when its reports were all settled meanwhile; nothing written on either. After a confirmed
 * broker the listing's pages are expired at once, as a desk edit expires them.
 */
export async function settleBrokerReports(staff: Staff, listingId: string, outcome: BrokerReportOutcome, now = new Date()): Promise<BrokerReportsSettledAnswer> {
  const settled = await getDb().transaction(async (tx) => {
    const reports = await tx.select({ id: r.id, handledAt: r.handled_at }).from(r).where(ofListing(listingId)).for('update');
    const open = reports.filter((report) => report.handledAt === null).map((report) => report.id);
    if (!reports.length) throw notFound(M.noOpenReport);
    if (!open.length) throw new AppError('already_settled', M.alreadySettled, 409);
    const listing = await lockListing(tx, listingId);
    if (!listing) throw notFound(M.noOpenReport);
    if (outcome === 'broker_confirmed') await removeListing(tx, staff, listingId, listing, now);
    await tx.update(r).set({ handled_at: now, handled_by: staff.user.id, outcome }).where(inArray(r.id, open));
    for (const id of open) {
      await recordAudit(tx, staff.actor, {
        action: outcome === 'broker_confirmed' ? 'broker_report.confirm' : 'broker_report.dismiss',
        table: 'broker_reports',
        rowId: id,
        before: { handled_at: null, outcome: null },
        after: { handled_at: now.toISOString(), outcome },
      });
    }
    const status = outcome === 'broker_confirmed' ? 'Inactive' : listing.status;
    return { societyId: listing.societyId, count: open.length, status };
  });
  if (outcome === 'broker_confirmed') await expirePages({ societyIds: [settled.societyId], search: true });
  return { listingId, outcome, settled: settled.count, listingStatus: settled.status };
}
