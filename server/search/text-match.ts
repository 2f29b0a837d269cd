import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { aliasTier, MATCH_TIER, parseTextQuery, type TextQuery } from '@/lib/search/text-query';
import { getDb, getPool } from '@/server/db/client';
import { gated_societies, type SearchAliasKind } from '@/server/db/schema';

// The matching core of search and suggestions (docs/search.md "Matching"): every typed word must match, in any
// order, a word of the society's name, of one of its aliases, or of the name or an alias of its location, sub
// location, builder or zone: exactly, as the start of a word (typing), through an alias, or within the typos
// allowed (search_word_tier in migration 0030). Places, builders and zones are few: they are resolved first, in
// one round trip, into ids per word; the society query then tests its own name through the trigram index and the
// rest through the foreign-key indexes.

export type EntityKind = SearchAliasKind;

export interface EntityMatch {
  kind: EntityKind;
  id: string;
  /** The entity's own name. */
  name: string;
  /** The alias that matched, when the best match came through one. */
  alias: string | null;
  tier: number;
  /** Only for societies (their aliases): whether the society is listed. */
  verified: boolean;
}

export interface TextMatches {
  query: TextQuery;
  /** Per query word: the places, builders, zones and societies (by alias) it matched, best match per entity. */
  perWord: Map<string, EntityMatch>[];
}

const ENTITY_MATCH_SQL = `
with words as (select w, (i - 1)::int as i from unnest($1::text[]) with ordinality as t(w, i)),
spans as (select c, s, e, p from unnest($2::text[], $3::int[], $4::int[], $5::boolean[]) as t(c, s, e, p)),
terms as (
  select 'location'::text as kind, id, name, coalesce(name_search, lower(name)) as term, null::text as alias, true as verified from locations
  union all select 'sub_location', id, name, coalesce(name_search, lower(name)), null, true from sub_locations
  union all select 'builder', id, name, coalesce(name_search, lower(name)), null, true from builders
  union all select 'zone', id, name, coalesce(name_search, lower(name)), null, true from zones
  union all
  select a.kind, a.entity_id, coalesce(l.name, s.name, b.name, z.name, g.name), a.normalised, a.alias, coalesce(g.status = 'verified', true)
  from search_aliases a
  left join locations l on a.kind = 'location' and l.id = a.entity_id
  left join sub_locations s on a.kind = 'sub_location' and s.id = a.entity_id
  left join builders b on a.kind = 'builder' and b.id = a.entity_id
  left join zones z on a.kind = 'zone' and z.id = a.entity_id
  left join gated_societies g on a.kind = 'society' and g.id = a.entity_id
)
select t.kind, t.id::text as id, t.name, t.alias, t.verified, w.i as start, w.i as "end", search_word_tier(w.w, t.term) as tier
from terms t join words w on search_word_tier(w.w, t.term) > 0
union all
select t.kind, t.id::text, t.name, t.alias, t.verified, sp.s, sp.e, ${MATCH_TIER.alias}
from terms t join spans sp on replace(t.term, ' ', '') = sp.c or (sp.p and replace(t.term, ' ', '') like sp.c || '%')`;

interface EntityRow {
  kind: EntityKind;
  id: string;
  name: string | null;
  alias: string | null;
  verified: boolean;
  start: number;
  end: number;
  tier: number;
}

/** Resolves the typed words into the places, builders, zones and aliased societies each one matches. */
export async function resolveTextMatches(text: string): Promise<TextMatches> {
  const query = parseTextQuery(text);
  const perWord = query.words.map(() => new Map<string, EntityMatch>());
  if (!query.words.length) return { query, perWord };
  const { spans } = query;
  const result = await getPool().query<EntityRow>({
    text: ENTITY_MATCH_SQL,
    values: [query.words, spans.map((s) => s.compact), spans.map((s) => s.start), spans.map((s) => s.end), spans.map((s) => s.prefix)],
  });
  for (const row of result.rows) {
    if (!row.name) continue; // an alias whose target is gone
    const tier = row.alias ? aliasTier(row.tier) : row.tier;
    for (let index = row.start; index <= row.end; index += 1) {
      const known = perWord[index]!.get(row.id);
      // An alias matched as well as the name ('rajaji nagar' is an alias and the name run together) is kept:
      // it is what the person typed, and the suggestions show it. A fuzzy tie keeps the name.
      const aliasWins = tier === MATCH_TIER.alias && row.alias && !known?.alias;
      if (known && (known.tier > tier || (known.tier === tier && !aliasWins))) continue;
      perWord[index]!.set(row.id, { kind: row.kind, id: row.id, name: row.name, alias: row.alias, tier, verified: row.verified });
    }
  }
  return { query, perWord };
}

/** Entities of one kind that every word matched (a typed Location, Sub Location or Builder search; suggestions). */
export function entitiesMatchingAllWords(matches: TextMatches, kind: EntityKind): EntityMatch[] {
  const [first, ...rest] = matches.perWord;
  if (!first) return [];
  const found: EntityMatch[] = [];
  for (const match of first.values()) {
    if (match.kind !== kind) continue;
    const others = rest.map((word) => word.get(match.id));
    if (others.some((other) => !other)) continue;
    const worst = Math.min(match.tier, ...others.map((other) => other!.tier));
    const alias = [match, ...others].find((part) => part!.alias)?.alias ?? null;
    found.push({ ...match, tier: worst, alias });
  }
  return found.sort((a, b) => b.tier - a.tier || a.name.localeCompare(b.name));
}

const searchName = sql`coalesce(${gated_societies.name_search}, lower(${gated_societies.name}))`;

/** Latin letters or digits: what pg_trgm indexes in the C locale (docs/search.md "Matching"). */
export const hasTrigrams = (text: string) => /[a-z0-9]/.test(text);

/**
 * The society's own name has a word starting with the typed one, or one within the typos allowed (index-backed).
 * A word in Kannada or Devanagari matches societies only through aliases (theirs or their places'): the trigram
 * index cannot find it in a name, and without it every word would read every society.
 */
function nameMatchesWord(word: string): SQL {
  if (!hasTrigrams(word)) return sql`false`;
  const prefix = nameHasWordStartingWith(word);
  if (word.length < 5) return prefix;
  return sql`(${prefix} or (${word}::text <% ${searchName} and search_word_tier(${word}::text, ${searchName}) > 0))`;
}

/** A word of the society's own name starts with the typed one: search_word_tier >= MATCH_TIER.prefix, indexed. */
function nameHasWordStartingWith(word: string): SQL {
  if (!hasTrigrams(word)) return sql`false`;
  return sql`(${searchName} like ${word}::text || '%' or ${searchName} like '% ' || ${word}::text || '%')`;
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

const FOREIGN_KEYS = [
  { kind: 'location', column: gated_societies.location_id },
  { kind: 'sub_location', column: gated_societies.sub_location_id },
  { kind: 'builder', column: gated_societies.builder_id },
  { kind: 'zone', column: gated_societies.zone_id },
  { kind: 'society', column: gated_societies.id },
] as const;

/** One word is matched by the society's name, or by one of the entities it points at (or its own alias). */
function wordCondition(word: string, entities: Map<string, EntityMatch>): SQL {
  const alternatives: SQL[] = [nameMatchesWord(word)];
  for (const { kind, column } of FOREIGN_KEYS) {
    const ids = [...entities.values()].filter((entity) => entity.kind === kind).map((entity) => entity.id);
    if (ids.length) alternatives.push(sql`${column} = any(${uuidArray(ids)})`);
  }
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/** The tier of one word for this row: its own name's, or the best of the entities it points at. */
function wordTier(word: string, entities: Map<string, EntityMatch>): SQL {
  const parts: SQL[] = [sql`search_word_tier(${word}::text, ${searchName})`];
  if (entities.size) {
    const ids = uuidArray([...entities.keys()]);
    const tiers = intArray([...entities.values()].map((entity) => entity.tier));
    for (const { column } of FOREIGN_KEYS) parts.push(sql`coalesce((${tiers})[array_position(${ids}, ${column})], 0)`);
  }
  return sql`greatest(${sql.join(parts, sql`, `)})`;
}

export interface WordMatching {
  /** Every kept word matched (AND across words, OR across the ways one word can match). */
  condition: SQL;
  /** The row's worst word tier: a row where one word only matched fuzzily ranks below every exact row. */
  tier: SQL<number>;
  /** The whole text is the society's name (or one of its aliases) exactly. */
  exact: SQL<boolean>;
}

/**
 * The society conditions and ranking for the words at `keep` (indexes into the query's words), or null when no
 * word is kept.
 */
export function wordMatching(matches: TextMatches, keep: readonly number[] = matches.query.words.map((_, index) => index)): WordMatching | null {
  if (!keep.length) return null;
  const words = keep.map((index) => ({ word: matches.query.words[index]!, entities: matches.perWord[index]! }));
  const exactAliasIds = [...new Set(matches.perWord.flatMap((word) => [...word.values()]))].filter(
    (entity) => entity.kind === 'society' && entity.alias && parseTextQuery(entity.alias).normalised === matches.query.normalised,
  );
  const exact = exactAliasIds.length
    ? sql<boolean>`(${searchName} = ${matches.query.normalised}::text or ${gated_societies.id} = any(${uuidArray(exactAliasIds.map((entity) => entity.id))}))`
    : sql<boolean>`(${searchName} = ${matches.query.normalised}::text)`;
  return {
    condition: sql`(${sql.join(words.map(({ word, entities }) => wordCondition(word, entities)), sql` and `)})`,
    tier: sql<number>`least(${sql.join(words.map(({ word, entities }) => wordTier(word, entities)), sql`, `)})`,
    exact,
  };
}

/**
 * Words that may be left out when the whole text finds nothing: those that match no place, builder, zone, alias
 * or society name at all, provided another word matched one exactly or by alias ('lakeside habitat flats' keeps
 * what matched). Returns the indexes of the words to keep, or null when nothing may be left out.
 */
export async function wordsToKeepWhenEmpty(matches: TextMatches): Promise<number[] | null> {
  const found = await Promise.all(
    matches.query.words.map(async (word, index) => {
      const entities = [...matches.perWord[index]!.values()].filter((entity) => entity.verified);
      if (entities.some((entity) => entity.tier >= MATCH_TIER.alias)) return 'strong';
      // Two EXISTS, each stopping at its first society: ranking every candidate by tier to read the best one read
      // thousands of rows for a common word at 100,000 societies.
      const verifiedWith = (condition: SQL) => sql`exists (select 1 from ${gated_societies} where ${gated_societies.status} = 'verified' and ${condition})`;
      const { rows } = await getDb().execute<{ prefix: boolean; found: boolean }>(
        sql`select ${verifiedWith(nameHasWordStartingWith(word))} as prefix, ${verifiedWith(nameMatchesWord(word))} as found`,
      );
      if (rows[0]?.prefix) return 'strong';
      return rows[0]?.found || entities.length ? 'weak' : 'none';
    }),
  );
  const keep = found.flatMap((how, index) => (how === 'none' ? [] : [index]));
  if (!found.includes('strong') || keep.length === found.length) return null;
  return keep;
}
