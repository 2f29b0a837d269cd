// GET /api/ops/new-homes/{submissionId}/document -> the ownership document (manager and up), shown inline and never
// stored by a cache; each opening is an audited view. 404 for anyone below the role and for a home without one.
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { homeSubmissionParamsSchema } from '@/lib/validation/home-submission';
import { notFound } from '@/server/http/errors';
import { openSubmissionDocument } from '@/server/listings/submissions-desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const GET = withStaff({ role: DESK_SECTIONS.newHomes.role, params: homeSubmissionParamsSchema }, async ({ params, staff }) => {
  const file = await openSubmissionDocument(staff, params.submissionId);
  if (!file) throw notFound('No document');
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': 'inline; filename="ownership-document"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // A PDF opened inline runs no script of ours and may not be framed elsewhere.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    },
  });
});
