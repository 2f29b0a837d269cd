// POST /api/ops/staff {email, role, societyIds} -> {member}: gives the account with this e-mail a desk role (or
// changes the one it has). Admin only (404 for anyone else); an address without an account is a 404 with its
// message; the last admin cannot make themselves less than admin (409 last_admin). Audited.
import { NextResponse } from 'next/server';
import { staffGrantSchema, type StaffMemberAnswer } from '@/lib/validation/ops-admin';
import { grantFromDesk } from '@/server/staff/desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: 'admin', schema: staffGrantSchema }, async ({ body, staff }) => {
  const member = await grantFromDesk(staff.actor, body);
  return NextResponse.json<StaffMemberAnswer>({ member });
});
