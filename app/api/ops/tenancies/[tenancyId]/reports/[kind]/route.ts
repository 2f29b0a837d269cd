// GET /api/ops/tenancies/{tenancyId}/reports/{kind} -> the report's PDF for the desk (the kept one once locked, else
// the report as it stands, photos embedded); each opening is an audited view. 404 below the section's role and for
// a tenancy without such a report.
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { REPORT_KIND_SLUGS } from '@/lib/tenancies/condition-report';
import { reportParamsSchema } from '@/lib/validation/condition-reports';
import { notFound } from '@/server/http/errors';
import { withStaff } from '@/server/staff/with-staff';
import { openDeskReport } from '@/server/tenancies/condition-report-photos';

export const dynamic = 'force-dynamic';

export const GET = withStaff({ role: DESK_SECTIONS.tenancies.role, params: reportParamsSchema }, async ({ params, staff }) => {
  const file = await openDeskReport(staff, params.tenancyId, params.kind);
  if (!file) throw notFound('Not found');
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${REPORT_KIND_SLUGS[params.kind]}-condition-report${file.locked ? '' : '-draft'}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
