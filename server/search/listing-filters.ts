import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BHK_CONFIGURATIONS, type Bhk } from '@/lib/listings/filters';
import { hasHomeFilter } from '@/lib/search/href';
import type { HomeMatch } from '@/lib/search/types';
import type { SearchParams } from '@/lib/validation/search';
import { getDb } from '@/server/db/client';
import { BEDROOM_CONFIGURATIONS } from '@/server/db/bedroom-configurations';
import { bedroom_configurations, gated_societies, properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';

// /search by the homes a society has: 'societies with a 3 BHK for rent under ₹50,000', and the orders
// 'lowest rent (or price) first' and 'newest listing first'. Each reads the society's Active listings through
// the partial indexes of migration 0008, (society_id, amount) with the BHK and activation carried in the index,
// so the EXISTS and the min()/max() are index-only scans; a rare bedroom choice starts from the listings of those
// configurations instead (migration 0037; EXPLAIN in docs/search.md).

type HomeParams = Pick<SearchParams, 'listing' | 'minBudget' | 'maxBudget' | 'bhk'>;

/** The conditions on one listing of the society being searched (`gated_societies` of the outer query, unless not correlated). */
export function listingMatches(params: HomeParams, { correlated = true } = {}): { from: SQL; where: SQL; amount: SQL; activatedAt: SQL; bedroom: SQL } {
  const rent = params.listing === 'rent';
  const l = rent ? property_rent_listings : property_sale_listings;
  const amount = rent ? property_rent_listings.expected_rent : property_sale_listings.listing_price;
  // Correlated: the listings of the outer query's society; else every society's (grouped by the caller).
  const conditions: SQL[] = [...(correlated ? [sql`${l.society_id} = ${gated_societies.id}`] : []), sql`${l.listing_status} = 'Active'`];
  if (params.minBudget !== null) conditions.push(sql`${amount} >= ${params.minBudget}`);
  if (params.maxBudget !== null) conditions.push(sql`${amount} <= ${params.maxBudget}`);
  if (!rent) conditions.push(sql`${amount} is not null`);
  // A rent listing's own configuration wins over its property's (as on the properties page); a sale listing
  // carries its property's (kept by migration 0049's triggers).
  const bedroom = rent
    ? sql`coalesce(${property_rent_listings.bedroom_configuration_id}, (select ${properties.bedroom_configuration_id} from ${properties} where ${properties.id} = ${l.property_id}))`
    : sql`${property_sale_listings.bedroom_configuration_id}`;
  if (params.bhk.length) conditions.push(bedroomCondition(rent, l.property_id, bedroomIds(params.bhk)));
  return { from: sql`${l}`, where: sql.join(conditions, sql` and `), amount: sql`${amount}`, activatedAt: sql`${l.activated_at}`, bedroom };
}

/** The ids of the configurations a BHK choice names (fixed reference rows, server/db/bedroom-configurations.ts). */
function bedroomIds(bhk: readonly number[]): number[] {
  const names = new Set(bhk.flatMap((choice) => BHK_CONFIGURATIONS[choice as Bhk] ?? []));
  return BEDROOM_CONFIGURATIONS.filter((config) => names.has(config.name)).map((config) => config.id);
}

/**
 * The listing's configuration is one of `ids`: for rent its own, else its property's, written as two halves
 * rather than coalesce() so that each half has an index (migration 0037) and the planner, seeing literal ids,
 * can tell a rare configuration (5 BHK under ₹50,000: it then starts from those listings) from a common one.
 * For sale the listing's column, which is its property's (migration 0049), on an index of its own.
 */
function bedroomCondition(rent: boolean, propertyId: PgColumn, ids: number[]): SQL {
  if (!ids.length) return sql`false`;
  if (!rent) return sql`${property_sale_listings.bedroom_configuration_id} in ${ids}`;
  const ofProperty = sql`(select ${properties.bedroom_configuration_id} from ${properties} where ${properties.id} = ${propertyId}) in ${ids}`;
  const own = property_rent_listings.bedroom_configuration_id;
  return sql`(${own} in ${ids} or (${own} is null and ${ofProperty}))`;
}

/** Below this many matching listings a bedroom choice is rare enough to start from its listings. */
const RARE_LISTINGS = 2_000;

/**
 * The society has an Active listing of that kind, budget and bedrooms; none without a home filter. Written as an
 * EXISTS per candidate society, except for a rare bedroom choice (5 BHK under ₹50,000: a few listings of 374,000),
 * where probing each candidate walked a whole category's societies to find none (98 ms at 100,000 societies):
 * then the societies of those listings, read once from the bedroom indexes (`id = any(array(...))`: an IN would be planned as the same probe per candidate), the same rows. Which one is
 * decided by counting the matching listings up to RARE_LISTINGS on those indexes (a millisecond); the planner's
 * own estimate cannot tell, since it sees the two halves of the bedroom test apart.
 */
export async function homeFilterConditions(params: SearchParams): Promise<SQL[]> {
  if (!hasHomeFilter(params)) return [];
  const { from, where } = listingMatches(params);
  if (params.bhk.length) {
    const rare = rareListingSocieties(params);
    const [row] = (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from (${rare.probe} limit ${RARE_LISTINGS}) c`)).rows;
    if ((row?.n ?? RARE_LISTINGS) < RARE_LISTINGS) return [sql`${gated_societies.id} = any(array(${rare.societies}))`];
  }
  return [sql`exists (select 1 from ${from} where ${where})`];
}

/** The societies of the listings a home filter with bedrooms matches, and the same listings to count. */
function rareListingSocieties(params: HomeParams): { societies: SQL; probe: SQL } {
  const { from, where } = listingMatches(params, { correlated: false });
  const l = params.listing === 'rent' ? property_rent_listings : property_sale_listings;
  return { societies: sql`select ${l.society_id} from ${from} where ${where}`, probe: sql`select 1 from ${from} where ${where}` };
}

/**
 * The sort key of 'price' (the lowest matching amount) or 'newest' (the latest matching activation); null for
 * the default order by name. Societies without a matching listing have none and come last.
 */
export function homeSortKey(params: SearchParams): { key: SQL; direction: 'asc' | 'desc' } | null {
  if (!params.sort) return null;
  const { from, where, amount, activatedAt } = listingMatches(params);
  if (params.sort === 'price') return { key: sql`(select min(${amount}) from ${from} where ${where})`, direction: 'asc' };
  return { key: sql`(select max(${activatedAt}) from ${from} where ${where})`, direction: 'desc' };
}

/**
 * 'Lowest rent' or 'newest' over a search that neither a zone nor a text narrows (bhk=3&sort=price: 63,000 of
 * 100,000 societies match): the key of every society with a matching listing, from one pass over those listings
 * grouped by society, to join instead of the EXISTS and a min()/max() probe per matched society (which read the
 * same listings once per society, 430 -> 250 ms). Null where a zone or text leaves few candidates (probing those is
 * cheaper than grouping every matching listing) or without both a home filter and a home order. The rows it keeps
 * are exactly those of the EXISTS: a society is in the join when it has a matching listing, and its key is the
 * same min()/max().
 */
export function groupedHomeSortKeys(params: SearchParams): SQL | null {
  if (!params.sort || !hasHomeFilter(params) || params.q) return null;
  if (params.type === 'filtered' && params.zone) return null;
  const { from, where, amount, activatedAt } = listingMatches(params, { correlated: false });
  const key = params.sort === 'price' ? sql`min(${amount})` : sql`max(${activatedAt})`;
  const l = params.listing === 'rent' ? property_rent_listings : property_sale_listings;
  return sql`(select ${l.society_id} as society_id, ${key} as sort_key from ${from} where ${where} group by ${l.society_id})`;
}

/**
 * The cheapest matching home of each society shown (the amount 'lowest rent' sorts by) with its bedroom
 * configuration, for the cards of a search by budget or bedrooms; empty without a home filter. One lateral
 * lookup per society of the page, on the same index as the filter.
 */
export async function cheapestMatches(params: SearchParams, societyIds: string[]): Promise<Map<string, HomeMatch>> {
  const matches = new Map<string, HomeMatch>();
  if (!hasHomeFilter(params) || !societyIds.length) return matches;
  const { from, where, amount, bedroom } = listingMatches(params);
  const result = await getDb().execute<{ society_id: string; amount: string; bhk: string | null }>(sql`
    select ${gated_societies.id} as society_id, m.amount, m.bhk
    from ${gated_societies}
    cross join lateral (
      select ${amount}::bigint as amount,
        (select ${bedroom_configurations.name} from ${bedroom_configurations} where ${bedroom_configurations.id} = ${bedroom}) as bhk
      from ${from} where ${where}
      order by ${amount} asc limit 1
    ) m
    where ${gated_societies.id} in (${sql.join(
      societyIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const row of result.rows) matches.set(row.society_id, { listing: params.listing, amount: Number(row.amount), bhk: row.bhk });
  return matches;
}
