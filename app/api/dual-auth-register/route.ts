import { NextResponse } from 'next/server';
import { registerAndSendCode } from '@/server/auth/registration';
import { spendUserCheck } from '@/server/auth/user-checks';
import { withHandler } from '@/server/http/handler';
import { registrationSchema, type RegisteredAnswer } from '@/lib/validation/auth';

/**
 * POST {email, phone, countryCode, firstName, lastName}: creates the account, then e-mails the code
 * (server/auth/registration.ts: a refused registration creates nothing). Its answers tell whether an address or a
 * proven number has an account, so it spends check-user-exists's budget.
 */
export const POST = withHandler({ schema: registrationSchema, cacheControl: 'no-store' }, async ({ request, body }) => {
  await spendUserCheck(request);
  const { id } = await registerAndSendCode(request, body);
  return NextResponse.json<RegisteredAnswer>({ success: true, user: { id, email: body.email } }, { status: 201 });
});
