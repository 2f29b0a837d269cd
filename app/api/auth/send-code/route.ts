import { NextResponse } from 'next/server';
import { sendLoginCode } from '@/server/auth/send-login-code';
import { withHandler } from '@/server/http/handler';
import { emailPayloadSchema } from '@/lib/validation/auth';

/** POST {email}: e-mails a login code to a registered address (login and "Request a new code"). */
export const POST = withHandler({ schema: emailPayloadSchema, cacheControl: 'no-store' }, async ({ request, body }) => {
  await sendLoginCode(request, body.email);
  return NextResponse.json({ sent: true });
});
