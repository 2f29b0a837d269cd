import { NextResponse } from 'next/server';
import { findRegisteredUser } from '@/server/auth/registration';
import { spendUserCheck } from '@/server/auth/user-checks';
import { withHandler } from '@/server/http/handler';
import { emailPayloadSchema, type CheckUserExistsAnswer } from '@/lib/validation/auth';

/** POST {email} -> {userExists, user}. Answers who is registered, so it is rate-limited per client address. */
export const POST = withHandler({ schema: emailPayloadSchema, cacheControl: 'no-store' }, async ({ request, body }) => {
  await spendUserCheck(request);
  const user = await findRegisteredUser(body.email);
  return NextResponse.json<CheckUserExistsAnswer>({ userExists: !!user, user });
});
