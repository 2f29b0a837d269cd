// GET /api/tenancies/{tenancyId}/reports/{kind}/pdf -> the locked report's PDF, kept from the lock, with its SHA-256
// in `X-Report-SHA256`; 409 `report_not_locked` before both confirmed; 404 for anyone but the tenancy's parties.
import { reportParamsSchema } from '@/lib/validation/condition-reports';
import { REPORT_KIND_SLUGS } from '@/lib/tenancies/condition-report';
import { withUser } from '@/server/auth/with-user';
import { lockedReportPdf } from '@/server/tenancies/condition-reports';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const GET = withUser({ params: reportParamsSchema }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  const { pdf, sha256 } = await lockedReportPdf(viewer, params.kind);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${REPORT_KIND_SLUGS[params.kind]}-condition-report.pdf"`,
      'X-Report-SHA256': sha256,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
