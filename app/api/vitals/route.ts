// POST /api/vitals {route, metrics: [{name, value}], connection?}: one sampled page view's Web Vitals, sent by the
// browser with navigator.sendBeacon when the page is hidden (components/vitals/). 204 when stored; 413 over 1 KiB,
// 400/422 for anything malformed (nothing stored); 429 past VITALS_REPORTS_PER_MINUTE for the client. Reads no
// cookie and sets none.
import { VITALS_MAX_BODY_BYTES, vitalsReportSchema } from '@/lib/validation/vitals';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { AppError } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import { storeVitalsReport, takeVitalsReport } from '@/server/vitals/service';

export const dynamic = 'force-dynamic';

export const POST = withHandler(
  {
    schema: vitalsReportSchema,
    maxBodyBytes: VITALS_MAX_BODY_BYTES,
    cacheControl: 'no-store',
    outcome: 'vitals',
    // Before the body is read: a client past its budget costs nothing more.
    authorize: (request) => {
      if (takeVitalsReport(contextFromHeaders(request.headers).ip) > 0) throw new AppError('rate_limited', 'Too many reports. Please try again later.', 429);
    },
  },
  async ({ body }) => {
    await storeVitalsReport(body);
    return new Response(null, { status: 204 });
  },
);
