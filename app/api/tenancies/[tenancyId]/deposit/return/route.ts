// POST /api/tenancies/{tenancyId}/deposit/return {amount, returned_on} -> 200 {message, deposit}: what the owner returned and when (0 up to the deposit paid), once the keys are confirmed; again before the tenant confirms replaces it. 403 for the tenant, 409 `return_settled` once confirmed, 404 for anyone but the tenancy's parties.
import { NextResponse } from 'next/server';
import { depositMessages, depositReturnSchema, depositParamsSchema, type DepositAnswer } from '@/lib/validation/deposits';
import { withUser } from '@/server/auth/with-user';
import { recordDepositReturn } from '@/server/tenancies/deposit';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: depositReturnSchema, params: depositParamsSchema, idempotent: true }, async ({ request, body, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<DepositAnswer>({ message: depositMessages.returnSaved, deposit: await recordDepositReturn(viewer, body) });
});
