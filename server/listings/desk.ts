import 'server-only';
import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { DeskListingsQuery, DeskListingRow } from '@/lib/ops/listings-table';
import { pageWindow, toTablePage, type TablePage } from '@/lib/ops/table-query';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { EXPORT_BATCH_SIZE } from '@/server/staff/csv-download';
import { assigneeName } from '@/server/staff/desk-notes';
import { availability_asks, bedroom_configurations, broker_reports, desk_notes, gated_societies, properties, property_rent_listings } from '@/server/db/schema';
import { listingOwnerRecord } from '@/server/listings/freshness';
import { rentBedroomJoin } from '@/server/db/home-query';

// The desk's listings table (/ops/listings): rent listings one page at a time, found by society name (the
// trigram index on lower(name) answers 'contains'), by a home's unit or key, by status, and those with no owner
// record (they cannot be asked whether they are still available: server/listings/freshness.ts).

const l = property_rent_listings;
const s = gated_societies;
const p = properties;

/** A LIKE pattern that matches `text` literally anywhere (% and _ typed by a person are not wildcards). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The listings on offer whose owner could be asked: the stale filter's and 'Ask the owner now''s statuses. */
const ON_OFFER = ['Active', 'Unconfirmed'];

function filters(query: DeskListingsQuery, now: Date): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(eq(l.listing_status, query.status));
  if (query.assignedTo) where.push(eq(l.assigned_to, query.assignedTo));
  if (query.stale) {
    // A range of property_rent_listings_on_offer_confirmed_idx (migration 0034): the statuses written as its predicate
    // is, so the planner can use it.
    where.push(sql`${l.listing_status} in ('Active', 'Unconfirmed')`, lte(l.last_confirmed_at, new Date(now.getTime() - getEnv().AVAILABILITY_ASK_DAYS * 86_400_000)));
  }
  // Kept by triggers (migration 0039): whether the listing's owner, or its home's, has a record.
  if (query.owner === 'missing') where.push(sql`not ${l.owner_on_record}`);
  if (query.society) {
    // A semi-join on the trigram index: the few societies whose name contains the text, then their listings.
    where.push(sql`${l.society_id} in (select ${s.id} from ${s} where lower(${s.name}) like ${containsPattern(query.society)})`);
  }
  if (query.home) {
    const exact = query.home.trim();
    // Each side is an index look-up (the unique keys, lower(house_number), the listing's property); as one OR
    // on the listing the planner would walk every listing instead (EXPLAIN in docs/ops.md).
    const lookUp = sql`select ${l.id} from ${l} where ${l.external_key} = ${exact}
      union all select ${l.id} from ${l} where ${l.property_id} in (select ${p.id} from ${p} where ${p.external_key} = ${exact} or lower(${p.house_number}) = ${exact.toLowerCase()})`;
    where.push(sql`${l.id} in (${lookUp})`);
  }
  return where;
}

const SORT_COLUMNS = {
  society: sql`lower(${s.name})`,
  rent: l.expected_rent,
  deposit: l.expected_deposit,
  available: l.available_from_date,
  confirmed: l.last_confirmed_at,
} as const;

/** How many listings the filters hold (a count on the listings alone: the filters are all on them). */
export async function countDeskListings(query: DeskListingsQuery, now = new Date()): Promise<number> {
  const where = filters(query, now);
  const [row] = await getDb().select({ n: count() }).from(l).where(where.length ? and(...where) : undefined);
  return row?.n ?? 0;
}

/**
 * One page of listings. The page is cut from the listings alone (with the societies only for the society sort)
 * and only its rows are joined to their homes: a deep page skips thousands of index entries, never thousands of
 * joins. Every listing has its property and society (foreign keys, not null), so the cut is the same.
 */
export async function listDeskListings(query: DeskListingsQuery, now = new Date()): Promise<TablePage<DeskListingRow>> {
  const { limit, offset } = pageWindow(query);
  const direction = query.dir === 'asc' ? asc : desc;
  // The id breaks ties, so a page boundary never shows a row twice or skips one.
  const order = [direction(SORT_COLUMNS[query.sort]), direction(l.id)];
  const where = filters(query, now);
  const page = cutPage(where.length ? and(...where) : undefined, order, limit, offset, query.sort === 'society');
  const [rows, total] = await Promise.all([listingRows(page, order), countDeskListings(query, now)]);
  return toTablePage(
    rows.map((row) => toDeskListingRow(row)),
    query,
    total,
  );
}

type ListingOrder = ReturnType<typeof asc>[];

/** The page's listing ids, cut from the listings alone (with the societies only for the society sort). */
function cutPage(where: SQL | undefined, order: ListingOrder, limit: number, offset: number, bySociety: boolean) {
  let cut = getDb().select({ id: l.id }).from(l).$dynamic();
  if (bySociety) cut = cut.innerJoin(s, eq(s.id, l.society_id));
  return cut.where(where).orderBy(...order).limit(limit).offset(offset).as('page');
}

function listingRows(page: ReturnType<typeof cutPage>, order: ListingOrder) {
  return getDb()
    .select({
      id: l.id,
      propertyId: l.property_id,
      societyId: l.society_id,
      societyName: s.name,
      bedroom: bedroom_configurations.name,
      furnishing: p.furnishing,
      houseNumber: p.house_number,
      floor: p.floor_number,
      rent: l.expected_rent,
      deposit: l.expected_deposit,
      immediate: l.immediate_flag,
      availableFrom: l.available_from_date,
      status: l.listing_status,
      lastConfirmedAt: l.last_confirmed_at,
      key: l.external_key,
      ownerId: listingOwnerRecord,
      // The open question to the owner, if any (at most one: availability_asks_one_open).
      askedAt: sql<string | null>`(select to_json(a.asked_at) #>> '{}' from ${availability_asks} a where a.rent_listing_id = ${l}.id and a.closed_at is null)`,
      remindedAt: sql<string | null>`(select to_json(a.reminded_at) #>> '{}' from ${availability_asks} a where a.rent_listing_id = ${l}.id and a.closed_at is null)`,
      confirmedText: sql<string>`${l.last_confirmed_at}::text`,
      assignedTo: l.assigned_to,
      assigneeName: assigneeName(l.assigned_to),
      notes: sql<number>`(select count(*)::int from ${desk_notes} n where n.listing_id = ${l}.id)`,
      openBrokerReports: sql<number>`(select count(*)::int from ${broker_reports} b where b.rent_listing_id = ${l}.id and b.handled_at is null)`,
    })
    .from(page)
    .innerJoin(l, eq(l.id, page.id))
    .innerJoin(p, eq(p.id, l.property_id))
    .innerJoin(s, eq(s.id, l.society_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .orderBy(...order);
}

function toDeskListingRow({ ownerId, askedAt, remindedAt, confirmedText: _cursor, assignedTo, assigneeName: assigned, ...row }: Awaited<ReturnType<typeof listingRows>>[number]): DeskListingRow {
  return {
    ...row,
    lastConfirmedAt: row.lastConfirmedAt.toISOString(),
    hasOwner: ownerId !== null,
    ownerId,
    ownerQuestion: askedAt ? { askedAt, remindedAt } : null,
    assignee: assignedTo ? { id: assignedTo, name: assigned ?? '' } : null,
    canAskOwner: ON_OFFER.includes(row.status) && ownerId !== null && askedAt === null,
  };
}

/**
 * Every listing the filters hold, newest confirmation first, `batchSize` at a time (a keyset on
 * property_rent_listings_confirmed_idx): the rows of the list's CSV.
 */
export async function* deskListingBatches(query: DeskListingsQuery, now = new Date(), batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<DeskListingRow[]> {
  const order = [desc(l.last_confirmed_at), desc(l.id)];
  let after: { confirmed: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? sql`(${l.last_confirmed_at}, ${l.id}) < (${after.confirmed}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows = await listingRows(cutPage(and(...filters(query, now), keyset), order, batchSize, 0, false), order);
    if (rows.length) yield rows.map((row) => toDeskListingRow(row));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { confirmed: last.confirmedText, id: last.id };
  }
}

/** The society picker of 'Add listing': names starting with the text first, then names containing it. */
export async function findSocieties(text: string, limit = 10): Promise<{ id: string; name: string }[]> {
  const lower = text.trim().toLowerCase();
  return getDb()
    .select({ id: s.id, name: s.name })
    .from(s)
    .where(sql`lower(${s.name}) like ${containsPattern(lower)}`)
    .orderBy(sql`lower(${s.name}) like ${`${lower.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} desc`, asc(s.name))
    .limit(limit);
}

/** The bedroom configurations, in the spec's order (the 'Add listing' form's choices). */
export async function bedroomConfigurations(): Promise<string[]> {
  const rows = await getDb().select({ name: bedroom_configurations.name }).from(bedroom_configurations).orderBy(asc(bedroom_configurations.sort_order), asc(bedroom_configurations.id));
  return rows.map((row) => row.name);
}
