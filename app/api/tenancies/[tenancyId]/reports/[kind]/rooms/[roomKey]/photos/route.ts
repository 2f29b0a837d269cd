// POST /api/tenancies/{tenancyId}/reports/{kind}/rooms/{roomKey}/photos <the image as the body> -> 200 {report}: one
// photo of the room, checked by its content, stripped of EXIF and location and resized (server/storage/uploads.ts),
// kept private; 413 past 10 MB, 422 for a file that is not a photo, 409 past the room's or the report's limit and
// once locked (`report_locked`). 404 for anyone but the tenancy's parties.
import { NextResponse } from 'next/server';
import { reportRoomParamsSchema, type ConditionReportAnswer } from '@/lib/validation/condition-reports';
import { withUser } from '@/server/auth/with-user';
import { readUploadedFile } from '@/server/http/upload-body';
import { addReportPhoto } from '@/server/tenancies/condition-report-photos';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ params: reportRoomParamsSchema }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  const file = await readUploadedFile(request);
  return NextResponse.json<ConditionReportAnswer>({ report: await addReportPhoto(viewer, params.kind, params.roomKey, file) });
});
