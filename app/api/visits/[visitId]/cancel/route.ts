// POST /api/visits/{visitId}/cancel -> {id, status: 'cancelled'}: cancels the person's own upcoming visit; the
// slot frees at once and an e-mail and a WhatsApp go out through the job queue. Another person's visit is 404,
// a visit that already ended or was cancelled 409 `visit_not_cancellable`.
import { NextResponse } from 'next/server';
import { isVisitId } from '@/lib/validation/visit-update';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { cancelVisit } from '@/server/visits/cancellation';
import { VISIT_NOT_FOUND } from '@/server/visits/service';

export const dynamic = 'force-dynamic';

export const POST = withUser<undefined, { visitId: string }>({}, async ({ params, user }) => {
  if (!isVisitId(params.visitId)) throw notFound(VISIT_NOT_FOUND);
  const result = await cancelVisit(user.id, params.visitId);
  return NextResponse.json(result, { headers: { 'Cache-Control': 'private, no-store' } });
});
