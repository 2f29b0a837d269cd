// POST /api/ops/visits/{visitId}/mark {mark: 'door_unlocked' | 'no_show'} -> {id, doorUnlockedAt, noShowAt}: an
// agent (or any higher role) marks a visit of its societies on the visit's day; DELETE takes the mark back that
// day. Another society's visit is 404; a visit that may not be marked now is 409 with the rule's code
// (lib/visits/desk-marks.ts). Each change writes its audit row in its transaction.
import { NextResponse } from 'next/server';
import { visitMarkSchema } from '@/lib/validation/ops-visits';
import { visitParamsSchema } from '@/lib/validation/visit-update';
import { markVisit, undoVisitMark } from '@/server/visits/desk-marks';
import { VISIT_NOT_FOUND } from '@/server/visits/service';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

const params = visitParamsSchema(VISIT_NOT_FOUND);

export const POST = withStaff({ role: 'agent', schema: visitMarkSchema, params }, async ({ body, params, staff }) =>
  NextResponse.json(await markVisit(staff, params.visitId, body.mark)),
);

export const DELETE = withStaff({ role: 'agent', params }, async ({ params, staff }) => NextResponse.json(await undoVisitMark(staff, params.visitId)));
