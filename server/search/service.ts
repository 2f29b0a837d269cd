import 'server-only';
import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PhotoRef } from '@/lib/photos';
import { escapeLikePattern, groupSuggestionRows, mergeSuggestions, normalizeSuggestionQuery } from '@/lib/search/suggestions';
import { SEARCH_LIMITS, type PriceRange, type SocietySummary, type Suggestion, type SuggestionType } from '@/lib/search/types';

export type { PriceRange } from '@/lib/search/types';
import { FILTER_AMENITY_COLUMNS, type SearchParams } from '@/lib/validation/search';
import { getDb, getPool } from '@/server/db/client';
import {
  builders,
  gated_societies,
  locations,
  property_rent_listings,
  property_sale_listings,
  society_live_homes,
  sub_locations,
  zones,
} from '@/server/db/schema';
import { TtlCache } from '@/server/cache/ttl-cache';
import { cheapestMatches, groupedHomeSortKeys, homeFilterConditions, homeSortKey } from './listing-filters';
import { toPhotoUrl } from '@/server/db/home-query';
import { ruleFilterConditions } from './rule-homes';
import { entitiesMatchingAllWords, hasTrigrams, resolveTextMatches, wordMatching, wordsToKeepWhenEmpty, type EntityKind, type TextMatches } from './text-match';
import { compactSearchText } from '@/lib/search/normalise';
import { MATCH_TIER } from '@/lib/search/text-query';

// Discovery reads (discovery-and-login.md section 7, societies-and-tenant-area.md section 7): autocomplete by
// name prefix and the society search of /search. Prefix matches go through lower(name) text_pattern_ops
// indexes, "contains" through the pg_trgm index; a search without text walks the name index in order and
// stops at 50.

// One round trip for the four sources. `lower($1) || '%'` is folded to a constant prefix pattern at planning
// time, so each branch is a range scan of its lower(name) text_pattern_ops index; `using ~<~` orders by that
// same index, so no branch sorts more than it returns.
export const SUGGESTIONS_SQL = `
(select 'Society' as type, id::text as id, name from gated_societies
  where lower(name) like lower($1) || '%' and status = 'verified' order by lower(name) using ~<~ limit $2)
union all
(select 'Location', id::text, name from locations
  where lower(name) like lower($1) || '%' order by lower(name) using ~<~ limit $2)
union all
(select 'Sub Location', id::text, name from sub_locations
  where lower(name) like lower($1) || '%' order by lower(name) using ~<~ limit $2)
union all
(select 'Builder', id::text, name from builders
  where lower(name) like lower($1) || '%' order by lower(name) using ~<~ limit $2)`;

/** Texts this short suggest by whole-name prefix only (the index walk above): a word match of 'p' is every name. */
const MIN_WORD_MATCH_LENGTH = 3;

/**
 * Autocomplete: 5 per source, merged in the spec's order, de-duplicated by name, 8 at most. From three characters
 * the words match as the search's do (any order, start of a word, alias, typos; docs/search.md "Matching"),
 * ranked exact > prefix > alias > fuzzy, societies then by live homes; shorter texts by whole-name prefix.
 */
export async function getSuggestions(query: string): Promise<Suggestion[]> {
  const text = normalizeSuggestionQuery(query);
  if (!text) return [];
  if (compactSearchText(text).length < MIN_WORD_MATCH_LENGTH) return prefixSuggestions(text);
  const matches = await resolveTextMatches(text);
  if (!matches.query.words.length) return prefixSuggestions(text);
  const perSource = SEARCH_LIMITS.suggestionsPerSource;
  const place = (kind: EntityKind, type: SuggestionType): Suggestion[] =>
    entitiesMatchingAllWords(matches, kind)
      .slice(0, perSource)
      .map((entity) => ({ name: entity.name, type, id: entity.id, ...(entity.alias ? { alias: entity.alias } : {}) }));
  return mergeSuggestions({
    Society: await societySuggestions(matches),
    Location: place('location', 'Location'),
    'Sub Location': place('sub_location', 'Sub Location'),
    Builder: place('builder', 'Builder'),
  });
}

async function prefixSuggestions(text: string): Promise<Suggestion[]> {
  const result = await getPool().query<{ type: string; id: string; name: string }>({
    text: SUGGESTIONS_SQL,
    values: [escapeLikePattern(text), SEARCH_LIMITS.suggestionsPerSource],
  });
  return mergeSuggestions(groupSuggestionRows(result.rows));
}

/** The society branch of the suggestions (exported so the benchmark can EXPLAIN it); null without words. */
export function suggestionSocietyQuery(matches: TextMatches) {
  const words = wordMatching(ownAliases(matches));
  if (!words) return null;
  return getDb()
    .select({ id: gated_societies.id, name: gated_societies.name, exact: words.exact, tier: words.tier })
    .from(gated_societies)
    .where(and(eq(gated_societies.status, 'verified'), words.condition))
    .orderBy(desc(words.exact), desc(words.tier), desc(liveHomes), asc(gated_societies.name))
    .limit(SEARCH_LIMITS.suggestionsPerSource);
}

/** Only the societies' own aliases: a society is suggested by its name, not by its place's. */
function ownAliases(matches: TextMatches): TextMatches {
  return { query: matches.query, perWord: matches.perWord.map((word) => new Map([...word].filter(([, entity]) => entity.kind === 'society'))) };
}

/** Societies whose own name (or alias) every word matches: 5, best tier first, then the most live homes. */
async function societySuggestions(matches: TextMatches): Promise<Suggestion[]> {
  const query = suggestionSocietyQuery(matches);
  if (!query) return [];
  const rows = await query;
  const own = ownAliases(matches);
  const aliasOf = (id: string) => own.perWord.map((word) => word.get(id)?.alias).find(Boolean);
  return rows.map((row) => {
    const alias = row.tier <= MATCH_TIER.alias ? aliasOf(row.id) : undefined;
    return { name: row.name, type: 'Society' as const, id: row.id, ...(alias ? { alias } : {}) };
  });
}

/**
 * Suggestions as the route serves them: the same prefix typed by many people within a minute is answered
 * from memory (names change rarely; a new society shows up within SUGGESTION_CACHE_TTL_MS). Keyed by the
 * lower-cased normalised text, since matching is case-insensitive.
 */
const SUGGESTION_CACHE_TTL_MS = 60_000;
const suggestionCache = new TtlCache<Suggestion[]>({ ttlMs: SUGGESTION_CACHE_TTL_MS, maxEntries: 5_000 });

export function getCachedSuggestions(query: string): Promise<Suggestion[]> {
  const key = normalizeSuggestionQuery(query).toLowerCase();
  if (!key) return Promise.resolve([]);
  return suggestionCache.getOrLoad(key, () => getSuggestions(key));
}

export interface SocietySearchResult extends SocietySummary {
  zone: string | null;
  builder: { id: string; name: string } | null;
}

export interface SocietySearchPage {
  /** Societies found, at most 50. */
  total: number;
  /** Every society that matches (more than `total` when the 50-society limit cut the list). */
  matched: number;
  page: number;
  pageCount: number;
  pageSize: number;
  results: SocietySearchResult[];
}

const containsPattern = (text: string) => sql`'%' || lower(${escapeLikePattern(text)}) || '%'`;
const lowerName = (column: PgColumn) => sql`lower(${column})`;

const amenityColumns: Record<string, PgColumn> = (() => {
  const columns = getTableColumns(gated_societies) as unknown as Record<string, PgColumn>;
  return Object.fromEntries(FILTER_AMENITY_COLUMNS.map((key) => [key, columns[key]!]));
})();

type NamedKind = 'zone' | 'location' | 'subLocation' | 'builder';
type NamedIds = Record<NamedKind, string[]>;

const NAMED_TABLES: Record<Exclude<NamedKind, 'zone'>, string> = {
  location: 'locations',
  subLocation: 'sub_locations',
  builder: 'builders',
};

/**
 * Resolves the names a search refers to into ids first, in one round trip: the zone by exact name (spec 7,
 * "zones by exact name", compared without letter case) and the locations, sub locations and builders whose
 * names contain the text ("by name containing text"). The society query then filters on literal ids, which
 * the planner can estimate; with a subquery it guessed a handful of rows and sorted thousands.
 */
async function resolveNamedIds(zone: string | null, text: string, kinds: readonly Exclude<NamedKind, 'zone'>[]): Promise<NamedIds> {
  const parts: string[] = [];
  const values: string[] = [];
  if (zone) {
    values.push(zone);
    parts.push(`select 'zone' as kind, id::text as id from zones where lower(name) = lower($${values.length})`);
  }
  if (text && kinds.length) {
    values.push(escapeLikePattern(text));
    const pattern = `'%' || lower($${values.length}) || '%'`;
    for (const kind of kinds) parts.push(`select '${kind}' as kind, id::text as id from ${NAMED_TABLES[kind]} where lower(name) like ${pattern}`);
  }
  const ids: NamedIds = { zone: [], location: [], subLocation: [], builder: [] };
  if (!parts.length) return ids;
  const result = await getPool().query<{ kind: NamedKind; id: string }>({ text: parts.join(' union all '), values });
  for (const row of result.rows) ids[row.kind].push(row.id);
  return ids;
}

/** A society's own name, or its location, sub location or builder, contains the text. */
function textCondition(text: string, ids: NamedIds): SQL {
  const alternatives: SQL[] = [sql`${lowerName(gated_societies.name)} like ${containsPattern(text)}`];
  if (ids.location.length) alternatives.push(inArray(gated_societies.location_id, ids.location));
  if (ids.subLocation.length) alternatives.push(inArray(gated_societies.sub_location_id, ids.subLocation));
  if (ids.builder.length) alternatives.push(inArray(gated_societies.builder_id, ids.builder));
  return or(...alternatives)!;
}

/** How a text search ranks its rows (docs/search.md "Matching"); absent without text. */
interface TextRanking {
  exact: SQL<boolean>;
  tier: SQL<number>;
}

interface ResolvedSearch {
  conditions: SQL[];
  ranking: TextRanking | null;
  /** The text's matches, for a second try without the words that match nothing when the whole text finds nothing. */
  textMatches: TextMatches | null;
}

/**
 * Every condition of spec 2.2 for one parsed /search request, or null when nothing can match (a zone or place
 * that does not exist). Only verified societies are listed.
 */
export async function searchConditions(params: SearchParams): Promise<SQL[] | null> {
  return (await resolveSearch(params))?.conditions ?? null;
}

async function resolveSearch(params: SearchParams, keepWords?: readonly number[]): Promise<ResolvedSearch | null> {
  const conditions: SQL[] = [eq(gated_societies.status, 'verified')];
  const text = params.q;
  const byKind: Partial<Record<SearchParams['type'], { kind: Exclude<NamedKind, 'zone'>; entity: EntityKind; column: PgColumn }>> = {
    Location: { kind: 'location', entity: 'location', column: gated_societies.location_id },
    'Sub Location': { kind: 'subLocation', entity: 'sub_location', column: gated_societies.sub_location_id },
    Builder: { kind: 'builder', entity: 'builder', column: gated_societies.builder_id },
  };

  const single = byKind[params.type];
  if (single) {
    if (!text) return { conditions, ranking: null, textMatches: null };
    const [ids, matches] = await Promise.all([resolveNamedIds(null, text, [single.kind]), resolveTextMatches(text)]);
    // The names containing the text (spec), and those its words match with typos or through an alias.
    const found = [...new Set([...ids[single.kind], ...entitiesMatchingAllWords(matches, single.entity).map((entity) => entity.id)])];
    if (!found.length) return null;
    conditions.push(inArray(single.column, found));
    return { conditions, ranking: null, textMatches: null };
  }

  const zone = params.type === 'filtered' ? params.zone : null;
  const [ids, matches] = await Promise.all([
    resolveNamedIds(zone, text, ['location', 'subLocation', 'builder']),
    text ? resolveTextMatches(text) : Promise.resolve(null),
  ]);
  let ranking: TextRanking | null = null;
  let textMatches: TextMatches | null = null;
  if (text) {
    const words = matches ? wordMatching(matches, keepWords) : null;
    // The spec's "contains" needs the trigram index too: a text in Kannada or Devanagari matches through aliases.
    const otherScriptOnly = /[^\u0000-\u007f]/.test(text) && !hasTrigrams(text.toLowerCase());
    const contains = otherScriptOnly ? null : textCondition(text, ids);
    const alternatives = [contains, words?.condition].filter((condition): condition is SQL => Boolean(condition));
    conditions.push(alternatives.length ? or(...alternatives)! : sql`false`);
    if (words) ranking = { exact: words.exact, tier: words.tier };
    if (matches && !keepWords) textMatches = matches;
  }
  if (params.type === 'general') return { conditions, ranking, textMatches };

  if (zone) {
    if (!ids.zone.length) return null;
    conditions.push(inArray(gated_societies.zone_id, ids.zone));
  }
  if (params.builders.length) conditions.push(inArray(gated_societies.builder_id, params.builders));
  const statuses = [...new Set([...params.statuses, ...params.projectStatuses])];
  if (statuses.length) conditions.push(inArray(gated_societies.project_status, statuses));
  if (params.categories.length) conditions.push(inArray(gated_societies.category, params.categories));
  if (params.projectTypes.length) conditions.push(inArray(gated_societies.project_type, params.projectTypes));
  for (const key of params.amenities) {
    const column = amenityColumns[key];
    if (column) conditions.push(eq(column, true));
  }
  conditions.push(...ruleFilterConditions(params.rules ?? []));
  return { conditions, ranking, textMatches };
}

/** Names that start with the text come first (false for every row without text); then alphabetical. */
function searchOrder(params: SearchParams): [SQL<boolean>, SQL] {
  const startsWith =
    params.q && (params.type === 'filtered' || params.type === 'general')
      ? sql<boolean>`(${lowerName(gated_societies.name)} like lower(${escapeLikePattern(params.q)}) || '%')`
      : sql<boolean>`false`;
  return [startsWith, sql`${gated_societies.name}`];
}

/**
 * Active rent and sale listings of the row's society: the tie-break of a text search (busier societies first).
 * Kept per society by migration 0038's triggers: a broad text ranks thousands of rows ('park' at 100,000
 * societies), and counting each one's listings here cost two index scans per row instead of one lookup.
 */
// The society's id spelt out with its table: Drizzle writes a bare "id" in a one-table select.
const liveHomes = sql<number>`coalesce((select h.live_homes from ${society_live_homes} h where h.society_id = "gated_societies"."id"), 0)`;

/**
 * The matching societies with their joined names, at most 50 (exported so the benchmark can EXPLAIN it).
 * The filter, sort and limit run on gated_societies alone and read only what the filters and the order need
 * (index-only on migration 0037's indexes when there is no text); the wide row and the name tables are read
 * for the 50 rows kept, so a broad search does not fetch thousands of rows it then throws away.
 */
export async function societySearchQuery(params: SearchParams, keepWords?: readonly number[]) {
  const resolved = await resolveSearch(params, keepWords);
  if (!resolved) return null;
  const { conditions, ranking, textMatches } = resolved;
  // Budget and bedrooms narrow every kind of search: by the EXISTS, or by the join with the grouped sort keys.
  const grouped = groupedHomeSortKeys(params);
  const listed = grouped ? [...conditions] : null;
  conditions.push(...(await homeFilterConditions(params)));
  // Wrapped: a Drizzle query is a thenable, and an async function would run it on return.
  return { query: buildSocietySearchQuery(params, listed ?? conditions, ranking, grouped), conditions, textMatches };
}

function buildSocietySearchQuery(params: SearchParams, conditions: SQL[], ranking: TextRanking | null, grouped: SQL | null) {
  const db = getDb();
  const [startsWith, byName] = searchOrder(params);
  // Exact name, then the worst word's tier (exact > prefix > alias > fuzzy), then names starting with the text;
  // ties by live homes. Without text, name order (the planner walks the name index and stops at 50).
  const exact = ranking ? ranking.exact : sql<boolean>`false`;
  const tier = ranking ? ranking.tier : sql<number>`0`;
  const live = params.q ? liveHomes : sql<number>`0`;
  // A text search ranks every match before it keeps 50, so counting them all on the way costs nothing; without
  // text the walk stops at 50 and the count is a query of its own (countMatches), only when 50 were found.
  const matchedCount = params.q ? sql<number>`(count(*) over ())::int` : sql<number>`null::int`;
  // 'Lowest rent' or 'newest listing' come before the name; a text's prefix matches still lead.
  const homeSort = homeSortKey(params);
  const sortKey = grouped ? sql`"keys"."sort_key"` : homeSort ? sql`${homeSort.key}` : sql`null::int`;
  const byHome = homeSort ? [sql`sort_key ${sql.raw(homeSort.direction)} nulls last`] : [];
  const base = db
    .select({
      id: gated_societies.id,
      name: gated_societies.name,
      exact: exact.as('exact'),
      tier: tier.as('tier'),
      startsWith: startsWith.as('starts_with'),
      sortKey: sortKey.as('sort_key'),
      live: live.as('live'),
      matchedCount: matchedCount.as('matched_count'),
    })
    .from(gated_societies)
    .$dynamic();
  const joined = grouped ? base.innerJoin(sql`${grouped} "keys"`, sql`"keys"."society_id" = ${gated_societies.id}`) : base;
  const matched = joined
    .where(and(...conditions))
    .orderBy(
      ...(params.q
        ? [sql`exact desc`, sql`tier desc`, sql`starts_with desc`, ...byHome, sql`live desc`, byName]
        : [...byHome, byName]),
    )
    .limit(SEARCH_LIMITS.results)
    .as('matched');

  return db
    .select({
      id: matched.id,
      name: matched.name,
      matchedCount: matched.matchedCount,
      primaryPhoto: gated_societies.primary_photo,
      category: gated_societies.category,
      projectType: gated_societies.project_type,
      projectStatus: gated_societies.project_status,
      bedroomConfigurations: gated_societies.bedroom_configurations,
      location: locations.name,
      subLocation: sub_locations.name,
      zone: zones.name,
      builderId: builders.id,
      builderName: builders.name,
    })
    .from(matched)
    .innerJoin(gated_societies, eq(gated_societies.id, matched.id))
    .leftJoin(locations, eq(locations.id, gated_societies.location_id))
    .leftJoin(sub_locations, eq(sub_locations.id, gated_societies.sub_location_id))
    .leftJoin(zones, eq(zones.id, gated_societies.zone_id))
    .leftJoin(builders, eq(builders.id, gated_societies.builder_id))
    .orderBy(
      desc(matched.exact),
      desc(matched.tier),
      desc(matched.startsWith),
      ...(homeSort ? [sql`${matched.sortKey} ${sql.raw(homeSort.direction)} nulls last`] : []),
      desc(matched.live),
      asc(matched.name),
    );
}

/**
 * The societies of one /search request (at most 50, societies-and-tenant-area.md section 9) and the page of
 * 10 asked for, with the price ranges of that page's Active listings. A page past the end shows the last one.
 */
export async function searchSocieties(params: SearchParams): Promise<SocietySearchPage> {
  const { search, rows } = await matchingRows(params);
  const pageSize = SEARCH_LIMITS.pageSize;
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, params.page), pageCount);
  const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
  const pageIds = pageRows.map((row) => row.id);
  const [prices, homeMatches, matched] = await Promise.all([
    priceRanges(pageIds),
    cheapestMatches(params, pageIds),
    // Counted only when the limit was reached: otherwise the list is everything. A text search counted already.
    total >= SEARCH_LIMITS.results && search ? (rows[0]?.matchedCount ?? countMatches(search.conditions)) : Promise.resolve(total),
  ]);

  return {
    total,
    matched,
    page,
    pageCount,
    pageSize,
    results: pageRows.map((row) => ({
      id: row.id,
      name: row.name,
      photoUrl: toPhotoUrl(row.primaryPhoto as PhotoRef | null),
      category: row.category,
      projectType: row.projectType,
      projectStatus: row.projectStatus,
      bedroomConfigurations: row.bedroomConfigurations,
      location: row.location,
      subLocation: row.subLocation,
      zone: row.zone,
      builder: row.builderId && row.builderName ? { id: row.builderId, name: row.builderName } : null,
      rent: prices.get(row.id)?.rent ?? null,
      sale: prices.get(row.id)?.sale ?? null,
      homeMatch: homeMatches.get(row.id) ?? null,
    })),
  };
}

/** The ranked rows of a search (at most 50), with the second try without unknown words when the whole text finds none. */
async function matchingRows(params: SearchParams) {
  let search = await societySearchQuery(params);
  let rows = search ? await search.query : [];
  // Never a dead end over a word nothing knows ('prestige lakeside flats'): the words that matched, once more.
  const keep = !rows.length && search?.textMatches ? await wordsToKeepWhenEmpty(search.textMatches) : null;
  if (keep) {
    search = await societySearchQuery(params, keep);
    rows = search ? await search.query : [];
  }
  return { search, rows };
}

/**
 * How many societies a search lists (its `total`, at most 50), for the empty state's 'Without ‘Villa’ there are 6
 * societies': only the number. An empty search tries up to 8 of them, so each is a count that stops at the 50th
 * match, in any order: no ranking, no page (at 100,000 societies a ranked text search orders every match first).
 * The same conditions as the list, with the same second try over the words that matched.
 */
export async function countSocietiesListed(params: SearchParams): Promise<number> {
  const resolved = await resolveSearch(params);
  if (!resolved) return 0;
  const listed = await countListedOn(params, resolved.conditions);
  if (listed || !resolved.textMatches) return listed;
  const keep = await wordsToKeepWhenEmpty(resolved.textMatches);
  const narrowed = keep ? await resolveSearch(params, keep) : null;
  return narrowed ? countListedOn(params, narrowed.conditions) : 0;
}

/** Up to 50 societies on a search's own conditions and its budget and bedrooms (the EXISTS the list also uses). */
async function countListedOn(params: SearchParams, conditions: SQL[]): Promise<number> {
  const all = [...conditions, ...(await homeFilterConditions(params))];
  const firstFifty = getDb().select({ one: sql`1` }).from(gated_societies).where(and(...all)).limit(SEARCH_LIMITS.results).as('first_fifty');
  const [row] = await getDb().select({ count: sql<number>`count(*)::int` }).from(firstFifty);
  return row?.count ?? 0;
}

/** How many societies match in all (the list itself stops at 50, spec 9), on the conditions already resolved. */
async function countMatches(conditions: SQL[]): Promise<number> {
  const [row] = await getDb().select({ count: sql<number>`count(*)::int` }).from(gated_societies).where(and(...conditions));
  return row?.count ?? 0;
}

/** Min and max of Active rent and sale listings per society (only Active listings are shown, spec 4). */
export async function priceRanges(societyIds: string[]): Promise<Map<string, { rent: PriceRange | null; sale: PriceRange | null }>> {
  const ranges = new Map<string, { rent: PriceRange | null; sale: PriceRange | null }>();
  if (!societyIds.length) return ranges;
  const db = getDb();
  const rent = db
    .select({
      societyId: property_rent_listings.society_id,
      kind: sql<string>`'rent'`.as('kind'),
      min: sql<string>`min(${property_rent_listings.expected_rent})::bigint`.as('min'),
      max: sql<string>`max(${property_rent_listings.expected_rent})::bigint`.as('max'),
    })
    .from(property_rent_listings)
    .where(and(inArray(property_rent_listings.society_id, societyIds), eq(property_rent_listings.listing_status, 'Active')))
    .groupBy(property_rent_listings.society_id);
  const sale = db
    .select({
      societyId: property_sale_listings.society_id,
      kind: sql<string>`'sale'`.as('kind'),
      min: sql<string>`min(${property_sale_listings.listing_price})::bigint`.as('min'),
      max: sql<string>`max(${property_sale_listings.listing_price})::bigint`.as('max'),
    })
    .from(property_sale_listings)
    .where(
      and(
        inArray(property_sale_listings.society_id, societyIds),
        eq(property_sale_listings.listing_status, 'Active'),
        sql`${property_sale_listings.listing_price} is not null`,
      ),
    )
    .groupBy(property_sale_listings.society_id);

  for (const row of await rent.unionAll(sale)) {
    const entry = ranges.get(row.societyId) ?? { rent: null, sale: null };
    const range = { min: Number(row.min), max: Number(row.max) };
    if (row.kind === 'rent') entry.rent = range;
    else entry.sale = range;
    ranges.set(row.societyId, entry);
  }
  return ranges;
}
