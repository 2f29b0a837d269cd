// PUT /api/tenancies/{tenancyId}/reports/{kind}/rooms/{roomKey} {note} -> 200 {message, report}: the tenant's note
// on one room while the report is a draft; 409 `report_locked` once both confirmed, `report_with_owner` while sent;
// 404 for anyone but the tenancy's parties and for a room the report does not have.
import { NextResponse } from 'next/server';
import { conditionReportMessages, reportRoomParamsSchema, roomNoteSchema, type ConditionReportAnswer } from '@/lib/validation/condition-reports';
import { withUser } from '@/server/auth/with-user';
import { saveRoomNote } from '@/server/tenancies/condition-reports';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const PUT = withUser({ schema: roomNoteSchema, params: reportRoomParamsSchema }, async ({ request, body, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<ConditionReportAnswer>({ message: conditionReportMessages.noteSaved, report: await saveRoomNote(viewer, params.kind, params.roomKey, body.note) });
});
