// POST /api/owner/availability/{token}/verify {code} -> 204: the browser is the owner's for 30 days. Wrong or
// expired code 422 `wrong_code`; unknown token 404; no device cookie 400.
import { ownerCodeSchema } from '@/lib/validation/owner-answer';
import { ownerLinkParamsSchema } from '@/lib/validation/owner-availability';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withHandler } from '@/server/http/handler';
import { proveAvailabilityDevice } from '@/server/listings/owner-availability';
import { requestDeviceId } from '@/server/owners/device';

export const dynamic = 'force-dynamic';

export const POST = withHandler({ schema: ownerCodeSchema, params: ownerLinkParamsSchema, maxBodyBytes: 1024, cacheControl: 'private, no-store' }, async ({ request, body, params }) => {
  await proveAvailabilityDevice(params.token, requestDeviceId(request), body.code, contextFromHeaders(request.headers).ip);
  return new Response(null, { status: 204 });
});
