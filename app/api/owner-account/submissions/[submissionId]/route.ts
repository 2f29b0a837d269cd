// PUT /api/owner-account/submissions/{submissionId} {the details} -> 200 {message, submission}: the owner changes a
// home they are adding, while it is a draft or sent back by the desk. 404 for anyone else's; 409 `submission_closed`.
import { NextResponse } from 'next/server';
import { homeSubmissionDetailsSchema, homeSubmissionParamsSchema, type HomeSubmissionSavedAnswer } from '@/lib/validation/home-submission';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { updateSubmission } from '@/server/listings/owner-submissions';
import { requireOwnerOfAccount } from '@/server/owners/account';

export const dynamic = 'force-dynamic';

export const PUT = withUser({ schema: homeSubmissionDetailsSchema, params: homeSubmissionParamsSchema, maxBodyBytes: 8192 }, async ({ request, body, params, user }) => {
  const owner = await requireOwnerOfAccount(user.id);
  return NextResponse.json<HomeSubmissionSavedAnswer>(await updateSubmission({ ownerId: owner.id, address: contextFromHeaders(request.headers).ip }, params.submissionId, body));
});
