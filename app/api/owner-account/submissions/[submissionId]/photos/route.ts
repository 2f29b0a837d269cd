// POST /api/owner-account/submissions/{submissionId}/photos <the image as the body> -> 200 {submission}: one photo of
// the home, checked by its content, stripped of EXIF and location and resized (server/storage/uploads.ts); 413 past
// 10 MB, 422 for a file that is not a photo, 409 past 20. PUT {order: [photoId, ...]} -> 200 {submission}: the order.
import { NextResponse } from 'next/server';
import { homeSubmissionParamsSchema, photoOrderSchema, type HomeSubmissionView } from '@/lib/validation/home-submission';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { readUploadedFile } from '@/server/http/upload-body';
import { addSubmissionPhoto, reorderSubmissionPhotos } from '@/server/listings/owner-submissions';
import { requireOwnerOfAccount } from '@/server/owners/account';

export const dynamic = 'force-dynamic';

export const POST = withUser({ params: homeSubmissionParamsSchema }, async ({ request, params, user }) => {
  const owner = await requireOwnerOfAccount(user.id);
  const file = await readUploadedFile(request);
  return NextResponse.json<{ submission: HomeSubmissionView }>({ submission: await addSubmissionPhoto({ ownerId: owner.id, address: contextFromHeaders(request.headers).ip }, params.submissionId, file) });
});

export const PUT = withUser({ schema: photoOrderSchema, params: homeSubmissionParamsSchema }, async ({ request, body, params, user }) => {
  const owner = await requireOwnerOfAccount(user.id);
  return NextResponse.json<{ submission: HomeSubmissionView }>({ submission: await reorderSubmissionPhotos({ ownerId: owner.id, address: contextFromHeaders(request.headers).ip }, params.submissionId, body.order) });
});
