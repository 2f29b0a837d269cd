// PATCH  /api/ops/staff/{userId} {role, societyIds} -> {member}: a staff member's new role and societies.
// DELETE /api/ops/staff/{userId} -> {removed: true}: ends the role (the desk answers them 404 from their next
// request). Admin only; someone who is not staff is a 404; the last admin cannot demote or remove themselves
// (409 last_admin). Audited.
import { NextResponse } from 'next/server';
import { staffChangeSchema, staffParamsSchema, type StaffRemovedAnswer, type StaffMemberAnswer } from '@/lib/validation/ops-admin';
import { changeFromDesk, removeFromDesk } from '@/server/staff/desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const PATCH = withStaff({ role: 'admin', schema: staffChangeSchema, params: staffParamsSchema }, async ({ body, params, staff }) => {
  const member = await changeFromDesk(staff.actor, params.userId.toLowerCase(), body);
  return NextResponse.json<StaffMemberAnswer>({ member });
});

export const DELETE = withStaff({ role: 'admin', params: staffParamsSchema }, async ({ params, staff }) => {
  await removeFromDesk(staff.actor, params.userId.toLowerCase());
  return NextResponse.json<StaffRemovedAnswer>({ removed: true });
});
