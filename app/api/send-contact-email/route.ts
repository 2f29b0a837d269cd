import { NextResponse } from 'next/server';
import { consume } from '@/server/auth/rate-limit';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import { submitContactMessage } from '@/server/contact/service';
import { contactSchema } from '@/lib/validation/contact';

/** POST {name, email, phone, subject, message} -> {success: true}. Sends e-mail to any address, so rate-limited per IP. */
export const POST = withHandler({ schema: contactSchema, cacheControl: 'no-store' }, async ({ request, body }) => {
  const wait = await consume({ bucket: `contact:${contextFromHeaders(request.headers).ip}`, limit: getEnv().CONTACT_MESSAGES_PER_10_MINUTES_PER_IP, windowSeconds: 600 });
  if (wait > 0) throw new AppError('over_request_rate_limit', 'Too many requests. Please try again in a few minutes.', 429);
  await submitContactMessage(body);
  return NextResponse.json({ success: true });
});
