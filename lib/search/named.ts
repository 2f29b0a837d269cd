// Named searches: a search by one name (a location, a sub location, a builder) or by one zone,
// with no other filter, has a page of its own at a path, so that it can be cached (ISR) and indexed like a
// property portal's locality page. The spec's query URLs (`/search?type=Location&q=Whitefield`) answer with a
// permanent redirect to that path (middleware.ts); anything else stays the normal /search. Pure code: the
// middleware, the pages, the sitemap and the tests share it. Design notes in docs/search.md.
import { SEARCH_LIMITS, type SearchType } from './types';
import type { SearchParams } from '@/lib/validation/search';
import { NAMED_SEARCH_KEYS, NEXT_CACHE_BUSTER_KEY, SEARCH_KEYS } from './url-keys';
import { englishWords } from './english-words';
import { type Translate } from './words';

export const NAMED_SEARCH_KINDS = ['locality', 'sub-locality', 'builder', 'zone'] as const;
export type NamedSearchKind = (typeof NAMED_SEARCH_KINDS)[number];

/** The city every path starts with: the data is Bangalore's (a second city would get its own prefix). */
export const NAMED_SEARCH_CITY = { slug: 'bangalore', name: 'Bangalore' } as const;

/** The /search `type` a kind stands for (a zone is a filtered search with only the zone chosen). */
export const SEARCH_TYPE_OF_KIND: Record<NamedSearchKind, SearchType> = {
  locality: 'Location',
  'sub-locality': 'Sub Location',
  builder: 'Builder',
  zone: 'filtered',
};

export function isNamedSearchKind(value: string): value is NamedSearchKind {
  return (NAMED_SEARCH_KINDS as readonly string[]).includes(value);
}

/** Pages of a named search: the spec's 50 results in pages of 10. */
export const NAMED_SEARCH_MAX_PAGE = Math.ceil(SEARCH_LIMITS.results / SEARCH_LIMITS.pageSize);

/** A name in a path: lower-case letters and digits separated by single dashes ("HSR Layout" -> "hsr-layout"). */
export function nameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** How a typed name and a stored name compare: spaces tidied, letter case ignored. */
export function nameKey(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}

export function namedSearchPath(kind: NamedSearchKind, slug: string, page = 1): string {
  const base = `/${NAMED_SEARCH_CITY.slug}/${kind}/${slug}`;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** The search a named page shows: exactly what its query URL searches, so both list the same societies. */
export function namedSearchParams(kind: NamedSearchKind, name: string, page = 1): SearchParams {
  const empty = {
    builders: [],
    statuses: [],
    categories: [],
    projectTypes: [],
    projectStatuses: [],
    amenities: [],
    rules: [],
    listing: 'rent' as const,
    minBudget: null,
    maxBudget: null,
    bhk: [],
    sort: null,
  };
  if (kind === 'zone') return { type: 'filtered', q: '', zone: name, ...empty, page };
  return { type: SEARCH_TYPE_OF_KIND[kind], q: name, zone: null, ...empty, page };
}

/** Query keys that do not change a search: Next's router cache-buster on client navigations. */
const IGNORED_QUERY_KEYS = new Set<string>([NEXT_CACHE_BUSTER_KEY]);

export interface NamedSearchRequest {
  kind: NamedSearchKind;
  /** The name as typed (the caller looks it up, ignoring letter case). */
  name: string;
  page: number;
}

/**
 * The named search a /search query asks for, or null when it asks for anything more (or less): a text of
 * type Location, Sub Location or Builder, or a filtered search by a zone, with nothing else but a page.
 * `parsed` is the query through the one search schema (lib/validation/search.ts).
 */
export function namedSearchRequest(query: URLSearchParams, parsed: SearchParams): NamedSearchRequest | null {
  const keys = new Set<string>();
  for (const [key, value] of query) {
    if (IGNORED_QUERY_KEYS.has(key)) continue;
    if (keys.has(key)) return null; // a repeated key is not a URL anyone links to
    keys.add(key);
    if (key === SEARCH_KEYS.page && value.trim() === '') return null;
  }
  const allowed: readonly string[] = parsed.type === 'filtered' ? NAMED_SEARCH_KEYS.zone : NAMED_SEARCH_KEYS.text;
  if ([...keys].some((key) => !allowed.includes(key))) return null;
  // A page the schema could not read (page=abc) is left to /search, which shows page 1 at its own URL.
  if (keys.has(SEARCH_KEYS.page) && String(parsed.page) !== query.get(SEARCH_KEYS.page)?.trim()) return null;
  const page = Math.min(parsed.page, NAMED_SEARCH_MAX_PAGE);

  if (parsed.type === 'filtered') {
    return parsed.zone && !parsed.q ? { kind: 'zone', name: parsed.zone, page } : null;
  }
  const kind = (Object.keys(SEARCH_TYPE_OF_KIND) as NamedSearchKind[]).find((candidate) => candidate !== 'zone' && SEARCH_TYPE_OF_KIND[candidate] === parsed.type);
  return kind && parsed.q ? { kind, name: parsed.q, page } : null;
}

/** The page's H1 and title: "Gated societies in Whitefield, Bangalore" (Housing.com's locality pages). `name` as the page shows it. */
export function namedSearchHeading(kind: NamedSearchKind, name: string, t: Translate = englishWords): string {
  return t(kind === 'builder' ? 'words.named.builderHeading' : 'words.named.placeHeading', { name });
}

export function namedSearchTitle(kind: NamedSearchKind, name: string, page: number, t: Translate = englishWords): string {
  const heading = namedSearchHeading(kind, name, t);
  return page > 1 ? t('words.named.paged', { heading, page: String(page) }) : heading;
}

export function namedSearchDescription(kind: NamedSearchKind, name: string, matched: number, t: Translate = englishWords): string {
  const where = t(kind === 'builder' ? 'words.named.byBuilder' : 'words.named.inPlace', { name });
  if (!matched) return t('words.named.none', { where });
  const counted = t(matched === 1 ? 'words.named.countOne' : 'words.named.countOther', { count: String(matched), where });
  return t('words.named.described', {
    counted,
    others: t(kind === 'builder' ? 'words.named.othersBuilder' : 'words.named.othersPlace'),
    inKind: t(`words.named.inKind.${kind}`),
  });
}
