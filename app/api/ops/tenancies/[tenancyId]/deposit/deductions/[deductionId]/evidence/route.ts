// GET /api/ops/tenancies/{tenancyId}/deposit/deductions/{deductionId}/evidence -> a deduction's photo or invoice for
// the desk, an audited view of the deposit; 404 below the section's role and for a line not of this deposit.
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { deductionParamsSchema } from '@/lib/validation/deposits';
import { notFound } from '@/server/http/errors';
import { withStaff } from '@/server/staff/with-staff';
import { openDeskDeductionEvidence } from '@/server/tenancies/deposit';

export const dynamic = 'force-dynamic';

export const GET = withStaff({ role: DESK_SECTIONS.tenancies.role, params: deductionParamsSchema }, async ({ params, staff }) => {
  const file = await openDeskDeductionEvidence(staff, params.tenancyId, params.deductionId);
  if (!file) throw notFound('Evidence not found');
  return new Response(new Uint8Array(file.body), { headers: { 'Content-Type': file.contentType, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' } });
});
