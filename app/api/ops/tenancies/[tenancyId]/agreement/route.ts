// GET /api/ops/tenancies/{tenancyId}/agreement -> the tenancy's agreement PDF for the desk (manager and up); each
// opening is an audited view. 404 for anyone below the role and for no such tenancy.
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { tenancyParamsSchema } from '@/lib/validation/tenancies';
import { notFound } from '@/server/http/errors';
import { withStaff } from '@/server/staff/with-staff';
import { openDeskAgreement } from '@/server/tenancies/desk';

export const dynamic = 'force-dynamic';

export const GET = withStaff({ role: DESK_SECTIONS.tenancies.role, params: tenancyParamsSchema }, async ({ params, staff }) => {
  const file = await openDeskAgreement(staff, params.tenancyId);
  if (!file) throw notFound('Not found');
  return new Response(new Uint8Array(file.pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="rent-agreement.pdf"', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'X-Agreement-SHA256': file.sha256 },
  });
});
