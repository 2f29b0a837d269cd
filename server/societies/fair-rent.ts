import 'server-only';
import { sql } from 'drizzle-orm';
import { FAIR_RENT_MIN_LISTINGS, FAIR_RENT_MONTHS, type MonthlyMedian } from '@/lib/societies/fair-rent';
import { INDIA_TIME_ZONE } from '@/lib/time/india';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';

// The usual rent of a society (docs/society-facts.md "Fair rent"), from our own listings' rent history
// (rent_listing_history, written by a trigger whenever a rent listing is created or its rent changes). A point is
// one listing in one month (India time) at the last rent it asked that month, so a listing repriced three times
// in a week counts once, while one that stayed listed for months counts in each month it was priced. Listings
// that were rented or withdrawn since still count: that is the market the median describes. Two queries per page
// (each one index range scan on the society's history), cached with the page.

export interface FairRent {
  /** Median rent per sq ft of the last 12 months, by configuration name ('3 BHK'); only when 3 listings support it. */
  medians: Record<string, number>;
  /** The society's median rent per sq ft by month (all configurations), months with 3 listings or more. */
  months: MonthlyMedian[];
}

const points = (societyId: string, since: Date) => sql`
  select distinct on (h.listing_id, month)
    h.listing_id, h.bedroom_configuration_id, h.rent::float8 / h.sqft as per_sqft,
    to_char(h.recorded_at at time zone ${INDIA_TIME_ZONE}, 'YYYY-MM') as month
  from rent_listing_history h
  where h.society_id = ${societyId} and h.recorded_at >= ${since.toISOString()} and h.sqft > 0
  order by h.listing_id, month, h.recorded_at desc, h.id desc`;

export async function getFairRent(societyId: string, now = new Date(), db: Executor = getDb()): Promise<FairRent> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - FAIR_RENT_MONTHS);
  const [byBedroom, byMonth] = await Promise.all([
    db.execute<{ bedroom: string; median: number }>(sql`
      with p as (${points(societyId, since)})
      select b.name as bedroom, percentile_cont(0.5) within group (order by p.per_sqft) as median
      from p join bedroom_configurations b on b.id = p.bedroom_configuration_id
      group by b.name having count(distinct p.listing_id) >= ${FAIR_RENT_MIN_LISTINGS}`),
    db.execute<{ month: string; median: number; listings: number }>(sql`
      with p as (${points(societyId, since)})
      select p.month, percentile_cont(0.5) within group (order by p.per_sqft) as median, count(*)::int as listings
      from p group by p.month having count(*) >= ${FAIR_RENT_MIN_LISTINGS} order by p.month`),
  ]);
  return {
    medians: Object.fromEntries(byBedroom.rows.map((row) => [row.bedroom, Number(row.median)])),
    months: byMonth.rows.map((row) => ({ month: row.month, median: Number(row.median), listings: row.listings })),
  };
}
