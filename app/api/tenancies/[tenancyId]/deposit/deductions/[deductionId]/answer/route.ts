// POST /api/tenancies/{tenancyId}/deposit/deductions/{deductionId}/answer {answer, reason?} -> 200 {message, deposit}:
// the tenant accepts or disputes a deduction (a dispute with a short reason), until the return is recorded (409
// after); 403 for the owner; 404 for anyone but the tenancy's parties and for a line not of this deposit.
import { NextResponse } from 'next/server';
import { deductionAnswerSchema, deductionParamsSchema, depositMessages, type DepositAnswer } from '@/lib/validation/deposits';
import { withUser } from '@/server/auth/with-user';
import { answerDeduction } from '@/server/tenancies/deposit';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: deductionAnswerSchema, params: deductionParamsSchema, idempotent: true }, async ({ request, body, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  const deposit = await answerDeduction(viewer, params.deductionId, body);
  return NextResponse.json<DepositAnswer>({ message: body.answer === 'accepted' ? depositMessages.accepted : depositMessages.disputed, deposit });
});
