import { NextResponse } from 'next/server';
import { sendLoginCode } from '@/server/auth/send-login-code';
import { withHandler } from '@/server/http/handler';
import { sendCodePayloadSchema, type CodeSentAnswer } from '@/lib/validation/auth';

/**
 * POST {email, returnTo?}: e-mails a login code and a one-tap sign-in link to a registered address (login and
 * "Request a new code"); the link leads to returnTo afterwards when it is a path on this site.
 */
export const POST = withHandler({ schema: sendCodePayloadSchema, cacheControl: 'no-store' }, async ({ request, body }) => {
  await sendLoginCode(request, body.email, body.returnTo);
  return NextResponse.json<CodeSentAnswer>({ sent: true });
});
