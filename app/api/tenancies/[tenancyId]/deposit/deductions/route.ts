// POST /api/tenancies/{tenancyId}/deposit/deductions?amount=&reason= <the evidence as the body> -> 200 {message,
// deposit}: the owner's deduction with its photo (checked by its content, stripped of EXIF and location, made WebP)
// or PDF invoice, kept private. The amount and reason travel in the query string, so the file is the raw body as
// the condition reports' photos are (the browser shows its progress). Only once the keys are confirmed and before
// the return is recorded (409), all deductions at most the deposit (422); 413 past 10 MB, 422 for a file that is
// neither; 403 for the tenant; 404 for anyone but the tenancy's parties.
import { NextResponse } from 'next/server';
import { deductionQuerySchema, depositMessages, depositParamsSchema, type DepositAnswer } from '@/lib/validation/deposits';
import { withUser } from '@/server/auth/with-user';
import { readUploadedFile } from '@/server/http/upload-body';
import { addDeduction } from '@/server/tenancies/deposit';
import { reportViewerOf } from '@/server/tenancies/report-viewer';

export const dynamic = 'force-dynamic';

export const POST = withUser({ params: depositParamsSchema }, async ({ request, params, user }) => {
  const viewer = await reportViewerOf(request, user.id, params.tenancyId);
  const values = deductionQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams.entries()));
  const file = await readUploadedFile(request);
  return NextResponse.json<DepositAnswer>({ message: depositMessages.deductionAdded, deposit: await addDeduction(viewer, values, file) });
});
