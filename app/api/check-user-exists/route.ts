import { NextResponse } from 'next/server';
import { consume } from '@/server/auth/rate-limit';
import { findRegisteredUser } from '@/server/auth/registration';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import { emailPayloadSchema } from '@/lib/validation/auth';

/** POST {email} -> {userExists, user}. Answers who is registered, so it is rate-limited per address. */
export const POST = withHandler({ schema: emailPayloadSchema, cacheControl: 'no-store' }, async ({ request, body }) => {
  const wait = await consume({ bucket: `check-user:${contextFromHeaders(request.headers).ip}`, limit: getEnv().AUTH_USER_CHECKS_PER_MINUTE_PER_IP, windowSeconds: 60 });
  if (wait > 0) throw new AppError('over_request_rate_limit', 'Too many requests. Please try again in a minute.', 429);
  const user = await findRegisteredUser(body.email);
  return NextResponse.json({ userExists: !!user, user });
});
