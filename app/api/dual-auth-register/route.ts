import { NextResponse } from 'next/server';
import { registerUser } from '@/server/auth/registration';
import { sendLoginCode } from '@/server/auth/send-login-code';
import { withHandler } from '@/server/http/handler';
import { registrationSchema } from '@/lib/validation/auth';

/** POST {email, phone, countryCode, firstName, lastName}: creates the account, then e-mails the code. */
export const POST = withHandler({ schema: registrationSchema }, async ({ request, body }) => {
  const { id } = await registerUser(body);
  await sendLoginCode(request, body.email);
  return NextResponse.json({ success: true, user: { id, email: body.email } }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
