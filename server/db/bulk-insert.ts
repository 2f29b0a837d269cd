import 'server-only';
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { ClientBase } from 'pg';

// Fast multi-row inserts: one statement per batch, each column sent as ONE array parameter and spread back
// into rows with unnest(). Thousands of rows cost a handful of parameters, far under PostgreSQL's 65,535 limit,
// and the column types come from the Drizzle schema so nothing is listed twice.

type Row = Record<string, unknown>;

/** PostgreSQL array literal for a text[] value, e.g. {"2 BHK","3 BHK"}. */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => (value === null || value === undefined ? 'NULL' : `"${String(value).replace(/[\\"]/g, '\\$&')}"`));
  return `{${items.join(',')}}`;
}

/** Every value travels as text and is cast back to its column type in SQL. */
function toText(value: unknown, sqlType: string): string | null {
  if (value === null || value === undefined) return null;
  if (sqlType.endsWith('[]')) return arrayLiteral(value as unknown[]);
  if (sqlType === 'jsonb' || sqlType === 'json') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export interface BulkInsertOptions {
  batchSize?: number;
  /** For reference rows that an earlier seed may already have inserted. */
  onConflictDoNothing?: boolean;
}

/** Inserts rows (objects keyed by column name) into a Drizzle table; returns the number of rows inserted. */
export async function bulkInsert(client: ClientBase, table: Table, objects: readonly object[], options: BulkInsertOptions = {}): Promise<number> {
  const rows = objects as readonly Row[];
  const first = rows[0];
  if (!first) return 0;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => first[key] !== undefined);
  const spec = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, name: column.name, sqlType: column.getSQLType() };
  });
  const aliases = spec.map((_, i) => `c${i}`);
  const sql =
    `insert into "${getTableName(table)}" (${spec.map((column) => `"${column.name}"`).join(', ')}) ` +
    `select ${spec.map((column, i) => `u.c${i}::${column.sqlType}`).join(', ')} ` +
    `from unnest(${spec.map((_, i) => `$${i + 1}::text[]`).join(', ')}) as u(${aliases.join(', ')})` +
    (options.onConflictDoNothing ? ' on conflict do nothing' : '');

  const batchSize = options.batchSize ?? 5_000;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const parameters = spec.map((column) => batch.map((row) => toText(row[column.key], column.sqlType)));
    const result = await client.query(sql, parameters);
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}
