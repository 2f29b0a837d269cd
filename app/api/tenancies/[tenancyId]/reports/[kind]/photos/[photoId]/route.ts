// GET /api/tenancies/{tenancyId}/reports/{kind}/photos/{photoId} -> the photo (WebP), for the tenancy's tenant and
// owner only. DELETE -> 200 {report}: the tenant removes it before the report is locked (409 `report_locked` after).
// 404 for anyone else and for a photo not of this report.
import { NextResponse } from 'next/server';
import { reportPhotoParamsSchema, type ConditionReportAnswer } from '@/lib/validation/condition-reports';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { removeReportPhoto, reportPhotoFile } from '@/server/tenancies/condition-report-photos';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const GET = withUser({ params: reportPhotoParamsSchema }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  const file = await reportPhotoFile(viewer, params.kind, params.photoId);
  if (!file) throw notFound('Photo not found');
  return new Response(new Uint8Array(file.body), { headers: { 'Content-Type': file.contentType, 'X-Content-Type-Options': 'nosniff' } });
});

export const DELETE = withUser({ params: reportPhotoParamsSchema }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<ConditionReportAnswer>({ report: await removeReportPhoto(viewer, params.kind, params.photoId) });
});
