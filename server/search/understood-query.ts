import 'server-only';
import { parseSearchQuery } from '@/lib/search/parse-query';
import { parseSearchParams } from '@/lib/search/query';
import { understoodSearchHref } from '@/lib/search/understood-search';
import { TtlCache } from '@/server/cache/ttl-cache';
import { getPool } from '@/server/db/client';
import { logger } from '@/server/log/logger';
import type { Suggestion } from '@/lib/search/types';
import { getCachedSuggestions } from './service';

// Sentences become filters on the server (lib/search/parse-query.ts, docs/search.md "Sentences become filters"):
// a /search whose text holds filters redirects to the panel's URL for them, and the suggestions read only the
// text left over. One guard the pure parser cannot hold: a text that is exactly a name ('Sattva Sandalwood
// Villas', a society whose name holds a filter word) is that name, and is not read.

/** A verified society, locality, sub locality or builder named exactly so (letter case aside). */
const EXACT_NAME_SQL = `
select exists (select 1 from gated_societies where lower(name) = lower($1) and status = 'verified')
    or exists (select 1 from locations where lower(name) = lower($1))
    or exists (select 1 from sub_locations where lower(name) = lower($1))
    or exists (select 1 from builders where lower(name) = lower($1)) as named`;

// Names change with imports only; a minute's staleness at most, as the named-search directory.
const exactNames = new TtlCache<boolean>({ ttlMs: 60_000, maxEntries: 5_000 });

export function isExactName(text: string): Promise<boolean> {
  const key = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!key) return Promise.resolve(false);
  return exactNames.getOrLoad(key, async () => {
    const { rows } = await getPool().query<{ named: boolean }>({ text: EXACT_NAME_SQL, values: [key] });
    return rows[0]?.named === true;
  });
}

/**
 * Where a /search URL whose text holds filters belongs (the filtered URL the panel writes, `q` the rest), or
 * null to render it as it is: nothing to read, a picked name's search, a text that is exactly a name, or no
 * database to ask (then the page searches the whole text, as before).
 */
export async function understoodSearchRedirect(url: URL): Promise<URL | null> {
  if (!url.searchParams.has('q')) return null;
  const params = parseSearchParams(url.searchParams);
  const href = understoodSearchHref(params);
  if (!href) return null;
  try {
    if (await isExactName(params.q)) return null;
  } catch (error) {
    logger('search').error({ err: error }, 'exact name lookup failed');
    return null;
  }
  // On the URL's own origin (see named-search-redirect.ts: never the Host header's).
  return new URL(href, url.origin);
}

/** The text the suggestions look up: '2 bhk in hebb' suggests places for 'hebb'; a name is looked up whole. */
export async function suggestionText(query: string): Promise<string> {
  const understood = parseSearchQuery(query);
  if (!understood.understood) return query;
  try {
    if (await isExactName(query)) return query;
  } catch (error) {
    logger('search').error({ err: error }, 'exact name lookup failed');
  }
  return understood.text;
}

/**
 * The suggestions for a typed text: for a sentence, those of its rest, each place and builder carrying the
 * sentence with its name in place of the rest (a society opens its own page, as always).
 */
export async function sentenceSuggestions(query: string): Promise<Suggestion[]> {
  const text = await suggestionText(query);
  const suggestions = await getCachedSuggestions(text);
  const at = query.lastIndexOf(text);
  if (text === query || !text || at < 0) return suggestions;
  return suggestions.map((suggestion) =>
    suggestion.type === 'Society' ? suggestion : { ...suggestion, sentence: `${query.slice(0, at)}${suggestion.name}${query.slice(at + text.length)}` },
  );
}
