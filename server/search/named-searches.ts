import 'server-only';
import { unstable_cache } from 'next/cache';
import { builderTag, SEARCH_TAG } from '@/lib/cache-tags';
import { nameKey, nameSlug, namedSearchParams, type NamedSearchKind } from '@/lib/search/named';
import { TtlCache } from '@/server/cache/ttl-cache';
import { getPool } from '@/server/db/client';
import { searchSocieties, type SocietySearchPage } from './service';

// The names that have a search page of their own (lib/search/named.ts): every location, sub location, builder
// and zone, read in one query. The pages and the sitemap read it through Next's data cache (tagged `search`,
// so an import that adds a place refreshes it); the middleware, which runs outside that cache, keeps its own
// copy for a minute.

export interface NamedSearchEntry {
  kind: NamedSearchKind;
  id: string;
  name: string;
  slug: string;
  /** Verified societies that carry this id (the sitemap lists only names with some). */
  societies: number;
  /** The latest change among those societies (ISO), or null. */
  updatedAt: string | null;
}

export interface NamedSearchDirectory {
  entries: NamedSearchEntry[];
  bySlug: Map<string, NamedSearchEntry>;
  byName: Map<string, NamedSearchEntry>;
}

const DIRECTORY_SQL = `
select kind, id, name, societies, updated_at from (
  select 'locality' as kind, p.id::text as id, p.name, count(s.id)::int as societies, max(s.updated_at) as updated_at
    from locations p left join gated_societies s on s.location_id = p.id and s.status = 'verified' group by p.id
  union all
  select 'sub-locality', p.id::text, p.name, count(s.id)::int, max(s.updated_at)
    from sub_locations p left join gated_societies s on s.sub_location_id = p.id and s.status = 'verified' group by p.id
  union all
  select 'builder', p.id::text, p.name, count(s.id)::int, max(s.updated_at)
    from builders p left join gated_societies s on s.builder_id = p.id and s.status = 'verified' group by p.id
  union all
  select 'zone', p.id::text, p.name, count(s.id)::int, max(s.updated_at)
    from zones p left join gated_societies s on s.zone_id = p.id and s.status = 'verified' group by p.id
) named order by kind, name, id`;

/** Every name with its slug. Two names with one slug ("HSR Layout", "HSR-Layout"): the first by name owns it. */
export async function listNamedSearches(): Promise<NamedSearchEntry[]> {
  const { rows } = await getPool().query<{ kind: NamedSearchKind; id: string; name: string; societies: number; updated_at: Date | null }>(DIRECTORY_SQL);
  const seen = new Set<string>();
  const entries: NamedSearchEntry[] = [];
  for (const row of rows) {
    const slug = nameSlug(row.name);
    if (!slug || seen.has(`${row.kind}/${slug}`)) continue;
    seen.add(`${row.kind}/${slug}`);
    entries.push({ kind: row.kind, id: row.id, name: row.name, slug, societies: row.societies, updatedAt: row.updated_at ? row.updated_at.toISOString() : null });
  }
  return entries;
}

export function directoryOf(entries: NamedSearchEntry[]): NamedSearchDirectory {
  const bySlug = new Map<string, NamedSearchEntry>();
  const byName = new Map<string, NamedSearchEntry>();
  for (const entry of entries) {
    bySlug.set(`${entry.kind}/${entry.slug}`, entry);
    byName.set(`${entry.kind}/${nameKey(entry.name)}`, entry);
  }
  return { entries, bySlug, byName };
}

export const findBySlug = (directory: NamedSearchDirectory, kind: NamedSearchKind, slug: string) => directory.bySlug.get(`${kind}/${slug}`) ?? null;
export const findByName = (directory: NamedSearchDirectory, kind: NamedSearchKind, name: string) => directory.byName.get(`${kind}/${nameKey(name)}`) ?? null;

/** Names change with imports only; five minutes, or until an import revalidates `search`. */
export const NAMED_SEARCH_REVALIDATE_SECONDS = 300;

const cachedEntries = unstable_cache(listNamedSearches, ['named-searches'], { revalidate: NAMED_SEARCH_REVALIDATE_SECONDS, tags: [SEARCH_TAG] });

/** For pages and the sitemap (inside Next's data cache). */
export async function cachedNamedSearchDirectory(): Promise<NamedSearchDirectory> {
  return directoryOf(await cachedEntries());
}

/** For the middleware: a copy per process, read again after a minute. */
const middlewareDirectory = new TtlCache<NamedSearchDirectory>({ ttlMs: 60_000, maxEntries: 1 });
export function middlewareNamedSearchDirectory(): Promise<NamedSearchDirectory> {
  return middlewareDirectory.getOrLoad('all', async () => directoryOf(await listNamedSearches()));
}

export interface NamedSearchPageData {
  entry: NamedSearchEntry;
  result: SocietySearchPage;
}

/**
 * A named search page's data: the same search as its query URL (namedSearchParams). Tagged `search` through
 * the directory read, and `builder:<id>` for a builder, so a data change through /api/revalidate refreshes it.
 */
export async function namedSearchPageData(entry: NamedSearchEntry, page: number): Promise<SocietySearchPage> {
  const tags = [SEARCH_TAG, ...(entry.kind === 'builder' ? [builderTag(entry.id)] : [])];
  return unstable_cache(() => searchSocieties(namedSearchParams(entry.kind, entry.name, page)), ['named-search-page', entry.kind, entry.id, String(page)], {
    revalidate: NAMED_SEARCH_REVALIDATE_SECONDS,
    tags,
  })();
}
