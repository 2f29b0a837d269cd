import 'server-only';
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_PAGE_ROUTES } from '@/lib/vitals/page-routes';
import { VITAL_METRICS, type VitalMetric } from '@/lib/vitals/vitals';
import { addCalendarDays, indiaDate } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { web_vital_samples } from '@/server/db/schema';

// /ops/vitals: the 75th percentile of each metric per route and per day (the figure Google judges a page by), with
// the number of samples behind it. Reads one window of days through the (measured_on, route, metric) index.

export interface VitalFigure {
  p75: number;
  samples: number;
}

export type VitalFigures = Partial<Record<VitalMetric, VitalFigure>>;

export interface VitalsRow {
  /** The route pattern (by route) or the India date (by day). */
  key: string;
  figures: VitalFigures;
}

export interface VitalsDeskReport {
  byRoute: VitalsRow[];
  byDay: VitalsRow[];
  /** Every route with samples in the window, for the filter. */
  routes: string[];
}

type FigureRow = {
  key: string;
  metric: string;
  p75: number;
  samples: number;
};

function pivot(rows: FigureRow[]): VitalsRow[] {
  const byKey = new Map<string, VitalFigures>();
  for (const row of rows) {
    if (!(VITAL_METRICS as readonly string[]).includes(row.metric)) continue;
    const figures = byKey.get(row.key) ?? {};
    figures[row.metric as VitalMetric] = { p75: Number(row.p75), samples: Number(row.samples) };
    byKey.set(row.key, figures);
  }
  return [...byKey].map(([key, figures]) => ({ key, figures }));
}

async function figures(group: SQL, where: SQL | undefined, order: SQL): Promise<FigureRow[]> {
  const { rows } = await getDb().execute<FigureRow>(sql`
    select ${group} as key, ${web_vital_samples.metric} as metric,
           percentile_cont(0.75) within group (order by ${web_vital_samples.value}) as p75, count(*)::int as samples
      from ${web_vital_samples} where ${where}
     group by 1, 2 order by ${order}`);
  return rows;
}

/**
 * The last `days` India days (today included), for one route or all: only the app's public page routes, so rows an
 * older build stored under any other text, or for a staff or signed-in page, never reach the desk or a /metrics label.
 */
export async function vitalsDeskReport({ days, route }: { days: number; route?: string }, now = new Date()): Promise<VitalsDeskReport> {
  const since = and(gte(web_vital_samples.measured_on, addCalendarDays(indiaDate(now), -(days - 1))), inArray(web_vital_samples.route, [...PUBLIC_PAGE_ROUTES]))!;
  const where = route ? and(since, eq(web_vital_samples.route, route)) : since;
  const [byRoute, byDay, routes] = await Promise.all([
    figures(sql`${web_vital_samples.route}`, where, sql`1, 2`),
    figures(sql`${web_vital_samples.measured_on}::text`, where, sql`1 desc, 2`),
    getDb().selectDistinct({ route: web_vital_samples.route }).from(web_vital_samples).where(since).orderBy(web_vital_samples.route),
  ]);
  return { byRoute: pivot(byRoute), byDay: pivot(byDay), routes: routes.map((row) => row.route) };
}
