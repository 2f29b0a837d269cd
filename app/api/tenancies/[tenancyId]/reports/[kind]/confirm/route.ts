// POST /api/tenancies/{tenancyId}/reports/{kind}/confirm {} -> 200 {message, report}: a party confirms the report.
// The tenant's confirmation is the sending; the owner's, of a sent report, locks it in one transaction with its PDF
// and SHA-256. A second confirmation answers the locked report. 409 `report_not_sent` for the owner before the
// tenant sent it; 404 for anyone but the tenancy's parties.
import { NextResponse } from 'next/server';
import { conditionReportMessages, reportActionSchema, reportParamsSchema, type ConditionReportAnswer } from '@/lib/validation/condition-reports';
import { withUser } from '@/server/auth/with-user';
import { confirmReport } from '@/server/tenancies/condition-reports';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: reportActionSchema, params: reportParamsSchema, idempotent: true }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  const { report } = await confirmReport(viewer, params.kind);
  const message = report.status === 'locked' ? conditionReportMessages.lockedNow : viewer.party === 'tenant' ? conditionReportMessages.sent : conditionReportMessages.confirmed;
  return NextResponse.json<ConditionReportAnswer>({ message, report });
});
