// POST /api/visits/{visitId}/reschedule {visit_start, visit_end} -> {visit}: moves the person's own upcoming
// visit to another slot under the booking sheet's rules (422), at most twice (409 `reschedule_limit`); a slot
// someone holds is 409 `slot_taken`. A visit already moved to that very slot answers 200 with it (a repeat).
// Another person's visit (or a malformed id) is 404 and changes nothing.
import { NextResponse } from 'next/server';
import { rescheduleVisitSchema, type RescheduleVisitAnswer } from '@/lib/validation/reschedule';
import { visitParamsSchema } from '@/lib/validation/visit-update';
import { withUser } from '@/server/auth/with-user';
import { rescheduleVisit } from '@/server/visits/reschedule';
import { VISIT_NOT_FOUND } from '@/server/visits/service';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: rescheduleVisitSchema, params: visitParamsSchema(VISIT_NOT_FOUND), idempotent: true }, async ({ body, params, user }) =>
  NextResponse.json<RescheduleVisitAnswer>({ visit: await rescheduleVisit(user.id, params.visitId, body) }),
);
