import 'server-only';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DESK_PAGES, DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { containsPattern, DESK_SEARCH_KINDS, DESK_SEARCH_LIMIT, DESK_SEARCH_MIN_LENGTH, phoneHint, type DeskSearchKind, type DeskSearchTerms, type PhoneNumber } from '@/lib/ops/desk-search';
import type { DeskHomeHit, DeskOfferHit, DeskOwnerHit, DeskSearchHits, DeskSearchMatch, DeskSearchResults, DeskTenantHit, DeskVisitHit } from '@/lib/ops/desk-search-results';
import { roleAtLeast, type StaffRole } from '@/lib/ops/roles';
import { indiaDate } from '@/lib/time/india';
import { boardStatus, gateState } from '@/lib/visits/desk-marks';
import { recordViews } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, gated_societies, owners, profiles, properties, property_rent_listings, tenant_offers, tenant_profile, visits } from '@/server/db/schema';
import { rentBedroomJoin } from '@/server/db/home-query';
import type { Staff } from './access';

// The desk's one search (docs/ops.md "Search"): tenants, owners, homes, visits and offers for what a person typed,
// each kind only for a role that opens its section (an agent: the visits of their own societies, by pass code).
// Every lookup is an index lookup (migration 0033; EXPLAIN in docs/ops.md), at most DESK_SEARCH_LIMIT + 1 rows a
// kind. Every person shown is a `view` audit row, written in the read's transaction; a kind not searched writes
// nothing.

/** The section whose role a kind of result needs (docs/ops.md "Roles"). */
const KIND_ROLES: Record<DeskSearchKind, StaffRole> = {
  tenants: DESK_PAGES.people.role,
  owners: DESK_SECTIONS.owners.role,
  homes: DESK_SECTIONS.listings.role,
  visits: DESK_SECTIONS.visits.role,
  offers: DESK_SECTIONS.offers.role,
};

export function searchKindsFor(role: StaffRole): DeskSearchKind[] {
  return DESK_SEARCH_KINDS.filter((kind) => roleAtLeast(role, KIND_ROLES[kind]));
}

/**
 * The unit as the trigram index of migration 0033 holds it: lower case, letters and digits only (compactUnit in
 * lib/ops/desk-search.ts does the same to what was typed). Word for word the index's expression.
 */
export const DESK_UNIT_KEY = sql`regexp_replace(lower(${properties.house_number}), '[^a-z0-9]+', '', 'g')`;
const PERSON_NAME = sql`lower(${profiles.first_name} || ' ' || ${profiles.last_name})`;
const OWNER_NAME = sql`lower(${owners.name})`;
const SOCIETY_NAME = sql`coalesce(${gated_societies.name_search}, lower(${gated_societies.name}))`;
/**
 * How alike a typed name must be to a stored one (pg_trgm's word similarity, through the trigram indexes' `<%`):
 * one word from 0.5, so a typo in a short name ('kavia' for 'kavya', 0.5) is found; several words from 0.55, which a
 * typo still reaches ('kavia nair' 0.57, 'kavya nari' 0.73 for Kavya Nair) and a shared first name alone mostly does
 * not ('kavya sharma' is 0.46 to Kavya Nair; a short surname can pass: 'kavya rao' is 0.6), and the best ranks first.
 */
const typoThreshold = (terms: DeskSearchTerms) => (terms.lower.includes(' ') ? '0.55' : '0.5');

const hits = <Row>(rows: Row[]): DeskSearchHits<Row> => ({ rows: rows.slice(0, DESK_SEARCH_LIMIT), more: rows.length > DESK_SEARCH_LIMIT });
const none = <Row>(): DeskSearchHits<Row> => ({ rows: [], more: false });
const READ = DESK_SEARCH_LIMIT + 1;

function phoneIn(countryCode: SQL | typeof profiles.country_code | typeof owners.country_code, phone: typeof profiles.phone | typeof owners.phone, phones: PhoneNumber[]): SQL {
  return sql`(${countryCode}, ${phone}) in (${sql.join(
    phones.map((number) => sql`(${number.countryCode}, ${number.phone})`),
    sql`, `,
  )})`;
}

/** How a person matched: their phone, their e-mail address, else their name. */
function matchedBy(phoneMatch: SQL | null, email: SQL, terms: DeskSearchTerms): SQL<DeskSearchMatch> {
  const byEmail = terms.searchable ? sql`when lower(${email}) like ${containsPattern(terms.lower)} then 'email'` : sql``;
  return sql<DeskSearchMatch>`case ${phoneMatch ? sql`when ${phoneMatch} then 'phone'` : sql``} ${byEmail} else 'name' end`;
}

/** Name (part, or with a typo) or e-mail (part) of a person, through the trigram indexes; or their phone. */
function personWhere(name: SQL, email: SQL, phoneMatch: SQL | null, terms: DeskSearchTerms): SQL | null {
  const parts: SQL[] = [];
  if (phoneMatch) parts.push(phoneMatch);
  if (terms.searchable && !terms.phones.length) {
    const pattern = containsPattern(terms.lower);
    // A name has no digit and no '@': such a text is looked for in the e-mail addresses only.
    if (!/[\d@]/.test(terms.lower)) parts.push(sql`${name} like ${pattern}`, sql`${terms.lower} <% ${name}`);
    parts.push(sql`lower(${email}) like ${pattern}`);
  }
  return parts.length ? or(...parts)! : null;
}

async function findTenants(db: Executor, terms: DeskSearchTerms): Promise<DeskTenantHit[]> {
  const phoneMatch = terms.phones.length ? phoneIn(profiles.country_code, profiles.phone, terms.phones) : null;
  const where = personWhere(PERSON_NAME, sql`${profiles.email}`, phoneMatch, terms);
  if (!where) return [];
  const rows = await db
    .select({ id: profiles.id, firstName: profiles.first_name, lastName: profiles.last_name, email: profiles.email, phone: profiles.phone, matched: matchedBy(phoneMatch, sql`${profiles.email}`, terms) })
    .from(profiles)
    .where(where)
    .orderBy(sql`word_similarity(${terms.lower}, ${PERSON_NAME}) desc`, asc(profiles.first_name), asc(profiles.last_name), asc(profiles.id))
    .limit(READ);
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, phoneHint: phoneHint(row.phone), matched: row.matched }));
}

async function findOwners(db: Executor, terms: DeskSearchTerms): Promise<DeskOwnerHit[]> {
  const phoneMatch = terms.phones.length ? phoneIn(owners.country_code, owners.phone, terms.phones) : null;
  const email = sql`coalesce(${owners.email}, '')`;
  const where = personWhere(OWNER_NAME, sql`${owners.email}`, phoneMatch, terms);
  if (!where) return [];
  const rows = await db
    .select({ id: owners.id, name: owners.name, phone: owners.phone, matched: matchedBy(phoneMatch, email, terms) })
    .from(owners)
    .where(where)
    .orderBy(sql`word_similarity(${terms.lower}, ${OWNER_NAME}) desc`, asc(owners.name), asc(owners.id))
    .limit(READ);
  return rows.map((row) => ({ id: row.id, name: row.name, phoneHint: phoneHint(row.phone), matched: row.matched }));
}

/** The societies a typed name can be (a part of it, or a typo), best first: the search's trigram index. */
async function societiesNamed(db: Executor, name: string): Promise<string[]> {
  const rows = await db
    .select({ id: gated_societies.id })
    .from(gated_societies)
    .where(or(sql`${SOCIETY_NAME} like ${containsPattern(name)}`, sql`${name} <% ${SOCIETY_NAME}`))
    .orderBy(sql`word_similarity(${name}, ${SOCIETY_NAME}) desc`, asc(gated_societies.name))
    .limit(5);
  return rows.map((row) => row.id);
}

async function findHomes(db: Executor, terms: DeskSearchTerms): Promise<DeskHomeHit[]> {
  const home = terms.home;
  if (!home) return [];
  const societyIds = home.society ? await societiesNamed(db, home.society) : null;
  // Without a society, a unit is looked up in the trigram index, which needs three characters.
  const units = societyIds ? home.units : home.units.filter((unit) => unit.length >= DESK_SEARCH_MIN_LENGTH);
  if ((societyIds && !societyIds.length) || (!societyIds && !units.length)) return [];
  const where: SQL[] = [];
  if (societyIds) where.push(inArray(properties.society_id, societyIds));
  if (units.length) where.push(or(...units.map((unit) => sql`${DESK_UNIT_KEY} like ${containsPattern(unit)}`))!);
  // The home's current rent listing: an Active one first, else the newest.
  const listing = db
    .select({ id: property_rent_listings.id })
    .from(property_rent_listings)
    .where(eq(property_rent_listings.property_id, properties.id))
    .orderBy(sql`${property_rent_listings.listing_status} = 'Active' desc`, desc(property_rent_listings.updated_at))
    .limit(1);
  const rows = await db
    .select({
      propertyId: properties.id,
      unit: properties.house_number,
      furnishing: properties.furnishing,
      societyId: gated_societies.id,
      societyName: gated_societies.name,
      listingId: property_rent_listings.id,
      listingStatus: property_rent_listings.listing_status,
      rent: property_rent_listings.expected_rent,
      bedroom: bedroom_configurations.name,
      ownerId: sql<string | null>`(select o.id from ${owners} o where o.id = coalesce(${property_rent_listings.owner_id}, ${properties.owner_id}))`,
    })
    .from(properties)
    .innerJoin(gated_societies, eq(gated_societies.id, properties.society_id))
    .leftJoin(property_rent_listings, sql`${property_rent_listings.id} = (${listing})`)
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(and(...where))
    .orderBy(
      ...(societyIds ? [sql`array_position(${sql.param(societyIds)}::uuid[], ${properties.society_id})`] : []),
      ...(units.length ? [sql`${DESK_UNIT_KEY} = any(${sql.param(units)}::text[]) desc`] : []),
      sql`lower(${properties.house_number}) nulls last`,
      asc(properties.id),
    )
    .limit(READ);
  return rows;
}

async function findVisit(db: Executor, staff: Staff, terms: DeskSearchTerms): Promise<DeskVisitHit[]> {
  if (!terms.passCode) return [];
  const where: SQL[] = [eq(visits.pass_code, terms.passCode)];
  // An agent's own societies only: another society's pass is as unknown as a wrong one.
  if (staff.societyIds !== null) {
    if (!staff.societyIds.length) return [];
    where.push(inArray(visits.society_id, staff.societyIds));
  }
  const rows = await db
    .select({
      id: visits.id,
      userId: visits.user_id,
      start: visits.visit_start,
      status: visits.status,
      rescheduleCount: visits.reschedule_count,
      checkedInAt: visits.checked_in_at,
      doorUnlockedAt: visits.door_unlocked_at,
      noShowAt: visits.no_show_at,
      societyId: visits.society_id,
      societyName: gated_societies.name,
      firstName: profiles.first_name,
      unit: properties.house_number,
      furnishing: properties.furnishing,
      bedroom: bedroom_configurations.name,
    })
    .from(visits)
    .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
    .innerJoin(profiles, eq(profiles.id, visits.user_id))
    .innerJoin(properties, eq(properties.id, visits.property_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(and(...where))
    .limit(1);
  return rows.map(({ start, status, rescheduleCount, checkedInAt, doorUnlockedAt, noShowAt, firstName, ...row }) => ({
    ...row,
    start: start.toISOString(),
    day: indiaDate(start),
    firstName: firstName.trim().split(/\s+/)[0] ?? '',
    status: boardStatus({ status, rescheduleCount }),
    gate: gateState({ checkedInAt, doorUnlockedAt, noShowAt }),
  }));
}

/** The offers of the tenants found and on the homes found, newest first (tenant_offers_user_idx, _property_created_idx). */
async function findOffers(db: Executor, tenantIds: string[], propertyIds: string[]): Promise<(DeskOfferHit & { profileId: string })[]> {
  const by: SQL[] = [];
  if (tenantIds.length) by.push(inArray(tenant_offers.user_id, tenantIds));
  if (propertyIds.length) by.push(inArray(tenant_offers.property_id, propertyIds));
  if (!by.length) return [];
  const rows = await db
    .select({
      id: tenant_offers.id,
      userId: tenant_offers.user_id,
      profileId: tenant_offers.tenant_profile_id,
      firstName: tenant_profile.first_name,
      status: tenant_offers.offer_status,
      offeredRent: tenant_offers.offered_rent,
      sentAt: tenant_offers.created_at,
      societyName: gated_societies.name,
      unit: properties.house_number,
      furnishing: properties.furnishing,
      bedroom: bedroom_configurations.name,
    })
    .from(tenant_offers)
    .innerJoin(tenant_profile, eq(tenant_profile.id, tenant_offers.tenant_profile_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
    .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(or(...by))
    .orderBy(desc(tenant_offers.created_at), desc(tenant_offers.id))
    .limit(READ);
  return rows.map(({ sentAt, firstName, ...row }) => ({ ...row, sentAt: sentAt.toISOString(), firstName: firstName.trim().split(/\s+/)[0] ?? '' }));
}

type View = { table: string; rowId: string; fields: string[] };

/** One view row per person and table, naming every field shown of them on the page. */
function mergeViews(views: View[]): View[] {
  const merged = new Map<string, View>();
  for (const view of views) {
    const key = `${view.table} ${view.rowId}`;
    const seen = merged.get(key);
    if (seen) seen.fields = [...new Set([...seen.fields, ...view.fields])];
    else merged.set(key, { ...view, fields: [...view.fields] });
  }
  return [...merged.values()];
}

/**
 * The search for `terms`, as `staff` may see it. One transaction: the typo threshold is set for it alone, the kinds
 * are read, and the views of the people shown are written with them.
 */
export async function deskSearch(staff: Staff, terms: DeskSearchTerms): Promise<DeskSearchResults> {
  const kinds = searchKindsFor(staff.role);
  const sees = (kind: DeskSearchKind) => kinds.includes(kind);
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${typoThreshold(terms)}, true)`);
    const tenants = sees('tenants') ? await findTenants(tx, terms) : [];
    const owners = sees('owners') ? await findOwners(tx, terms) : [];
    const homes = sees('homes') ? await findHomes(tx, terms) : [];
    const visitRows = sees('visits') ? await findVisit(tx, staff, terms) : [];
    const offerRows = sees('offers')
      ? await findOffers(
          tx,
          tenants.slice(0, DESK_SEARCH_LIMIT).map((tenant) => tenant.id),
          homes.slice(0, DESK_SEARCH_LIMIT).map((home) => home.propertyId),
        )
      : [];
    const shownOffers = offerRows.slice(0, DESK_SEARCH_LIMIT);
    await recordViews(
      tx,
      staff.actor,
      mergeViews([
        ...tenants.slice(0, DESK_SEARCH_LIMIT).map((tenant) => ({ table: 'profiles', rowId: tenant.id, fields: ['first_name', 'last_name', 'email', 'phone'] })),
        ...owners.slice(0, DESK_SEARCH_LIMIT).map((owner) => ({ table: 'owners', rowId: owner.id, fields: ['name', 'phone'] })),
        ...visitRows.map((visit) => ({ table: 'profiles', rowId: visit.userId, fields: ['first_name'] })),
        ...shownOffers.map((offer) => ({ table: 'tenant_profile', rowId: offer.profileId, fields: ['first_name'] })),
      ]),
    );
    return {
      query: terms.text,
      kinds,
      tenants: sees('tenants') ? hits(tenants) : none(),
      owners: sees('owners') ? hits(owners) : none(),
      homes: sees('homes') ? hits(homes) : none(),
      visits: sees('visits') ? hits(visitRows) : none(),
      offers: sees('offers') ? { rows: shownOffers.map(({ profileId: _profileId, ...offer }) => offer), more: offerRows.length > DESK_SEARCH_LIMIT } : none(),
    };
  });
}
