import { NextResponse } from 'next/server';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { phoneVerificationState, sendPhoneVerificationCode } from '@/server/auth/phone-verification';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import type { PhoneVerificationStepAnswer } from '@/lib/validation/phone-verification';

export const dynamic = 'force-dynamic';

/** GET: the signed-in person's WhatsApp number and whether it is verified. */
export const GET = withUser({}, async ({ user }) => {
  const state = await phoneVerificationState(user.id);
  if (!state) throw notFound('Profile not found');
  return NextResponse.json(state);
});

/** POST: sends a verification code to the profile's number over WhatsApp. */
export const POST = withUser({ outcome: 'whatsapp_codes' }, async ({ request, user }) =>
  NextResponse.json<PhoneVerificationStepAnswer>(await sendPhoneVerificationCode(user.id, contextFromHeaders(request.headers).ip)),
);
