// POST /api/owner/{token}/verify {code} -> 204: the code proves this browser as the owner's for 30 days (and a
// WhatsApp code proves the owner's number), audited as `owner.device_proved`. 404 for a token that is not an offer link we signed; 422
// `wrong_code` for a wrong, expired or used-up code (five wrong tries end a code).
import { ownerCodeSchema, ownerLinkParamsSchema } from '@/lib/validation/owner-answer';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { AppError } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import { proveOwnerDevice } from '@/server/owners/device';
import { deviceOf, offerLinkOf } from '@/server/offers/owner-link-request';

export const dynamic = 'force-dynamic';

export const POST = withHandler({ schema: ownerCodeSchema, params: ownerLinkParamsSchema, cacheControl: 'no-store' }, async ({ request, body, params }) => {
  const link = await offerLinkOf(params.token);
  if (!(await proveOwnerDevice(link, deviceOf(request), body.code, contextFromHeaders(request.headers).ip))) {
    throw new AppError('wrong_code', 'That code is not right, or it has expired. Check the latest code or ask for a new one.', 422);
  }
  return new Response(null, { status: 204 });
});
