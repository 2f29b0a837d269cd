import 'server-only';
import type { PoolClient } from 'pg';
import type { Database } from '@/server/db/client';
import type { RowProblem } from './parse';

// What every kind's importer shares: the transaction, the options, and what the run found and touched.

export interface ImportOptions {
  /** Create unknown builders, zones, locations, sub-locations and cities instead of refusing the row. */
  createMissing: boolean;
  /** The run's clock: last_confirmed_at of every listing in the file. */
  now: Date;
  onProgress?: (done: number, total: number) => void;
}

export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Listings whose data did not change but whose availability was confirmed again (last_confirmed_at). */
  confirmed: number;
  /** Builders, places created with --create-missing, by kind. */
  referencesCreated: Record<string, number>;
}

export interface Touched {
  societyIds: Set<string>;
  builderIds: Set<string>;
  search: boolean;
}

/** A listing that became Active (new, or back from another status): its society's subscribers get a digest. */
export interface Activation {
  societyId: string;
  propertyType: 'Rent' | 'Buy';
}

export interface ImportContext extends ImportOptions {
  client: PoolClient;
  db: Database;
  problems: RowProblem[];
  /** Lines refused while resolving references (unknown builder, society key, ...). */
  refusedLines: Set<number>;
  counts: Counts;
  touched: Touched;
  activations: Activation[];
}

export function refuse(context: ImportContext, line: number, column: string | null, message: string): void {
  context.problems.push({ line, column, message });
  context.refusedLines.add(line);
}

/** Rows of a file that name the same key twice: the later ones are refused. */
export function refuseDuplicateKeys<T extends { external_key: string }>(context: ImportContext, rows: { line: number; value: T }[]) {
  const firstLine = new Map<string, number>();
  return rows.filter((row) => {
    const seen = firstLine.get(row.value.external_key);
    if (seen !== undefined) {
      refuse(context, row.line, 'external_key', `Key "${row.value.external_key}" is already used on line ${seen}`);
      return false;
    }
    firstLine.set(row.value.external_key, row.line);
    return true;
  });
}

/** Stable text of a column value, to tell an unchanged row from a changed one. */
export function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  return JSON.stringify(value);
}

/** The columns of `next` whose values differ from `current` (only the columns `next` sets). */
export function changedColumns(current: Record<string, unknown>, next: Record<string, unknown>): string[] {
  return Object.keys(next).filter((key) => canonical(current[key]) !== canonical(next[key]));
}

/** Splits a list into batches (multi-row statements stay far below PostgreSQL's parameter limit). */
export function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
