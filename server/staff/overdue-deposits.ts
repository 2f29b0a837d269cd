import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import { daysUntil } from '@/lib/tenancies/deposit';
import type { OverdueDeposit } from '@/lib/ops/today';
import { getDb } from '@/server/db/client';
import { rentBedroomJoin } from '@/server/db/home-query';
import { bedroom_configurations, gated_societies, properties, property_rent_listings, tenancies, tenancy_deposits } from '@/server/db/schema';

// The desk's Today lists deposits whose return is overdue (docs/ops.md "Today"): the keys confirmed back, the due day
// passed, no return recorded; the latest first, each with its days late (read from the partial index on the due day).

export async function overdueDeposits(today: string, limit = 50): Promise<OverdueDeposit[]> {
  const rows = await getDb()
    .select({ tenancyId: tenancy_deposits.tenancy_id, dueOn: tenancy_deposits.return_due_on, amount: tenancy_deposits.amount, societyName: gated_societies.name, unit: properties.house_number, bedrooms: bedroom_configurations.name, furnishing: properties.furnishing })
    .from(tenancy_deposits)
    .innerJoin(tenancies, eq(tenancies.id, tenancy_deposits.tenancy_id))
    .innerJoin(properties, eq(properties.id, tenancies.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenancies.rent_listing_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenancies.society_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(sql`${tenancy_deposits.returned_on} is null and ${tenancy_deposits.keys_confirmed_at} is not null and ${tenancy_deposits.return_due_on} < ${today}::date and ${tenancies.status} = 'moving_in'`)
    .orderBy(asc(tenancy_deposits.return_due_on))
    .limit(limit);
  return rows.map((row) => ({
    tenancyId: row.tenancyId,
    home: homeWithUnit(homeTitle(row.bedrooms, row.furnishing), row.unit),
    societyName: row.societyName,
    dueOn: row.dueOn!,
    amount: row.amount,
    daysLate: -daysUntil(row.dueOn!, today),
  }));
}
