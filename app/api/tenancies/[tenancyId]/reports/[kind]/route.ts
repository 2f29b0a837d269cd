// GET /api/tenancies/{tenancyId}/reports/{move-in|move-out} -> 200 {report}: the report for its parties (the move-in
// one opens on the first reading once the tenancy is moving in); 409 `report_not_open` before the agreement,
// `report_not_started` for a move-out report nobody started. POST {} -> 200 {message, report}: 'Start the move-out
// report' (either party, once moving in; again is fine). 404 for anyone but the tenancy's tenant and owner.
import { NextResponse } from 'next/server';
import { conditionReportMessages, reportActionSchema, reportParamsSchema, type ConditionReportAnswer } from '@/lib/validation/condition-reports';
import { withUser } from '@/server/auth/with-user';
import { conditionReport, startMoveOutReport } from '@/server/tenancies/condition-reports';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const GET = withUser({ params: reportParamsSchema }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<ConditionReportAnswer>({ report: await conditionReport(viewer, params.kind) });
});

export const POST = withUser({ schema: reportActionSchema, params: reportParamsSchema, idempotent: true }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  if (params.kind === 'move_in') return NextResponse.json<ConditionReportAnswer>({ report: await conditionReport(viewer, 'move_in') });
  return NextResponse.json<ConditionReportAnswer>({ message: conditionReportMessages.started, report: await startMoveOutReport(viewer) });
});
