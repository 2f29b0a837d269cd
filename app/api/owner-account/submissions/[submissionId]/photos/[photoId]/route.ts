// DELETE /api/owner-account/submissions/{submissionId}/photos/{photoId} -> 200 {submission}: the owner removes a photo
// of a home they are adding (its file goes too). 404 for anyone else's home or photo.
import { NextResponse } from 'next/server';
import { submissionPhotoParamsSchema, type HomeSubmissionView } from '@/lib/validation/home-submission';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { removeSubmissionPhoto } from '@/server/listings/owner-submissions';
import { requireOwnerOfAccount } from '@/server/owners/account';

export const dynamic = 'force-dynamic';

export const DELETE = withUser({ params: submissionPhotoParamsSchema }, async ({ request, params, user }) => {
  const owner = await requireOwnerOfAccount(user.id);
  return NextResponse.json<{ submission: HomeSubmissionView }>({ submission: await removeSubmissionPhoto({ ownerId: owner.id, address: contextFromHeaders(request.headers).ip }, params.submissionId, params.photoId) });
});
