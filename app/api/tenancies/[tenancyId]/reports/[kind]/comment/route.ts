// POST /api/tenancies/{tenancyId}/reports/{kind}/comment {comment} -> 200 {message, report}: the owner's comment on a
// sent report, which goes back to the tenant with it (the tenant's confirmation no longer counts). 409
// `report_not_sent` before it was sent, `report_locked` once both confirmed; 403 for the tenant; 404 for anyone else.
import { NextResponse } from 'next/server';
import { conditionReportMessages, reportCommentSchema, reportParamsSchema, type ConditionReportAnswer } from '@/lib/validation/condition-reports';
import { withUser } from '@/server/auth/with-user';
import { commentOnReport } from '@/server/tenancies/condition-reports';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: reportCommentSchema, params: reportParamsSchema, idempotent: true }, async ({ request, body, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<ConditionReportAnswer>({ message: conditionReportMessages.commented, report: await commentOnReport(viewer, params.kind, body.comment) });
});
