import 'server-only';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { phoneHint } from '@/lib/ops/desk-search';
import { PERSON_LIST_LIMIT, type DeskOwnerHome, type DeskOwnerLink, type DeskOwnerRecord, type OwnerLinkOutcome } from '@/lib/ops/people';
import type { OwnerChannel, OwnerLinkPurpose } from '@/lib/owners/owners';
import { recordViews } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { availability_asks, bedroom_configurations, gated_societies, listing_rent_changes, owner_links, owners, properties, property_rent_listings, tenant_offers, tenant_profile } from '@/server/db/schema';
import { ownerPropertyIds, rentBedroomJoin, rentListingOwnerId } from '@/server/db/home-query';
import type { Staff } from '@/server/staff/access';

// An owner in one place on the desk (/ops/owners/<id>, docs/ops.md "A person in one place"): their homes, the links
// sent to them and how each ended, the offers on their homes and their answers to 'Is your home still available?'.
// The contact details stay behind 'Show contact' (its own view row); opening the page is a view of the name and
// the masked phone, and of the first name of each tenant whose offer it shows, written with the read.

const homeColumns = {
  bedroom: bedroom_configurations.name,
  furnishing: properties.furnishing,
  unit: properties.house_number,
  societyId: gated_societies.id,
  societyName: gated_societies.name,
};

async function ownerHomes(db: Executor, ownerId: string): Promise<DeskOwnerHome[]> {
  const rows = await db
    .select({
      propertyId: properties.id,
      listingId: property_rent_listings.id,
      listingStatus: property_rent_listings.listing_status,
      rent: property_rent_listings.expected_rent,
      lastConfirmed: property_rent_listings.last_confirmed_at,
      rentChange: sql<{ id: string; newRent: number; requestedAt: string } | null>`(select json_build_object('id', c.id, 'newRent', c.new_rent, 'requestedAt', c.requested_at)
        from ${listing_rent_changes} c where c.rent_listing_id = ${property_rent_listings.id} and c.decided_at is null)`,
      // A home is the owner's when its listing names them, or its property does and the listing names nobody.
      owner: rentListingOwnerId,
      ...homeColumns,
    })
    .from(properties)
    .innerJoin(gated_societies, eq(gated_societies.id, properties.society_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.property_id, properties.id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(sql`${properties.id} in ${ownerPropertyIds(ownerId)}`)
    .orderBy(gated_societies.name, sql`lower(${properties.house_number}) nulls last`, properties.id)
    .limit(PERSON_LIST_LIMIT * 2);
  return rows
    .filter((row) => row.owner === ownerId)
    .slice(0, PERSON_LIST_LIMIT)
    .map(({ owner: _owner, lastConfirmed, ...row }) => ({ ...row, lastConfirmedAt: lastConfirmed?.toISOString() ?? null }));
}

function linkOutcome(link: { revokedAt: Date | null; decidedAt: Date | null; expiresAt: Date }, now: Date): OwnerLinkOutcome {
  if (link.decidedAt) return 'answered';
  if (link.revokedAt) return 'revoked';
  return link.expiresAt <= now ? 'expired' : 'open';
}

/** The links sent to the owner, newest first (owner_links_owner_idx), each with the home it is about. */
async function ownerLinks(db: Executor, ownerId: string, now: Date): Promise<DeskOwnerLink[]> {
  const linkHome = sql`coalesce(
    (select ${tenant_offers.property_id} from ${tenant_offers} where ${owner_links.purpose} = 'offer' and ${tenant_offers.id} = ${owner_links.subject_id}),
    (select ${property_rent_listings.property_id} from ${property_rent_listings} where ${owner_links.purpose} = 'availability' and ${property_rent_listings.id} = ${owner_links.subject_id}))`;
  const rows = await db
    .select({
      id: owner_links.id,
      purpose: owner_links.purpose,
      sentAt: owner_links.created_at,
      expiresAt: owner_links.expires_at,
      revokedAt: owner_links.revoked_at,
      decidedAt: owner_links.decided_at,
      decision: owner_links.decision,
      propertyId: properties.id,
      furnishing: properties.furnishing,
      unit: properties.house_number,
      societyId: gated_societies.id,
      societyName: gated_societies.name,
      bedroom: bedroom_configurations.name,
    })
    .from(owner_links)
    .leftJoin(properties, sql`${properties.id} = ${linkHome}`)
    .leftJoin(gated_societies, eq(gated_societies.id, properties.society_id))
    .leftJoin(bedroom_configurations, eq(bedroom_configurations.id, properties.bedroom_configuration_id))
    .where(eq(owner_links.owner_id, ownerId))
    .orderBy(desc(owner_links.created_at), desc(owner_links.id))
    .limit(PERSON_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose as OwnerLinkPurpose,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    outcome: linkOutcome(row, now),
    decision: row.decision,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    home: row.propertyId && row.societyId && row.societyName ? { bedroom: row.bedroom, furnishing: row.furnishing, unit: row.unit, societyId: row.societyId, societyName: row.societyName } : null,
  }));
}

/** The offers on the owner's homes, newest first (tenant_offers_property_created_idx). */
async function ownerOffers(db: Executor, propertyIds: string[]) {
  if (!propertyIds.length) return [];
  const rows = await db
    .select({
      id: tenant_offers.id,
      userId: tenant_offers.user_id,
      profileId: tenant_offers.tenant_profile_id,
      firstName: tenant_profile.first_name,
      status: tenant_offers.offer_status,
      offeredRent: tenant_offers.offered_rent,
      sentAt: tenant_offers.created_at,
      ...homeColumns,
    })
    .from(tenant_offers)
    .innerJoin(tenant_profile, eq(tenant_profile.id, tenant_offers.tenant_profile_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
    .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(inArray(tenant_offers.property_id, propertyIds))
    .orderBy(desc(tenant_offers.created_at), desc(tenant_offers.id))
    .limit(PERSON_LIST_LIMIT);
  return rows.map(({ sentAt, firstName, ...row }) => ({ ...row, sentAt: sentAt.toISOString(), firstName: firstName.trim().split(/\s+/)[0] ?? '' }));
}

/** The availability questions put to the owner and how each ended, newest first (availability_asks_owner_idx). */
async function ownerAnswers(db: Executor, ownerId: string) {
  const rows = await db
    .select({
      id: availability_asks.id,
      askedAt: availability_asks.asked_at,
      remindedAt: availability_asks.reminded_at,
      closedAt: availability_asks.closed_at,
      outcome: availability_asks.outcome,
      ...homeColumns,
    })
    .from(availability_asks)
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, availability_asks.rent_listing_id))
    .innerJoin(properties, eq(properties.id, property_rent_listings.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, property_rent_listings.society_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(availability_asks.owner_id, ownerId))
    .orderBy(desc(availability_asks.asked_at), desc(availability_asks.id))
    .limit(PERSON_LIST_LIMIT);
  return rows.map(({ askedAt, remindedAt, closedAt, ...row }) => ({
    ...row,
    askedAt: askedAt.toISOString(),
    remindedAt: remindedAt?.toISOString() ?? null,
    closedAt: closedAt?.toISOString() ?? null,
  }));
}

/** An owner's page for `staff`, or null for an owner that does not exist (nothing written). */
export async function openDeskOwner(staff: Staff, ownerId: string, now = new Date()): Promise<DeskOwnerRecord | null> {
  return getDb().transaction(async (tx) => {
    const [owner] = await tx.select().from(owners).where(eq(owners.id, ownerId)).limit(1);
    if (!owner) return null;
    const homes = await ownerHomes(tx, ownerId);
    const [links, offerRows, answers] = await Promise.all([ownerLinks(tx, ownerId, now), ownerOffers(tx, [...new Set(homes.map((home) => home.propertyId))]), ownerAnswers(tx, ownerId)]);
    const tenantsShown = [...new Set(offerRows.map((offer) => offer.profileId))];
    await recordViews(tx, staff.actor, [
      { table: 'owners', rowId: ownerId, fields: ['name', 'phone'] },
      ...tenantsShown.map((profileId) => ({ table: 'tenant_profile', rowId: profileId, fields: ['first_name'] })),
    ]);
    return {
      id: owner.id,
      name: owner.name,
      phoneHint: phoneHint(owner.phone),
      hasEmail: Boolean(owner.email),
      channel: owner.preferred_channel as OwnerChannel,
      phoneVerified: owner.phone_verified_at !== null,
      accountLinkedAt: owner.account_linked_at?.toISOString() ?? null,
      since: owner.created_at.toISOString(),
      homes,
      links,
      offers: offerRows.map(({ profileId: _profileId, ...offer }) => offer),
      answers,
    };
  });
}
