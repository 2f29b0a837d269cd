// POST /api/tenancies/{tenancyId}/deposit/paid {amount, paid_on} -> 200 {message, deposit}: what was paid and when, by either party, until both confirmed it (409 `deposit_paid_settled` after); a day still to come 422; 409 `deposit_not_open` before both agreed the agreement; 404 for anyone but the tenancy's parties.
import { NextResponse } from 'next/server';
import { depositMessages, depositPaidSchema, depositParamsSchema, type DepositAnswer } from '@/lib/validation/deposits';
import { withUser } from '@/server/auth/with-user';
import { recordDepositPaid } from '@/server/tenancies/deposit';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: depositPaidSchema, params: depositParamsSchema, idempotent: true }, async ({ request, body, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<DepositAnswer>({ message: depositMessages.paidRecorded, deposit: await recordDepositPaid(viewer, body) });
});
