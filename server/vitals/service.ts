import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { VitalsReport } from '@/lib/validation/vitals';
import { addCalendarDays, indiaDate } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { web_vital_samples } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { ClientRenderBudget } from '@/server/search/render-budget';

// Real users' Web Vitals: stored one row per metric of a sampled page view (the route pattern, the India date, the
// value, the connection type; nothing about the person), at most VITALS_ROWS_PER_ROUTE_PER_DAY rows per page
// route and day, kept VITALS_RETENTION_DAYS, read by the desk as p75.

// Reports per client address and minute, counted in memory per process like the search renders (a flood costs
// this process nothing but a 429).
const holder = globalThis as unknown as { ghomesVitalsBudget?: ClientRenderBudget };
const vitalsBudget = () => (holder.ghomesVitalsBudget ??= new ClientRenderBudget({ perMinute: () => getEnv().VITALS_REPORTS_PER_MINUTE }));

/**
 * Stores a report (its route is one of the app's pages: the schema refused any other), unless its route already
 * has VITALS_ROWS_PER_ROUTE_PER_DAY rows today: then it is dropped. The count and the insert run under a lock of
 * the route and day, so reports at once cannot pass the cap together.
 */
export async function storeVitalsReport(report: VitalsReport, now = new Date()): Promise<'stored' | 'over-cap'> {
  const day = indiaDate(now);
  const cap = getEnv().VITALS_ROWS_PER_ROUTE_PER_DAY;
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vitals:${day}:${report.route}`}, 0))`);
    const [held] = await tx
      .select({ rows: sql<number>`count(*)::int` })
      .from(web_vital_samples)
      .where(and(eq(web_vital_samples.measured_on, day), eq(web_vital_samples.route, report.route)));
    if ((held?.rows ?? 0) + report.metrics.length > cap) return 'over-cap' as const;
    await tx
      .insert(web_vital_samples)
      .values(report.metrics.map(({ name, value }) => ({ measured_on: day, route: report.route, metric: name, value, connection: report.connection ?? null })));
    return 'stored' as const;
  });
}

/** The worker's daily purge: rows measured before the retention window. */
export async function purgeOldVitals(retentionDays = getEnv().VITALS_RETENTION_DAYS, now = new Date()): Promise<number> {
  const oldest = addCalendarDays(indiaDate(now), -retentionDays);
  const result = await getDb().execute(sql`delete from ${web_vital_samples} where ${lt(web_vital_samples.measured_on, oldest)}`);
  return result.rowCount ?? 0;
}

/** Takes one report from the client's budget: 0 when allowed, else the seconds until it will be. */
export function takeVitalsReport(client: string): number {
  return vitalsBudget().take(client);
}
