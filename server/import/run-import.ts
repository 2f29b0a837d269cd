import 'server-only';
import { drizzle } from 'drizzle-orm/node-postgres';
import { readFile } from 'node:fs/promises';
import { enqueueAlertDigests } from '@/server/alerts/schedule';
import { getPool } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import type { Counts, ImportContext, ImportOptions, Touched } from './context';
import type { ImportKind, PropertyRow, RentListingRow, SaleListingRow, SocietyFactRow, SocietyRow } from './kinds';
import { importListings } from './listings';
import { ImportFileError, parseImportFile, type ParsedRow, type RowProblem } from './parse';
import { importProperties } from './properties';
import { importSocieties } from './societies';
import { importSocietyFacts } from './society-facts';

// One import file, one transaction (README "Importing your data"): parse and validate every row, resolve the
// references, and write only when the file is acceptable (no problem at all, or --skip-invalid). A dry run does
// all of it and rolls back, so its summary is exactly what a real run would do.

export interface RunImportOptions extends Partial<ImportOptions> {
  kind?: ImportKind;
  dryRun?: boolean;
  skipInvalid?: boolean;
}

export interface ImportReport {
  kind: ImportKind;
  rows: number;
  /** 'imported': committed; 'rejected': the file had problems and nothing was written; 'dry-run': rolled back. */
  outcome: 'imported' | 'rejected' | 'dry-run';
  problems: RowProblem[];
  counts: Counts;
  touched: Touched;
  /** People whose digest was enqueued (or postponed) because a listing became Active. */
  alertDigests: number;
}

export { ImportFileError };

export async function importFile(path: string, options: RunImportOptions = {}): Promise<ImportReport> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ImportFileError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return importText(text, options);
}

export async function importText(text: string, options: RunImportOptions = {}): Promise<ImportReport> {
  const parsed = parseImportFile(text, options.kind);
  const client = await getPool().connect();
  const context: ImportContext = {
    client,
    db: drizzle(client, { schema }),
    createMissing: options.createMissing ?? false,
    now: options.now ?? new Date(),
    onProgress: options.onProgress,
    problems: [...parsed.problems],
    refusedLines: new Set(parsed.invalidLines),
    counts: { created: 0, updated: 0, unchanged: 0, skipped: 0, confirmed: 0, referencesCreated: {} },
    touched: { societyIds: new Set(), builderIds: new Set(), search: false },
    activations: [],
  };
  const report = (outcome: ImportReport['outcome'], alertDigests = 0): ImportReport => ({
    kind: parsed.kind,
    rows: parsed.total,
    outcome,
    problems: context.problems.sort((a, b) => a.line - b.line),
    counts: context.counts,
    touched: context.touched,
    alertDigests,
  });

  try {
    await client.query('begin');
    // A header problem (unknown column) rejects the file even with --skip-invalid: every row would be suspect.
    const headerProblem = parsed.problems.some((problem) => problem.line === 1);
    const write = headerProblem ? null : await plan(context, parsed.kind, parsed.rows, parsed.columns);
    if (!write || (context.problems.length && !options.skipInvalid)) {
      await client.query('rollback');
      context.counts.skipped = parsed.total;
      context.touched = { societyIds: new Set(), builderIds: new Set(), search: false };
      context.counts.referencesCreated = {};
      return report('rejected');
    }
    context.counts.skipped = context.refusedLines.size;
    await write();
    const alertDigests = await enqueueAlertDigests(context.db, context.activations, context.now);
    if (options.dryRun) {
      await client.query('rollback');
      return report('dry-run', alertDigests);
    }
    await client.query('commit');
    return report('imported', alertDigests);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function plan(context: ImportContext, kind: ImportKind, rows: ParsedRow<unknown>[], columns: string[]) {
  switch (kind) {
    case 'societies':
      return importSocieties(context, rows as ParsedRow<SocietyRow>[], columns);
    case 'properties':
      return importProperties(context, rows as ParsedRow<PropertyRow>[], columns);
    case 'rent-listings':
      return importListings(context, 'rent', rows as ParsedRow<RentListingRow>[], columns);
    case 'sale-listings':
      return importListings(context, 'sale', rows as ParsedRow<SaleListingRow>[], columns);
    case 'society-facts':
      return importSocietyFacts(context, rows as ParsedRow<SocietyFactRow>[]);
  }
}
