// POST /api/ops/new-homes/{submissionId} {decision: 'approve'} | {decision: 'ask' | 'refuse', note} -> 200 {message,
// status, propertyId} (manager and up): the desk's answer to a home an owner added (docs/ops.md "New homes"):
// approved, the home and its Active listing are made and its pages expired; asked, the owner edits it again;
// refused, with the reason. The owner is told; audited. 404 for one not waiting; 409 `already_listed`.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { homeSubmissionParamsSchema, submissionDecisionSchema, type SubmissionDecidedAnswer } from '@/lib/validation/home-submission';
import { decideSubmission } from '@/server/listings/submissions-desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.newHomes.role, schema: submissionDecisionSchema, params: homeSubmissionParamsSchema }, async ({ body, params, staff }) =>
  NextResponse.json<SubmissionDecidedAnswer>(await decideSubmission(staff, params.submissionId, body)),
);
