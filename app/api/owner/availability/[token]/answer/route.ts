// POST /api/owner/availability/{token}/answer {answer: 'available' | 'rented'} -> 200 {answer}: the owner's one
// answer (docs/owners.md "Availability"). Device not proved 403; already answered 409; expired or withdrawn link
// 410; unknown, tampered or another purpose's token 404. A `language` (the page's, kn or hi) is kept as the owner's:
// their messages are in it from then on.
import { NextResponse } from 'next/server';
import { availabilityAnswerSchema, ownerLinkParamsSchema, type AvailabilityAnsweredAnswer } from '@/lib/validation/owner-availability';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withHandler } from '@/server/http/handler';
import { answerAvailability } from '@/server/listings/owner-availability';
import { requestDeviceId } from '@/server/owners/device';
import { rememberOwnerLanguage } from '@/server/owners/language';

export const dynamic = 'force-dynamic';

export const POST = withHandler({ schema: availabilityAnswerSchema, params: ownerLinkParamsSchema, maxBodyBytes: 1024, cacheControl: 'private, no-store' }, async ({ request, body, params }) => {
  const result = await answerAvailability({ token: params.token, deviceId: requestDeviceId(request), answer: body.answer, address: contextFromHeaders(request.headers).ip });
  await rememberOwnerLanguage(result.ownerId, body.language);
  return NextResponse.json<AvailabilityAnsweredAnswer>({ answer: result.answer });
});
