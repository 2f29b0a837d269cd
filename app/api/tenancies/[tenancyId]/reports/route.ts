// GET /api/tenancies/{tenancyId}/reports -> 200 {moveIn, moveOut, open}: where the tenancy's move-in and move-out
// condition reports stand, for the tenancy page's card; 404 for anyone but its tenant and owner.
import { NextResponse } from 'next/server';
import type { TenancyReportsAnswer } from '@/lib/validation/condition-reports';
import { tenancyParamsSchema } from '@/lib/validation/tenancies';
import { withUser } from '@/server/auth/with-user';
import { tenancyReports } from '@/server/tenancies/condition-reports';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const GET = withUser({ params: tenancyParamsSchema }, async ({ request, params, user }) =>
  NextResponse.json<TenancyReportsAnswer>(await tenancyReports(await reportViewerOf(request, user.id, params.tenancyId))),
);
