import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describeAliasProblem, prepareAliases, type PreparedAlias } from '@/lib/search/aliases';
import { getDb, type Executor } from '@/server/db/client';
import { builders, gated_societies, locations, search_aliases, sub_locations, zones, type SearchAliasKind } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';

// The one way aliases are written (docs/search.md "Aliases"): the seed, the CSV import and the desk all call
// replaceAliases, which normalises with lib/search/normalise.ts and stores the forms the search matches. The
// search reads search_aliases directly (no other copy to refresh).

export interface AliasTarget {
  kind: SearchAliasKind;
  id: string;
}

export interface StoredAlias {
  alias: string;
  language: PreparedAlias['language'];
}

const NAME_TABLES = { society: gated_societies, location: locations, sub_location: sub_locations, builder: builders, zone: zones } as const;

/** The aliases of one society, place, builder or zone, in the order they were given. */
export async function listAliases(target: AliasTarget, executor: Executor = getDb()): Promise<StoredAlias[]> {
  return executor
    .select({ alias: search_aliases.alias, language: search_aliases.language })
    .from(search_aliases)
    .where(and(eq(search_aliases.kind, target.kind), eq(search_aliases.entity_id, target.id)))
    .orderBy(asc(search_aliases.created_at), asc(search_aliases.alias));
}

/**
 * Replaces every alias of the target with `aliases` (trimmed, normalised, de-duplicated, the name itself dropped)
 * and returns what is stored. A target that does not exist is a 404; too many, too long or empty aliases are a
 * 400 'invalid_aliases' and change nothing. Run it inside the caller's transaction to audit in the same one.
 */
export async function replaceAliases(executor: Executor, target: AliasTarget, aliases: readonly string[]): Promise<StoredAlias[]> {
  const table = NAME_TABLES[target.kind];
  const [row] = await executor.select({ name: table.name }).from(table).where(eq(table.id, target.id)).limit(1);
  if (!row) throw notFound('Not found');
  const { aliases: prepared, problem } = prepareAliases(row.name, aliases);
  if (problem) throw new AppError('invalid_aliases', describeAliasProblem(problem));
  await writeAliases(executor, [{ target, aliases: prepared }]);
  return prepared.map(({ alias, language }) => ({ alias, language }));
}

/**
 * Writes already prepared aliases for many targets at once (the seed and the import: one delete and one insert
 * per batch, not per name). Each target's old aliases are replaced.
 */
export async function writeAliases(executor: Executor, entries: readonly { target: AliasTarget; aliases: readonly PreparedAlias[] }[]): Promise<number> {
  if (!entries.length) return 0;
  const byKind = new Map<SearchAliasKind, string[]>();
  for (const { target } of entries) byKind.set(target.kind, [...(byKind.get(target.kind) ?? []), target.id]);
  for (const [kind, ids] of byKind) {
    await executor.delete(search_aliases).where(and(eq(search_aliases.kind, kind), inArray(search_aliases.entity_id, ids)));
  }
  // One timestamp step per alias keeps the order they were given in (listAliases sorts by it).
  const start = Date.now();
  const rows = entries.flatMap(({ target, aliases }) =>
    aliases.map((alias, index) => ({ kind: target.kind, entity_id: target.id, ...alias, created_at: new Date(start + index) })),
  );
  for (let offset = 0; offset < rows.length; offset += 2_000) {
    await executor.insert(search_aliases).values(rows.slice(offset, offset + 2_000));
  }
  return rows.length;
}
