// POST /api/tenancies/{tenancyId}/deposit/return/confirm {} -> 200 {message, deposit}: the tenant confirms the return the owner recorded (403 for the owner, 409 `return_not_recorded` before it); again changes nothing. 404 for anyone but the tenancy's parties.
import { NextResponse } from 'next/server';
import { depositActionSchema, depositMessages, depositParamsSchema, type DepositAnswer } from '@/lib/validation/deposits';
import { withUser } from '@/server/auth/with-user';
import { confirmDepositReturn } from '@/server/tenancies/deposit';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: depositActionSchema, params: depositParamsSchema, idempotent: true }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<DepositAnswer>({ message: depositMessages.returnConfirmed, deposit: await confirmDepositReturn(viewer) });
});
