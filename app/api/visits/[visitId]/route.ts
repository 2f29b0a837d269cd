// PATCH /api/visits/{visitId} {feedback, drop_reason, notes} -> {id}: 'Update Visit Status' on the person's own
// visit (spec 5, 7). Drop reasons are kept only with Dropped, empty notes become null. Another person's visit
// id (or a malformed one) is 404 and changes nothing; bad values are 422 with a message; a cancelled visit or
// one not yet started is 409 (`visit_cancelled`, `visit_not_started`) and keeps its feedback.
import { NextResponse } from 'next/server';
import { toStoredVisitUpdate, visitParamsSchema, visitUpdateSchema, type VisitUpdateAnswer } from '@/lib/validation/visit-update';
import { withUser } from '@/server/auth/with-user';
import { updateVisitFeedback, VISIT_NOT_FOUND } from '@/server/visits/service';

export const dynamic = 'force-dynamic';

export const PATCH = withUser({ schema: visitUpdateSchema, params: visitParamsSchema(VISIT_NOT_FOUND) }, async ({ body, params, user }) => {
  const id = await updateVisitFeedback(user.id, params.visitId, toStoredVisitUpdate(body));
  return NextResponse.json<VisitUpdateAnswer>({ id });
});
