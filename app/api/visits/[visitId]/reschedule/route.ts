// POST /api/visits/{visitId}/reschedule {visit_start, visit_end} -> {visit}: moves the person's own upcoming
// visit to another slot under the booking sheet's rules (422), at most twice (409 `reschedule_limit`); a slot
// someone holds is 409 `slot_taken`. Another person's visit is 404 and changes nothing.
import { NextResponse } from 'next/server';
import { rescheduleVisitSchema } from '@/lib/validation/reschedule';
import { isVisitId } from '@/lib/validation/visit-update';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { VISIT_NOT_FOUND } from '@/server/services/visits';
import { rescheduleVisit } from '@/server/visits/reschedule';

export const dynamic = 'force-dynamic';

export const POST = withUser<typeof rescheduleVisitSchema, { visitId: string }>({ schema: rescheduleVisitSchema }, async ({ body, params, user }) => {
  if (!isVisitId(params.visitId)) throw notFound(VISIT_NOT_FOUND);
  const visit = await rescheduleVisit(user.id, params.visitId, body);
  return NextResponse.json({ visit }, { headers: { 'Cache-Control': 'private, no-store' } });
});
