// PUT /api/owner-account/submissions/{submissionId}/document?kind=Sale%20deed <the file as the body> -> 200
// {submission}: the home's one ownership document (PDF or a photo of it), kept privately: only the desk opens it.
// 422 for a kind not on the list or a file that is neither; 413 past 10 MB.
import { NextResponse } from 'next/server';
import { documentKindSchema, homeSubmissionParamsSchema, type HomeSubmissionView } from '@/lib/validation/home-submission';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { AppError } from '@/server/http/errors';
import { readUploadedFile } from '@/server/http/upload-body';
import { setSubmissionDocument } from '@/server/listings/owner-submissions';
import { requireOwnerOfAccount } from '@/server/owners/account';

export const dynamic = 'force-dynamic';

export const PUT = withUser({ params: homeSubmissionParamsSchema }, async ({ request, params, user }) => {
  const owner = await requireOwnerOfAccount(user.id);
  const kind = documentKindSchema.safeParse(request.nextUrl.searchParams.get('kind'));
  if (!kind.success) throw new AppError('validation_error', kind.error.issues[0]!.message, 422);
  const file = await readUploadedFile(request);
  return NextResponse.json<{ submission: HomeSubmissionView }>({ submission: await setSubmissionDocument({ ownerId: owner.id, address: contextFromHeaders(request.headers).ip }, params.submissionId, kind.data, file) });
});
