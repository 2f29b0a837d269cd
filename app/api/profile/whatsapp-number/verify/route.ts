import { NextResponse } from 'next/server';
import { phoneVerificationCodeSchema, type PhoneVerificationStepAnswer } from '@/lib/validation/phone-verification';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { verifyPhoneNumber } from '@/server/auth/phone-verification';
import { withUser } from '@/server/auth/with-user';

export const dynamic = 'force-dynamic';

/** POST {otp}: the code sent to the profile's number; 400 'The OTP is incorrect or has expired.' otherwise. */
export const POST = withUser({ schema: phoneVerificationCodeSchema }, async ({ request, body, user }) =>
  NextResponse.json<PhoneVerificationStepAnswer>(await verifyPhoneNumber(user.id, body.otp, contextFromHeaders(request.headers).ip)),
);
