// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, pgTable, real, text } from 'drizzle-orm/pg-core';

/**
 * Real users' Web Vitals (server/vitals/service.ts): one row per metric of a sampled page view, the page named by
 * its route pattern (`/society/[societyName]`), never its URL, with the India date it was measured on and the
 * connection type when the browser told it. No person, address or cookie. Rows older than VITALS_RETENTION_DAYS
 * are removed by the worker's daily purge; the desk reads p75 per route and per day (index below).
 */
export const web_vital_samples = pgTable(
  'web_vital_samples',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    measured_on: date('measured_on').notNull(),
    route: text('route').notNull(),
    metric: text('metric').notNull(),
    /** Milliseconds (LCP, INP, FCP, TTFB) or the unitless layout shift score (CLS). */
    value: real('value').notNull(),
    connection: text('connection'),
  },
  (t) => [
    check('web_vital_samples_metric_check', sql`${t.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check('web_vital_samples_route_check', sql`char_length(${t.route}) between 1 and 120`),
    check('web_vital_samples_value_check', sql`${t.value} >= 0`),
    index('web_vital_samples_day_route_idx').on(t.measured_on, t.route, t.metric),
  ],
);
