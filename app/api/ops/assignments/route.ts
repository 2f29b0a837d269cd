// PUT /api/ops/assignments {subject: offer | message | listing, id, assigneeId | null} -> 200 {assignedTo, changed}
// (manager and up): gives the record to a manager or an admin, or to nobody; audited as `assign.set` /
// `assign.clear` (the same assignee again writes nothing). 404 below manager and for an unknown record; 422 for an
// assignee who is not a manager or an admin (nothing written).
import { NextResponse } from 'next/server';
import { assignSchema, type AssignmentAnswer } from '@/lib/validation/ops-notes';
import { assign } from '@/server/staff/desk-notes';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const PUT = withStaff({ role: 'manager', schema: assignSchema }, async ({ body, staff }) => {
  return NextResponse.json<AssignmentAnswer>(await assign(staff, body.subject, body.id, body.assigneeId));
});
