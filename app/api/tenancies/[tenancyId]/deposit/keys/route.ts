// POST /api/tenancies/{tenancyId}/deposit/keys {returned_on} -> 200 {message, deposit}: the day the keys came back, by either party once the payment is confirmed (409 `deposit_not_held` before, `keys_settled` once both confirmed); the return is due the agreement's days after it. 404 for anyone but the tenancy's parties.
import { NextResponse } from 'next/server';
import { depositMessages, keysReturnedSchema, depositParamsSchema, type DepositAnswer } from '@/lib/validation/deposits';
import { withUser } from '@/server/auth/with-user';
import { recordKeysReturned } from '@/server/tenancies/deposit';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: keysReturnedSchema, params: depositParamsSchema, idempotent: true }, async ({ request, body, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<DepositAnswer>({ message: depositMessages.keysRecorded, deposit: await recordKeysReturned(viewer, body) });
});
