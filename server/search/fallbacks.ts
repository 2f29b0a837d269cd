import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { parseTextQuery } from '@/lib/search/text-query';
import type { SuggestionType } from '@/lib/search/types';
import { getDb, getPool } from '@/server/db/client';
import { gated_societies, locations, zones } from '@/server/db/schema';

// Never a dead end (docs/search.md "Search rules"): when a text search finds nothing anywhere, the closest names
// ('Did you mean …?') and a few societies of the same zone.

export interface ClosestName {
  name: string;
  type: SuggestionType;
  zone: string | null;
}

export interface NearbySociety {
  id: string;
  name: string;
  location: string | null;
}

export interface SearchFallbacks {
  didYouMean: ClosestName[];
  nearby: { zone: string; societies: NearbySociety[] } | null;
}

const CLOSEST_LIMIT = 3;
const NEARBY_LIMIT = 4;
/** Below this trigram similarity a name is not offered as what the person meant. */
const MIN_SIMILARITY = 0.3;

// The societies branch goes through the trigram index (`%` is similarity >= 0.3, pg_trgm's default); places,
// builders and aliases are small tables. The best of similarity and word similarity scores a name, so a typo in
// one word of a long name still scores.
const CLOSEST_SQL = `
with candidates as (
  (select 'Society' as type, g.name, z.name as zone,
     greatest(similarity(coalesce(g.name_search, lower(g.name)), $1), word_similarity($1, coalesce(g.name_search, lower(g.name)))) as score
   from gated_societies g left join zones z on z.id = g.zone_id
   where g.status = 'verified' and coalesce(g.name_search, lower(g.name)) % $1
   order by score desc limit ${CLOSEST_LIMIT})
  union all
  select 'Location', l.name, z.name, greatest(similarity(coalesce(l.name_search, lower(l.name)), $1), word_similarity($1, coalesce(l.name_search, lower(l.name))))
  from locations l left join zones z on z.id = l.zone_id
  union all
  select 'Sub Location', s.name, z.name, greatest(similarity(coalesce(s.name_search, lower(s.name)), $1), word_similarity($1, coalesce(s.name_search, lower(s.name))))
  from sub_locations s left join locations l on l.id = s.location_id left join zones z on z.id = l.zone_id
  union all
  select 'Builder', b.name, null, greatest(similarity(coalesce(b.name_search, lower(b.name)), $1), word_similarity($1, coalesce(b.name_search, lower(b.name))))
  from builders b
  union all
  select case a.kind when 'location' then 'Location' when 'sub_location' then 'Sub Location' else 'Builder' end,
    coalesce(l.name, s.name, b.name), coalesce(lz.name, sz.name), greatest(similarity(a.normalised, $1), word_similarity($1, a.normalised))
  from search_aliases a
  left join locations l on a.kind = 'location' and l.id = a.entity_id
  left join zones lz on lz.id = l.zone_id
  left join sub_locations s on a.kind = 'sub_location' and s.id = a.entity_id
  left join locations sl on sl.id = s.location_id
  left join zones sz on sz.id = sl.zone_id
  left join builders b on a.kind = 'builder' and b.id = a.entity_id
  where a.kind in ('location', 'sub_location', 'builder')
)
select distinct on (type, name) type, name, zone, score from candidates where score >= ${MIN_SIMILARITY} and name is not null
order by type, name, score desc`;

/** The names closest to what was typed, best first, at most 3. */
export async function closestNames(text: string): Promise<ClosestName[]> {
  const { normalised } = parseTextQuery(text);
  if (normalised.length < 3) return [];
  const result = await getPool().query<ClosestName & { score: number }>({ text: CLOSEST_SQL, values: [normalised] });
  return result.rows
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, CLOSEST_LIMIT)
    .map(({ name, type, zone }) => ({ name, type, zone }));
}

/** A few verified societies of a zone (by name), to show when nothing matched. */
export async function societiesInZone(zone: string): Promise<NearbySociety[]> {
  return getDb()
    .select({ id: gated_societies.id, name: gated_societies.name, location: locations.name })
    .from(gated_societies)
    .innerJoin(zones, eq(zones.id, gated_societies.zone_id))
    .leftJoin(locations, eq(locations.id, gated_societies.location_id))
    .where(and(eq(gated_societies.status, 'verified'), eq(zones.name, zone)))
    .orderBy(asc(gated_societies.name))
    .limit(NEARBY_LIMIT);
}

/**
 * What an empty text search offers instead: the closest names, then societies of the chosen zone (or, with
 * none chosen, of the closest name's zone).
 */
export async function searchFallbacks(text: string, zone: string | null): Promise<SearchFallbacks> {
  const didYouMean = text ? await closestNames(text) : [];
  const nearbyZone = zone ?? didYouMean.find((name) => name.zone)?.zone ?? null;
  const societies = nearbyZone ? await societiesInZone(nearbyZone) : [];
  return { didYouMean, nearby: nearbyZone && societies.length ? { zone: nearbyZone, societies } : null };
}
