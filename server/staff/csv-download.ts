import 'server-only';
import { csvHeader, csvRecords, type CsvShape } from '@/lib/ops/desk-csv';
import { indiaToday } from '@/lib/time/india';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';

// The desk's CSV downloads (docs/ops.md "Tables"): a file streamed part by part (the header, then one part per
// batch of rows read on a keyset), so a list of any size holds one batch in memory. The rows' text is written by
// lib/csv.ts (RFC 4180, formula-safe); every download is a POST audited in the person's name by its route.

/** Rows read per query of an export. */
export const EXPORT_BATCH_SIZE = 1000;

/** The streamed answer: `parts` as a text/csv attachment named `<name>-<India day>.csv`. */
export function csvDownload(name: string, parts: AsyncGenerator<string>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
  return new Response(stream, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}-${indiaToday()}.csv"` },
  });
}

/**
 * The audit row of a list's download: which list, with which filters, and which fields of people the file holds
 * (never their values). Written before the first byte is sent.
 */
export async function recordListExport(actor: AuditActor, entry: { action: string; table: string; filters: Record<string, string | undefined>; viewed?: string[] }): Promise<void> {
  const filters = Object.fromEntries(Object.entries(entry.filters).filter(([, value]) => value !== undefined && value !== ''));
  await recordAudit(getDb(), actor, { action: entry.action, table: entry.table, rowId: 'list', after: { filters, ...(entry.viewed ? { viewed: entry.viewed } : {}) } });
}

/** The CSV in parts from batches of rows: the header, then one part per batch (`onBatch` sees each, e.g. its view rows). */
export async function* csvParts<Row>(shape: CsvShape<Row>, batches: AsyncGenerator<Row[]>, onBatch?: (rows: Row[]) => Promise<void>): AsyncGenerator<string> {
  yield csvHeader(shape);
  for await (const batch of batches) {
    await onBatch?.(batch);
    yield csvRecords(shape, batch);
  }
}
