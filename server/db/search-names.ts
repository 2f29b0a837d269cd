// Not 'server-only': migrate.ts (run by scripts and the Jest global setup outside Next) calls it too.
import type { ClientBase, Pool } from 'pg';
import { normaliseSearchText } from '../../lib/search/normalise';

// Every name the search matches has its normalised form in `name_search`, written here with THE normalisation
// (lib/search/normalise.ts) so SQL never re-implements it. A row inserted or renamed without it (psql, a test
// fixture, an import) has NULL there, which the search reads as lower(name) until this runs: after migrations,
// after the seed and after every import.

export const SEARCH_NAME_TABLES = ['zones', 'locations', 'sub_locations', 'builders', 'gated_societies'] as const;

type QueryClient = Pick<ClientBase | Pool, 'query'>;

/** Fills `name_search` wherever it is missing; returns how many rows were written. */
export async function normalisePendingSearchNames(executor: QueryClient): Promise<number> {
  let written = 0;
  for (const table of SEARCH_NAME_TABLES) {
    const pending = await executor.query<{ id: string; name: string }>(`select id::text, name from ${table} where name_search is null`);
    if (!pending.rows.length) continue;
    const ids = pending.rows.map((row) => row.id);
    const forms = pending.rows.map((row) => normaliseSearchText(row.name) || row.name.toLowerCase());
    const result = await executor.query(
      `update ${table} t set name_search = v.form from unnest($1::uuid[], $2::text[]) as v(id, form) where t.id = v.id`,
      [ids, forms],
    );
    written += result.rowCount ?? 0;
  }
  return written;
}
