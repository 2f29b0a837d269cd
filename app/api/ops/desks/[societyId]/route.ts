// PUT    /api/ops/desks/{societyId} {pin} -> {outcome: 'set' | 'unchanged'}: sets (or replaces) the society's
//        security desk PIN (6-12 digits); a new PIN signs every open desk of the society out.
// DELETE /api/ops/desks/{societyId} -> {removed: boolean}: the society has no desk any more.
// Admin only; an unknown society is a 404. Audited without the PIN.
import { NextResponse } from 'next/server';
import { deskParamsSchema, deskPinSchema, type DeskPinSetAnswer, type DeskPinRemovedAnswer } from '@/lib/validation/ops-admin';
import { removeDeskPinAudited, setDeskPinAudited } from '@/server/visits/gate-desk-admin';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const PUT = withStaff({ role: 'admin', schema: deskPinSchema, params: deskParamsSchema }, async ({ body, params, staff }) =>
  NextResponse.json<DeskPinSetAnswer>({ outcome: await setDeskPinAudited(staff.actor, params.societyId.toLowerCase(), body.pin) }),
);

export const DELETE = withStaff({ role: 'admin', params: deskParamsSchema }, async ({ params, staff }) =>
  NextResponse.json<DeskPinRemovedAnswer>({ removed: await removeDeskPinAudited(staff.actor, params.societyId.toLowerCase()) }),
);
