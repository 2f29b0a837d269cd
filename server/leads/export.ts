import 'server-only';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { leadsCsvHeader, leadsCsvRecords, type ExportLead, type LeadFilters } from '@/lib/leads/lead-export';
import { getDb } from '@/server/db/client';
import { festival_leads } from '@/server/db/schema';

// The festival leads' CSV, one function for `npm run leads:export` and the desk's 'Download CSV': the same
// filters, columns and quoting (lib/leads/lead-export.ts). Read in batches on (verified_at, id), so an export of
// any size holds one batch in memory and each query is an index range scan.

export const EXPORT_BATCH_SIZE = 1000;

/** The filters as SQL (every column used has an index: festival_leads_campaign_verified_idx, _verified_idx). */
export function leadConditions(filters: LeadFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.campaign) where.push(eq(festival_leads.campaign, filters.campaign));
  if (filters.since) where.push(gte(festival_leads.verified_at, filters.since));
  if (filters.until) where.push(lt(festival_leads.verified_at, filters.until));
  if (filters.role) where.push(eq(festival_leads.role, filters.role));
  if (filters.interest) where.push(sql`${festival_leads.owner_interests} @> array[${filters.interest}]::text[]`);
  return where;
}

type LeadRecord = ExportLead & { id: string };

/** The leads that match, oldest verification first, `batchSize` at a time. */
export async function* leadBatches(filters: LeadFilters, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<LeadRecord[]> {
  // The cursor keeps PostgreSQL's microseconds (a JavaScript Date would round them and repeat rows).
  let after: { verifiedAt: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? sql`(${festival_leads.verified_at}, ${festival_leads.id}) > (${after.verifiedAt}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows = await getDb()
      .select({
        id: festival_leads.id,
        campaign: festival_leads.campaign,
        phone: festival_leads.phone,
        role: festival_leads.role,
        ownerInterests: festival_leads.owner_interests,
        verifiedAt: festival_leads.verified_at,
        createdAt: festival_leads.created_at,
        cursor: sql<string>`${festival_leads.verified_at}::text`,
      })
      .from(festival_leads)
      .where(and(...leadConditions(filters), keyset))
      .orderBy(asc(festival_leads.verified_at), asc(festival_leads.id))
      .limit(batchSize);
    if (rows.length) yield rows.map(({ cursor: _cursor, ...lead }) => lead);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { verifiedAt: last.cursor, id: last.id };
  }
}

/** The CSV in parts: the header, then one part per batch; `onRows` counts what was written. */
export async function* leadsCsvParts(filters: LeadFilters, options: { batchSize?: number; onRows?: (count: number) => void } = {}): AsyncGenerator<string> {
  yield leadsCsvHeader();
  for await (const batch of leadBatches(filters, options.batchSize)) {
    options.onRows?.(batch.length);
    yield leadsCsvRecords(batch);
  }
}
