// DELETE /api/tenancies/{tenancyId}/deposit/deductions/{deductionId} -> 200 {message, deposit}: the owner withdraws a
// deduction before the return is recorded (409 `return_recorded` after), its evidence removed from storage; 403 for
// the tenant; 404 for anyone but the tenancy's parties and for a line not of this deposit.
import { NextResponse } from 'next/server';
import { deductionParamsSchema, depositMessages, type DepositAnswer } from '@/lib/validation/deposits';
import { withUser } from '@/server/auth/with-user';
import { removeDeduction } from '@/server/tenancies/deposit';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const DELETE = withUser({ params: deductionParamsSchema }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<DepositAnswer>({ message: depositMessages.deductionRemoved, deposit: await removeDeduction(viewer, params.deductionId) });
});
