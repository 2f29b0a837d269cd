// POST /api/tenancies/{tenancyId}/reports/{kind}/send {} -> 200 {message, report}: 'Send to the owner', the tenant's
// confirmation (its time and address are kept); sending again is fine. 409 `report_locked` once both confirmed,
// 403 `report_not_yours` for the owner; 404 for anyone but the tenancy's parties.
import { NextResponse } from 'next/server';
import { conditionReportMessages, reportActionSchema, reportParamsSchema, type ConditionReportAnswer } from '@/lib/validation/condition-reports';
import { withUser } from '@/server/auth/with-user';
import { sendReport } from '@/server/tenancies/condition-reports';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: reportActionSchema, params: reportParamsSchema, idempotent: true }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<ConditionReportAnswer>({ message: conditionReportMessages.sent, report: await sendReport(viewer, params.kind) });
});
