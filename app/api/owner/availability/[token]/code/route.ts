// POST /api/owner/availability/{token}/code {} -> 200 {destination}: sends the owner a 6-digit code to prove this
// browser (docs/owners.md "Availability"). Unknown or foreign token 404; expired or withdrawn link 410 (no code is
// sent); no device cookie 400; again within a minute 429.
import { NextResponse } from 'next/server';
import { ownerDeviceCodeRequestSchema, ownerLinkParamsSchema, type AvailabilityCodeSentAnswer } from '@/lib/validation/owner-availability';
import { withHandler } from '@/server/http/handler';
import { sendAvailabilityDeviceCode } from '@/server/listings/owner-availability';
import { requestDeviceId } from '@/server/owners/device';

export const dynamic = 'force-dynamic';

export const POST = withHandler({ schema: ownerDeviceCodeRequestSchema, params: ownerLinkParamsSchema, maxBodyBytes: 1024, cacheControl: 'private, no-store' }, async ({ request, params }) => {
  const destination = await sendAvailabilityDeviceCode(params.token, requestDeviceId(request));
  return NextResponse.json<AvailabilityCodeSentAnswer>({ destination: destination.masked });
});
