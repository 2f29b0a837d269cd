import 'server-only';
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { staleCutoff } from '@/lib/listings/freshness';
import { revalidatePages, type RevalidationOutcome } from '@/server/cache/revalidate-pages';
import { getDb } from '@/server/db/client';
import { gated_societies, owners, properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';
import { getEnv } from '@/server/env';

// Freshness: an Active listing nobody confirmed (import, operator update) for LISTING_STALE_DAYS becomes
// 'Expired'. Every page and count reads Active listings only, so it leaves them all; a re-import confirms it and
// makes it Active again. Run hourly by graphile-worker's cron (server/jobs/cron.ts).
// A rent listing with an owner follows the owner's rule instead (server/owners/availability.ts): its owner is asked,
// and only an unanswered question hides it, as 'Unconfirmed'. Sale listings and ownerless rent listings keep this one.

/** A rent listing whose owner (its own, else its property's) we hold no record of. */
const withoutOwner = sql`not exists (select 1 from ${properties} p join ${owners} o on o.id = coalesce(${property_rent_listings.owner_id}, p.owner_id) where p.id = ${property_rent_listings.property_id})`;

export interface ExpiryResult {
  rent: number;
  sale: number;
  societyIds: string[];
  revalidation: RevalidationOutcome | null;
}

export async function expireStaleListings({ now = new Date(), staleDays = getEnv().LISTING_STALE_DAYS, revalidate = true } = {}): Promise<ExpiryResult> {
  const cutoff = staleCutoff(now, staleDays);
  const { rent, sale } = await getDb().transaction(async (tx) => {
    const expire = (table: typeof property_rent_listings | typeof property_sale_listings, extra?: SQL) =>
      tx
        .update(table)
        .set({ listing_status: 'Expired', updated_at: now })
        .where(and(eq(table.listing_status, 'Active'), lt(table.last_confirmed_at, cutoff), extra))
        .returning({ societyId: table.society_id });
    return { rent: await expire(property_rent_listings, withoutOwner), sale: await expire(property_sale_listings) };
  });
  const societyIds = [...new Set([...rent, ...sale].map((row) => row.societyId))];
  let revalidation: RevalidationOutcome | null = null;
  if (societyIds.length && revalidate) {
    const builders = await getDb()
      .selectDistinct({ id: gated_societies.builder_id })
      .from(gated_societies)
      .where(inArray(gated_societies.id, societyIds));
    revalidation = await revalidatePages({ societyIds, builderIds: builders.flatMap((row) => (row.id ? [row.id] : [])), search: true });
  }
  return { rent: rent.length, sale: sale.length, societyIds, revalidation };
}
