// POST /api/tenancies/{tenancyId}/deposit/keys/confirm {} -> 200 {message, deposit}: the other party confirms the day the keys came back (409 `own_record` for the one who recorded it); again changes nothing. 404 for anyone but the tenancy's parties.
import { NextResponse } from 'next/server';
import { depositActionSchema, depositMessages, depositParamsSchema, type DepositAnswer } from '@/lib/validation/deposits';
import { withUser } from '@/server/auth/with-user';
import { confirmKeysReturned } from '@/server/tenancies/deposit';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: depositActionSchema, params: depositParamsSchema, idempotent: true }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  return NextResponse.json<DepositAnswer>({ message: depositMessages.keysConfirmed, deposit: await confirmKeysReturned(viewer) });
});
