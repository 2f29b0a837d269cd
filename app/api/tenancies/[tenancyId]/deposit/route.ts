// GET /api/tenancies/{tenancyId}/deposit -> 200 {deposit}: the tenancy's deposit for its tenant and owner (the agreed
// amount and days, what was paid, the keys, the due day, the deductions and the balances); 404 for anyone else.
import { NextResponse } from 'next/server';
import { depositParamsSchema, type DepositAnswer } from '@/lib/validation/deposits';
import { withUser } from '@/server/auth/with-user';
import { depositView } from '@/server/tenancies/deposit';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const GET = withUser({ params: depositParamsSchema }, async ({ request, params, user }) =>
  NextResponse.json<DepositAnswer>({ deposit: await depositView(await reportViewerOf(request, user.id, params.tenancyId)) }),
);
