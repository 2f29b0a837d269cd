import 'server-only';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { staleCutoff } from '@/lib/listings/freshness';
import { revalidatePages, type RevalidationOutcome } from '@/server/cache/revalidate-pages';
import { getDb } from '@/server/db/client';
import { gated_societies, property_sale_listings } from '@/server/db/schema';
import { getEnv } from '@/server/env';

// Freshness of sale listings: an Active sale listing nobody confirmed (import, operator update) for
// LISTING_STALE_DAYS becomes 'Expired'. Every page and count reads Active listings only, so it leaves them all; a
// re-import confirms it and makes it Active again. Run hourly by graphile-worker's cron (server/jobs/cron.ts).
// Rent listings follow their own rule, owner or not (server/listings/freshness.ts: hidden as 'Unconfirmed').

export interface ExpiryResult {
  sale: number;
  societyIds: string[];
  revalidation: RevalidationOutcome | null;
}

export async function expireStaleListings({ now = new Date(), staleDays = getEnv().LISTING_STALE_DAYS, revalidate = true } = {}): Promise<ExpiryResult> {
  const cutoff = staleCutoff(now, staleDays);
  const sale = await getDb()
    .update(property_sale_listings)
    .set({ listing_status: 'Expired', updated_at: now })
    .where(and(eq(property_sale_listings.listing_status, 'Active'), lt(property_sale_listings.last_confirmed_at, cutoff)))
    .returning({ societyId: property_sale_listings.society_id });
  const societyIds = [...new Set(sale.map((row) => row.societyId))];
  let revalidation: RevalidationOutcome | null = null;
  if (societyIds.length && revalidate) {
    const builders = await getDb()
      .selectDistinct({ id: gated_societies.builder_id })
      .from(gated_societies)
      .where(inArray(gated_societies.id, societyIds));
    revalidation = await revalidatePages({ societyIds, builderIds: builders.flatMap((row) => (row.id ? [row.id] : [])), search: true });
  }
  return { sale: sale.length, societyIds, revalidation };
}
