// GET /api/ops/tenancies/{tenancyId}/reports/{kind}/photos/{photoId} -> one photo of the report for the desk, an
// audited view; 404 below the section's role and for a photo not of this report.
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { reportPhotoParamsSchema } from '@/lib/validation/condition-reports';
import { notFound } from '@/server/http/errors';
import { withStaff } from '@/server/staff/with-staff';
import { openDeskReportPhoto } from '@/server/tenancies/condition-report-photos';

export const dynamic = 'force-dynamic';

export const GET = withStaff({ role: DESK_SECTIONS.tenancies.role, params: reportPhotoParamsSchema }, async ({ params, staff }) => {
  const file = await openDeskReportPhoto(staff, params.tenancyId, params.kind, params.photoId);
  if (!file) throw notFound('Photo not found');
  return new Response(new Uint8Array(file.body), { headers: { 'Content-Type': file.contentType, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' } });
});
