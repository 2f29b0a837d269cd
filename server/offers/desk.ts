import 'server-only';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OfferStatus } from '@/lib/catalog';
import { homeTitle } from '@/lib/listings/display';
import type { DeskOfferRow, OwnerLinkState } from '@/lib/offers/desk';
import { tenantNote } from '@/lib/offers/tenant-notes';
import { pageWindow, toTablePage, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import { recordViews, type AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, gated_societies, properties, property_rent_listings, tenant_offers, tenant_profile } from '@/server/db/schema';
import { rentBedroomJoin } from '@/server/listings/home-query';
import { canTake } from './state-machine';

// The desk's offers inbox (docs/ops.md "Offers"): one page of offers at a time, each with the home's asking rent and
// deposit beside the offered ones, what the tenant wrote for the owner (message, fittings; contact details taken
// out, lib/offers/tenant-notes.ts) and the tenant profile summary the tenant shares (occupation, tenant type,
// move-in) under their first name only: never their phone or e-mail. Each page view is a `view` row per tenant shown. Sorted and filtered on indexed columns only
// (migration 0016), so the list stays fast at 100,000 offers.

export const DESK_OFFER_SORTS = ['age', 'rent'] as const;
export type DeskOfferSort = (typeof DESK_OFFER_SORTS)[number];

export interface DeskOfferFilters {
  status?: OfferStatus;
  /** Part of a society's name (the trigram index of migration 0001 finds it). */
  society?: string;
  /** One offer, as the desk's search opens it. */
  offerId?: string;
}

/** LIKE's own characters in a person's text match themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export async function listDeskOffers(filters: DeskOfferFilters, query: TableQuery<DeskOfferSort>): Promise<TablePage<DeskOfferRow>> {
  const where: SQL[] = [];
  if (filters.offerId) where.push(eq(tenant_offers.id, filters.offerId));
  if (filters.status) where.push(eq(tenant_offers.offer_status, filters.status));
  if (filters.society) {
    const societies = getDb().select({ id: gated_societies.id }).from(gated_societies).where(sql`lower(${gated_societies.name}) like ${likePattern(filters.society)}`);
    where.push(inArray(tenant_offers.society_id, societies));
  }
  // Age ascending is the newest first: the youngest offer has the least age.
  const byAge = query.dir === 'asc' ? [desc(tenant_offers.created_at), desc(tenant_offers.id)] : [asc(tenant_offers.created_at), asc(tenant_offers.id)];
  const byRent = query.dir === 'asc' ? [asc(tenant_offers.offered_rent), asc(tenant_offers.id)] : [desc(tenant_offers.offered_rent), desc(tenant_offers.id)];
  const { limit, offset } = pageWindow(query);
  const rows = await getDb()
    .select({
      id: tenant_offers.id,
      status: tenant_offers.offer_status,
      createdAt: tenant_offers.created_at,
      societyName: gated_societies.name,
      bedrooms: bedroom_configurations.name,
      furnishing: properties.furnishing,
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
      // The home's owner record: the listing's own, else the property's (a primary-key lookup per row).
      ownerId: sql<string | null>`(select o.id from owners o where o.id = coalesce(${property_rent_listings.owner_id}, ${properties.owner_id}))`,
      // The state of the offer's newest owner link (owner_links_subject_idx finds it), null when none was sent.
      ownerLink: sql<OwnerLinkState | null>`(
        select case when l.revoked_at is not null then 'revoked' when l.decided_at is not null then 'decided' when l.expires_at <= now() then 'expired' else 'open' end
          from owner_links l where l.purpose = 'offer' and l.subject_id = ${tenant_offers.id} order by l.created_at desc limit 1)`,
    })
    .from(tenant_offers)
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
    .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
    .innerJoin(tenant_profile, eq(tenant_profile.id, tenant_offers.tenant_profile_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...(query.sort === 'rent' ? byRent : byAge))
    .limit(limit)
    .offset(offset);
  return toTablePage(
    rows.map(({ bedrooms, furnishing, createdAt, firstName, counterRent, counterDeposit, counterMoveinDate, message, extraFittings, ...row }) => ({
      ...row,
      message: tenantNote(message),
      extraFittings: tenantNote(extraFittings),
      homeTitle: homeTitle(bedrooms, furnishing),
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
    })),
    query,
  );
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
