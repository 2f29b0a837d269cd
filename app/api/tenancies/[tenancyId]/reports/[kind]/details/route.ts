// PUT /api/tenancies/{tenancyId}/reports/{kind}/details {meters?, keys?, fittings?} -> 200 {message, report}: the
// meter readings, the keys handed over and each fitting's state, while the report is the tenant's draft; 409
// `report_locked` once both confirmed. 404 for anyone but the tenancy's parties.
import { NextResponse } from 'next/server';
import { conditionReportMessages, reportDetailsSchema, reportParamsSchema, type ConditionReportAnswer } from '@/lib/validation/condition-reports';
import { withUser } from '@/server/auth/with-user';
import { saveReportDetails } from '@/server/tenancies/condition-reports';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const PUT = withUser({ schema: reportDetailsSchema, params: reportParamsSchema }, async ({ request, body, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<ConditionReportAnswer>({ message: conditionReportMessages.noteSaved, report: await saveReportDetails(viewer, params.kind, body) });
});
