import 'server-only';
import { sql } from 'drizzle-orm';
import { homeTitle } from '@/lib/listings/display';
import { formatIndiaTimestamp } from '@/lib/time/india';
import type { Executor } from '@/server/db/client';

// 'Download my data' as a person reads it (docs/privacy.md "Access"): every time in India time, as the file's first
// line says, and the societies and homes a row points at by name beside their ids.

/** PostgreSQL's type ids of timestamptz and timestamp: the columns whose values are instants. */
const INSTANT_TYPES = new Set([1184, 1114]);

const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)(?:([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?)?$/;

/**
 * An instant as PostgreSQL writes it ('2026-11-24 04:30:00.123+00'; the driver leaves timestamps as text), or as
 * an ISO string or Date, as '2026-11-24 10:00:00 IST'. Anything else ('infinity') is returned as it is.
 */
export function indiaTimeText(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : formatIndiaTimestamp(value);
  if (typeof value !== 'string') return value;
  const match = PG_TIMESTAMP.exec(value);
  if (match) {
    const [, day, clock, sign, hours = '0', minutes = '0', seconds = '0'] = match;
    const offsetMs = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000 * (sign === '-' ? -1 : 1);
    const at = Date.parse(`${day}T${clock}Z`) - (sign ? offsetMs : 0);
    return Number.isNaN(at) ? value : formatIndiaTimestamp(at);
  }
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(iso) ? value : formatIndiaTimestamp(iso);
}

/** The names of a query's instant columns, from the types PostgreSQL gave them (not from how a value looks). */
export function instantColumns(fields: readonly { name: string; dataTypeID: number }[] | undefined): string[] {
  return (fields ?? []).filter((field) => INSTANT_TYPES.has(field.dataTypeID)).map((field) => field.name);
}

export function withIndiaTimes(rows: Record<string, unknown>[], columns: readonly string[]): Record<string, unknown>[] {
  if (!columns.length) return rows;
  return rows.map((row) => {
    const shown = { ...row };
    for (const column of columns) if (column in shown) shown[column] = indiaTimeText(shown[column]);
    return shown;
  });
}

export interface ExportNames {
  societies: Map<string, string>;
  homes: Map<string, string>;
}

const idsIn = (sections: { rows: Record<string, unknown>[] }[], column: string) => [
  ...new Set(sections.flatMap((section) => section.rows.map((row) => row[column]).filter((id): id is string => typeof id === 'string'))),
];

/**
 * The names of every society and home the rows point at, in two queries: a society by its name, a home as its
 * card titles it ('3 BHK · Semi-Furnished', the rent listing's configuration else the property's) in its society.
 */
export async function exportNames(db: Executor, sections: { rows: Record<string, unknown>[] }[]): Promise<ExportNames> {
  const societyIds = idsIn(sections, 'society_id');
  const propertyIds = idsIn(sections, 'property_id');
  const [societies, homes] = await Promise.all([
    societyIds.length
      ? db.execute<{ id: string; name: string }>(sql`select id::text, name from gated_societies where id = any(${sql.param(societyIds)}::uuid[])`)
      : { rows: [] },
    propertyIds.length
      ? db.execute<{ id: string; bedroom: string | null; furnishing: string | null; society: string | null }>(sql`
          select p.id::text, b.name as bedroom, p.furnishing, s.name as society
            from properties p
            left join gated_societies s on s.id = p.society_id
            left join bedroom_configurations b on b.id = coalesce(
              (select rl.bedroom_configuration_id from property_rent_listings rl where rl.property_id = p.id and rl.bedroom_configuration_id is not null order by rl.created_at desc limit 1),
              p.bedroom_configuration_id)
           where p.id = any(${sql.param(propertyIds)}::uuid[])`)
      : { rows: [] },
  ]);
  return {
    societies: new Map(societies.rows.map((row) => [row.id, row.name])),
    homes: new Map(homes.rows.map((row) => [row.id, `${homeTitle(row.bedroom, row.furnishing, 'Home')}${row.society ? ` in ${row.society}` : ''}`])),
  };
}

/** A row with `society_name` right after its `society_id` and `home` right after its `property_id`, when known. */
export function withNames(row: Record<string, unknown>, names: ExportNames): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    named[key] = value;
    if (typeof value !== 'string') continue;
    if (key === 'society_id' && names.societies.has(value) && !('society_name' in row)) named.society_name = names.societies.get(value);
    if (key === 'property_id' && names.homes.has(value) && !('home' in row)) named.home = names.homes.get(value);
  }
  return named;
}
