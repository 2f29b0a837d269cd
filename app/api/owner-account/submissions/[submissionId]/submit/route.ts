// POST /api/owner-account/submissions/{submissionId}/submit {} -> 200 {message, submission}: 'Send to GHomes': the home
// waits for the desk's check. 409 `need_photos` under three photos, `need_document` without the ownership document.
import { NextResponse } from 'next/server';
import { homeSubmissionParamsSchema, submitSubmissionSchema, type HomeSubmissionSavedAnswer } from '@/lib/validation/home-submission';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { submitSubmission } from '@/server/listings/owner-submissions';
import { requireOwnerOfAccount } from '@/server/owners/account';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: submitSubmissionSchema, params: homeSubmissionParamsSchema }, async ({ request, params, user }) => {
  const owner = await requireOwnerOfAccount(user.id);
  return NextResponse.json<HomeSubmissionSavedAnswer>(await submitSubmission({ ownerId: owner.id, address: contextFromHeaders(request.headers).ip }, params.submissionId));
});
