// GET /api/tenancies/{tenancyId}/agreement -> the rent agreement as a PDF, for the tenancy's tenant and owner only
// (404 for anyone else): the draft of the current version, or the final one with both confirmations. Its SHA-256 is
// in `X-Agreement-SHA256`, the value a party agrees to (docs/move-in.md "The agreement").
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { agreementPdf, tenancyViewer } from '@/server/tenancies/agreement';
import { tenancyParamsSchema } from '@/lib/validation/tenancies';

export const dynamic = 'force-dynamic';

export const GET = withUser({ params: tenancyParamsSchema }, async ({ request, params, user }) => {
  if (!(await tenancyViewer(user.id, params.tenancyId, contextFromHeaders(request.headers).ip))) throw notFound('Not found');
  const { pdf, sha256, final } = await agreementPdf(params.tenancyId);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="rent-agreement${final ? '-final' : ''}.pdf"`,
      'X-Agreement-SHA256': sha256,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
