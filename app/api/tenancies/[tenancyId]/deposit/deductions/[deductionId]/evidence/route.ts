// GET /api/tenancies/{tenancyId}/deposit/deductions/{deductionId}/evidence -> the deduction's photo (WebP) or invoice
// (PDF), for the tenancy's tenant and owner only; 404 for anyone else and for a line not of this deposit.
import { deductionParamsSchema } from '@/lib/validation/deposits';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { deductionEvidence } from '@/server/tenancies/deposit';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const GET = withUser({ params: deductionParamsSchema }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  const file = await deductionEvidence(viewer, params.deductionId);
  if (!file) throw notFound('Evidence not found');
  return new Response(new Uint8Array(file.body), { headers: { 'Content-Type': file.contentType, 'Content-Disposition': 'inline', 'X-Content-Type-Options': 'nosniff' } });
});
