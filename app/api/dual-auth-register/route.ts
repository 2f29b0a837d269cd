import { NextResponse } from 'next/server';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { loginCodeWait } from '@/server/auth/login-code-rules';
import { cancelRegistration, registerUser } from '@/server/auth/registration';
import { sendLoginCode } from '@/server/auth/send-login-code';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import { registrationSchema } from '@/lib/validation/auth';

/**
 * POST {email, phone, countryCode, firstName, lastName}: creates the account, then e-mails the code.
 * A registration that is refused creates nothing: the code budget is checked before the account is created, and
 * an account whose code could not be sent (a race for the budget, a mail failure) is removed again.
 */
export const POST = withHandler({ schema: registrationSchema }, async ({ request, body }) => {
  const wait = await loginCodeWait(getDb(), body.email, contextFromHeaders(request.headers).ip);
  if (wait > 0) {
    throw new AppError('over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`, 429);
  }
  const { id } = await registerUser(body);
  try {
    await sendLoginCode(request, body.email);
  } catch (error) {
    await cancelRegistration(id);
    throw error;
  }
  return NextResponse.json({ success: true, user: { id, email: body.email } }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
