import { z } from '@/lib/validation/zod';
import { isPublicPageRoute } from '@/lib/vitals/page-routes';
import { CONNECTION_TYPES, VITAL_METRICS } from '@/lib/vitals/vitals';

// One page view's Web Vitals report (POST /api/vitals, sent by components/vitals/vitals-reporter.ts): the page's
// route pattern (one of the app's public pages, lib/vitals/page-routes.ts), up to one value of each metric, and the
// connection type when the browser told it. Anything else (a route the app does not have, a staff or signed-in
// page, a URL with a query, an unknown metric, a value out of range, extra fields) is refused whole.

/** The largest report the endpoint reads; a real one is about 200 bytes. */
export const VITALS_MAX_BODY_BYTES = 1024;

const routePattern = z
  .string()
  .min(1)
  .max(120)
  .regex(/^\/[\w\-.~[\]/]*$/, 'route must be a path pattern without a query')
  .refine(isPublicPageRoute, 'route must be a public page of this site');

const vital = z
  .object({
    name: z.enum(VITAL_METRICS),
    // Milliseconds up to ten minutes; CLS is a score, far below that.
    value: z.number().finite().min(0).max(600_000),
  })
  .strict();

export const vitalsReportSchema = z
  .object({
    route: routePattern,
    metrics: z
      .array(vital)
      .min(1)
      .max(VITAL_METRICS.length)
      .refine((list) => new Set(list.map((item) => item.name)).size === list.length, 'each metric at most once'),
    connection: z.enum(CONNECTION_TYPES).optional(),
  })
  .strict();

export type VitalsReport = z.infer<typeof vitalsReportSchema>;
