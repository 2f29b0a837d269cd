// POST /api/visits/{visitId}/cancel -> {id, status: 'cancelled'}: cancels the person's own upcoming visit; the
// slot frees at once and an e-mail and a WhatsApp go out through the job queue. Another person's visit is 404,
// a visit that already ended 409 `visit_not_cancellable`; one already cancelled answers its cancelled state again
// (a repeat of the person's cancel), with no second notice.
import { NextResponse } from 'next/server';
import { visitParamsSchema, type CancelVisitAnswer } from '@/lib/validation/visit-update';
import { withUser } from '@/server/auth/with-user';
import { cancelVisit } from '@/server/visits/cancellation';
import { VISIT_NOT_FOUND } from '@/server/visits/service';

export const dynamic = 'force-dynamic';

export const POST = withUser({ params: visitParamsSchema(VISIT_NOT_FOUND), idempotent: true }, async ({ params, user }) =>
  NextResponse.json<CancelVisitAnswer>(await cancelVisit(user.id, params.visitId)),
);
