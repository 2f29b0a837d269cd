import 'server-only';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { property_rent_listings, property_sale_listings, shortlist_hearts } from '@/server/db/schema';

// Hearts: a person's one-tap shortlist of listings. Every function takes the verified session's user
// id and filters by it: another person's heart is never read, and removing one that is not yours is a 404 that
// changes nothing. A heart is its own row, so removing it never touches a home shortlisted after a visit.

export interface HeartRef {
  listingId: string;
  kind: 'rent' | 'sale';
}

/** The listing ids the person hearted, newest first (the heart buttons' state). */
export async function listHeartIds(userId: string): Promise<HeartRef[]> {
  const rows = await getDb()
    .select({ rent: shortlist_hearts.rent_listing_id, sale: shortlist_hearts.sale_listing_id })
    .from(shortlist_hearts)
    .where(eq(shortlist_hearts.user_id, userId))
    .orderBy(desc(shortlist_hearts.created_at));
  return rows.map((row) => (row.rent ? { listingId: row.rent, kind: 'rent' as const } : { listingId: row.sale!, kind: 'sale' as const }));
}

/**
 * Hearts an Active rent or sale listing (ids of the two tables never collide: both are random uuids). Hearting
 * twice keeps the first heart. Null when no Active listing has that id.
 */
export async function addHeart(userId: string, listingId: string): Promise<HeartRef | null> {
  const result = await getDb().execute<{ kind: 'rent' | 'sale' }>(sql`
    with listing as (
      select id as rent_listing_id, null::uuid as sale_listing_id, property_id, society_id, 'rent' as kind
        from ${property_rent_listings} where id = ${listingId} and listing_status = 'Active'
      union all
      select null::uuid, id, property_id, society_id, 'sale'
        from ${property_sale_listings} where id = ${listingId} and listing_status = 'Active'
    ), added as (
      insert into ${shortlist_hearts} (user_id, property_id, society_id, rent_listing_id, sale_listing_id)
      select ${userId}, property_id, society_id, rent_listing_id, sale_listing_id from listing
      on conflict do nothing
    )
    select kind from listing`);
  const row = result.rows[0];
  return row ? { listingId, kind: row.kind } : null;
}

/** Removes the person's heart on that listing; false when they had none (the route answers 404). */
export async function removeHeart(userId: string, listingId: string): Promise<boolean> {
  const removed = await getDb()
    .delete(shortlist_hearts)
    .where(and(eq(shortlist_hearts.user_id, userId), or(eq(shortlist_hearts.rent_listing_id, listingId), eq(shortlist_hearts.sale_listing_id, listingId))))
    .returning({ id: shortlist_hearts.id });
  return removed.length > 0;
}
