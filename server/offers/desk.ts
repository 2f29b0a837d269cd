import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DeskOfferFilters, DeskOfferSort } from '@/lib/ops/offers-table';
import { homeTitle } from '@/lib/listings/display';
import type { DeskOfferRow, OwnerLinkState } from '@/lib/offers/desk';
import { tenantNote } from '@/lib/offers/tenant-notes';
import { homeAndUnit } from '@/lib/ops/home-name';
import { pageWindow, toTablePage, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import { EXPORT_BATCH_SIZE } from '@/server/staff/csv-download';
import { assigneeName } from '@/server/staff/desk-notes';
import { recordViews, type AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, desk_notes, gated_societies, properties, property_rent_listings, tenant_offers, tenant_profile } from '@/server/db/schema';
import { rentBedroomJoin } from '@/server/db/home-query';
import { canTake } from './state-machine';

// The desk's offers inbox (docs/ops.md "Offers"): one page of offers at a time, each with the home's asking rent and
// deposit beside the offered ones, what the tenant wrote for the owner (message, fittings; contact details taken
// out, lib/offers/tenant-notes.ts) and the tenant profile summary the tenant shares (occupation, tenant type,
// move-in) under their first name only: never their phone or e-mail. Each page view is a `view` row per tenant shown. Sorted and filtered on indexed columns only
// (migration 0016), so the list stays fast at 100,000 offers.

export { DESK_OFFER_SORTS, type DeskOfferFilters, type DeskOfferSort } from '@/lib/ops/offers-table';

/** LIKE's own characters in a person's text match themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The filters as SQL on tenant_offers alone (the list, its count and its CSV read the same rows). */
export function offerWhere(filters: DeskOfferFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.offerId) where.push(eq(tenant_offers.id, filters.offerId));
  if (filters.status) where.push(eq(tenant_offers.offer_status, filters.status));
  if (filters.assignedTo) where.push(eq(tenant_offers.assigned_to, filters.assignedTo));
  if (filters.society) {
    const societies = getDb().select({ id: gated_societies.id }).from(gated_societies).where(sql`lower(${gated_societies.name}) like ${likePattern(filters.society)}`);
    where.push(inArray(tenant_offers.society_id, societies));
  }
  return where.length ? and(...where) : undefined;
}

/** How many offers match (tenant_offers_status_created_idx and _society_created_idx serve the filters). */
export async function countDeskOffers(filters: DeskOfferFilters): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(tenant_offers).where(offerWhere(filters));
  return row?.n ?? 0;
}

export async function listDeskOffers(filters: DeskOfferFilters, query: TableQuery<DeskOfferSort>): Promise<TablePage<DeskOfferRow>> {
  // Age ascending is the newest first: the youngest offer has the least age.
  const byAge = query.dir === 'asc' ? [desc(tenant_offers.created_at), desc(tenant_offers.id)] : [asc(tenant_offers.created_at), asc(tenant_offers.id)];
  const byRent = query.dir === 'asc' ? [asc(tenant_offers.offered_rent), asc(tenant_offers.id)] : [desc(tenant_offers.offered_rent), desc(tenant_offers.id)];
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([readOffers(offerWhere(filters), byAge, byRent, query, limit, offset), countDeskOffers(filters)]);
  return toTablePage(rows.map(toDeskOfferRow), query, total);
}

function offerColumns() {
  return {
      id: tenant_offers.id,
      status: tenant_offers.offer_status,
      createdAt: tenant_offers.created_at,
      // The CSV's keyset cursor: PostgreSQL's microseconds (a JavaScript Date would round them and repeat rows).
      createdAtText: sql<string>`${tenant_offers.created_at}::text`,
      societyName: gated_societies.name,
      bedrooms: bedroom_configurations.name,
      furnishing: properties.furnishing,
      unit: properties.house_number,
      askingRent: property_rent_listings.expected_rent,
      askingDeposit: property_rent_listings.expected_deposit,
      listingStatus: property_rent_listings.listing_status,
      offeredRent: tenant_offers.offered_rent,
      offeredDeposit: tenant_offers.offered_security_deposit,
      moveinDate: tenant_offers.movein_date,
      message: tenant_offers.message,
      extraFittings: tenant_offers.extra_fittings_requested,
      counterRent: tenant_offers.counter_rent,
      counterDeposit: tenant_offers.counter_security_deposit,
      counterMoveinDate: tenant_offers.counter_movein_date,
      declineReason: tenant_offers.decline_reason,
      withdrawReason: tenant_offers.withdraw_reason,
      firstName: tenant_profile.first_name,
      occupation: tenant_profile.occupation,
      tenantType: tenant_profile.tenant_type,
      // Whether the owner can be told of the desk's answer (server/offers/answers.ts tellOwner): a record with an
      // address or a proved number.
      ownerReachable: sql<boolean>`exists (select 1 from owners o where o.id = ${tenant_offers.owner_id} and (o.email is not null or o.phone_verified_at is not null))`,
      userId: tenant_offers.user_id,
      assignedTo: tenant_offers.assigned_to,
      assigneeName: assigneeName(tenant_offers.assigned_to),
      notes: sql<number>`(select count(*)::int from ${desk_notes} n where n.offer_id = ${tenant_offers.id})`,
      // The home's owner record: the listing's own, else the property's (a primary-key lookup per row).
      ownerId: sql<string | null>`(select o.id from owners o where o.id = coalesce(${property_rent_listings.owner_id}, ${properties.owner_id}))`,
      // The state of the offer's newest owner link (owner_links_subject_idx finds it), null when none was sent.
      ownerLink: sql<OwnerLinkState | null>`(
        select case when l.revoked_at is not null then 'revoked' when l.decided_at is not null then 'decided' when l.expires_at <= now() then 'expired' else 'open' end
          from owner_links l where l.purpose = 'offer' and l.subject_id = ${tenant_offers.id} order by l.created_at desc limit 1)`,
  };
}

function offersFrom(where: SQL | undefined) {
  return getDb()
    .select(offerColumns())
    .from(tenant_offers)
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
    .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
    .innerJoin(tenant_profile, eq(tenant_profile.id, tenant_offers.tenant_profile_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(where)
    .$dynamic();
}

function readOffers(where: SQL | undefined, byAge: SQL[], byRent: SQL[], query: TableQuery<DeskOfferSort>, limit: number, offset: number) {
  return offersFrom(where)
    .orderBy(...(query.sort === 'rent' ? byRent : byAge))
    .limit(limit)
    .offset(offset);
}

type OfferRecord = Awaited<ReturnType<typeof readOffers>>[number];

function toDeskOfferRow({ assignedTo, assigneeName: assigned, bedrooms, furnishing, unit, createdAt, createdAtText: _cursor, firstName, counterRent, counterDeposit, counterMoveinDate, message, extraFittings, ...row }: OfferRecord): DeskOfferRow {
  const title = homeTitle(bedrooms, furnishing);
  return {
    ...row,
    message: tenantNote(message),
    extraFittings: tenantNote(extraFittings),
    homeTitle: title,
    unit,
    homeName: homeAndUnit(title, unit),
    assignee: assignedTo ? { id: assignedTo, name: assigned ?? '' } : null,
    firstName,
    sentAt: createdAt.toISOString(),
    counter: counterRent !== null && counterDeposit !== null && counterMoveinDate !== null ? { rent: counterRent, deposit: counterDeposit, moveinDate: counterMoveinDate } : null,
    actions: {
      accept: canTake('accept', row.status) && row.listingStatus === 'Active',
      decline: canTake('decline', row.status),
      counter: canTake('counter', row.status),
      withdraw: canTake('withdraw', row.status),
      forward: row.status === 'Pending',
      revokeLink: row.ownerLink === 'open',
    },
  };
}

/**
 * Every offer that matches, oldest first, `batchSize` at a time (a keyset on tenant_offers_created_idx): the rows
 * of the list's CSV, so an export of any size holds one batch in memory.
 */
export async function* deskOfferBatches(filters: DeskOfferFilters, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<DeskOfferRow[]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? sql`(${tenant_offers.created_at}, ${tenant_offers.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows = await offersFrom(and(offerWhere(filters), keyset))
      .orderBy(asc(tenant_offers.created_at), asc(tenant_offers.id))
      .limit(batchSize);
    if (rows.length) yield rows.map(toDeskOfferRow);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAtText, id: last.id };
  }
}

/**
 * The offers page shows each offer's tenant: first name, occupation and tenant type, a person's details, so
 * every page view writes one `view` row per tenant profile shown (one insert), which the person's download lists.
 */
export async function recordOfferSummaryViews(viewer: AuditActor, offerIds: string[]): Promise<void> {
  if (!offerIds.length) return;
  const shown = await getDb().selectDistinct({ profileId: tenant_offers.tenant_profile_id }).from(tenant_offers).where(inArray(tenant_offers.id, offerIds));
  await recordViews(
    getDb(),
    viewer,
    shown.map((row) => ({ table: 'tenant_profile', rowId: row.profileId, fields: ['first_name', 'occupation', 'tenant_type'] })),
  );
}
