import 'server-only';
import { unstable_cache } from 'next/cache';
import { SEARCH_TAG } from '@/lib/cache-tags';
import type { Locale } from '@/lib/i18n/locales';
import { nameKey } from '@/lib/search/named';
import type { ZoneOption } from '@/lib/search/zones';
import { OWN_PLACE_NAMES, type PlaceKind, type PlaceName } from '@/lib/search/types';
import { getPool } from '@/server/db/client';
import { logger } from '@/server/log/logger';

// Places in the page's language (docs/i18n.md "Rules for a message", names stay names): a location, sub location or zone shows, on a
// Kannada or Hindi page, its first alias written in that script (the search alias table, server/search/aliases.ts),
// and its own name where it has none. Read once for every place and kept in Next's data cache like the zones and
// the named-search directory: five minutes, or until an alias change or an import revalidates `search`.

export type { PlaceKind, PlaceName };

/** By language, kind and the place's own name (nameKey: spaces tidied, any case): its name in that script. Plain
 * objects: the data cache keeps JSON. */
export type PlaceNameTable = Record<'kn' | 'hi', Record<PlaceKind, Record<string, string>>>;

const SCRIPTS = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ } as const;

// Aliases in the order they were given (listAliases' order), so the first one of a script is the one the seed or
// the desk put first.
const PLACE_ALIASES_SQL = `
select a.kind, p.name, a.alias
  from search_aliases a
  join (
    select 'location' as kind, id, name from locations
    union all select 'sub_location', id, name from sub_locations
    union all select 'zone', id, name from zones
  ) p on p.kind = a.kind and p.id = a.entity_id
 where a.language in ('kn', 'hi')
 order by a.created_at, a.alias`;

const emptyTable = (): PlaceNameTable => ({
  kn: { location: {}, sub_location: {}, zone: {} },
  hi: { location: {}, sub_location: {}, zone: {} },
});

/** Every place's first Kannada and first Devanagari alias, straight from the table. */
export async function loadPlaceNames(): Promise<PlaceNameTable> {
  const { rows } = await getPool().query<{ kind: PlaceKind; name: string; alias: string }>(PLACE_ALIASES_SQL);
  const table = emptyTable();
  for (const row of rows) {
    for (const locale of ['kn', 'hi'] as const) {
      const names = table[locale][row.kind];
      const key = nameKey(row.name);
      if (!Object.hasOwn(names, key) && SCRIPTS[locale].test(row.alias)) names[key] = row.alias;
    }
  }
  return table;
}

/** A failed read leaves the places in their own names: the page is still right, only less translated. */
async function loadPlaceNamesOrEmpty(): Promise<PlaceNameTable> {
  try {
    return await loadPlaceNames();
  } catch (error) {
    logger('place-names').error({ err: error }, 'could not load place names');
    return emptyTable();
  }
}

const cachedTable = unstable_cache(loadPlaceNamesOrEmpty, ['place-names'], { revalidate: 300, tags: [SEARCH_TAG] });

/** The lookup of one table for one language (English, and any place without a name in the script, as it is). */
export function placeNameIn(table: PlaceNameTable, locale: Locale): PlaceName {
  if (locale !== 'kn' && locale !== 'hi') return OWN_PLACE_NAMES;
  const names = table[locale];
  return (kind, name) => {
    const key = nameKey(name);
    return Object.hasOwn(names[kind], key) ? names[kind][key]! : name;
  };
}

/** For pages: the place names of the page's language. English reads no table at all. */
export async function placeNamesFor(locale: Locale): Promise<PlaceName> {
  if (locale !== 'kn' && locale !== 'hi') return OWN_PLACE_NAMES;
  return placeNameIn(await cachedTable(), locale);
}

/** The zone dropdown's zones with the names the page's language shows (the URL keeps each zone's own name). */
export function zonesIn(zones: readonly ZoneOption[], placeName: PlaceName): ZoneOption[] {
  return zones.map((zone) => {
    const label = placeName('zone', zone.name);
    return label === zone.name ? zone : { ...zone, label };
  });
}
