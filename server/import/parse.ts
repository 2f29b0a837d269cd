import 'server-only';
import { parse } from 'csv-parse/sync';
import type { z } from '@/lib/validation/zod';
import { IMPORT_KINDS, kindFromHeader, knownColumns, ROW_SCHEMAS, type ImportKind } from './kinds';

// Reading an import file: csv-parse for the CSV itself (quotes, commas and line breaks inside cells, BOM), then
// zod per row. Every problem is reported with its line and column; nothing is written at this stage.

export interface RowProblem {
  /** 1-based line of the file where the row starts (the header is line 1). */
  line: number;
  column: string | null;
  message: string;
}

export interface ParsedRow<T> {
  line: number;
  value: T;
}

export interface ParsedFile<T = unknown> {
  kind: ImportKind;
  /** The header's columns: on update, only these are written. */
  columns: string[];
  rows: ParsedRow<T>[];
  problems: RowProblem[];
  /** Lines of rows that failed validation. */
  invalidLines: Set<number>;
  total: number;
}

export class ImportFileError extends Error {}

export function parseImportFile(text: string, kindOption?: ImportKind): ParsedFile {
  let records: { record: Record<string, string>; info: { lines: number; raw?: string } }[];
  let header: string[] = [];
  try {
    records = parse(text, {
      bom: true,
      columns: (names: string[]) => (header = names.map((name) => name.trim().toLowerCase())),
      skip_empty_lines: true,
      trim: true,
      info: true,
      raw: true,
      relax_column_count: false,
    }) as typeof records;
  } catch (error) {
    throw new ImportFileError(`Not a readable CSV file: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!header.length) throw new ImportFileError('The file is empty: it needs a header row naming its columns.');

  const detected = kindFromHeader(header);
  const kind = kindOption ?? detected;
  if (!kind) {
    throw new ImportFileError(`Cannot tell what the file holds from its header; pass --kind ${IMPORT_KINDS.join('|')}.`);
  }
  const problems: RowProblem[] = [];
  const known = knownColumns(kind);
  const unknown = header.filter((column) => !known.has(column));
  if (unknown.length) {
    problems.push({ line: 1, column: unknown[0]!, message: `Unknown column${unknown.length > 1 ? 's' : ''} for ${kind}: ${unknown.join(', ')}` });
  }
  const duplicates = header.filter((column, index) => header.indexOf(column) !== index);
  if (duplicates.length) problems.push({ line: 1, column: duplicates[0]!, message: `Column named twice: ${duplicates.join(', ')}` });

  const schema = ROW_SCHEMAS[kind] as unknown as z.ZodType<Record<string, unknown>>;
  const rows: ParsedRow<unknown>[] = [];
  const invalidLines = new Set<number>();
  for (const { record, info } of records) {
    // info.lines is the line the record ends on; a record spanning lines starts earlier.
    const line = info.lines - ((info.raw ?? '').replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    const result = schema.safeParse(record);
    if (result.success) {
      rows.push({ line, value: result.data });
    } else {
      invalidLines.add(line);
      for (const issue of result.error.issues) {
        problems.push({ line, column: issue.path.length ? String(issue.path[0]) : null, message: issue.message });
      }
    }
  }
  return { kind, columns: header, rows, problems, invalidLines, total: records.length };
}
