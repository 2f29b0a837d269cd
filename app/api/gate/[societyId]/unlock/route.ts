// POST /api/gate/{societyId}/unlock {pin} -> 204 with the desk session cookie: opens the society's security
// desk page. Wrong PIN 401 `wrong_pin`; too many wrong PINs 429 `too_many_attempts` (per device, per address and
// per society for devices that never opened this desk; server/visits/gate-desk.ts); a society without a desk 404
// `no_desk`. Every PIN answer sets the device cookie, which marks the device known once it opened the desk.
import { NextResponse } from 'next/server';
import { deskPinSchema, gateParamsSchema } from '@/lib/validation/reschedule';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { getEnv } from '@/server/env';
import { withHandler } from '@/server/http/handler';
import { DESK_COOKIE, DESK_DEVICE_COOKIE, DESK_DEVICE_DAYS, unlockDesk } from '@/server/visits/gate-desk';

export const dynamic = 'force-dynamic';

export const POST = withHandler({ schema: deskPinSchema, params: gateParamsSchema, cacheControl: 'private, no-store' }, async ({ request, body, params }) => {
  const client = { address: contextFromHeaders(request.headers).ip, device: request.cookies.get(DESK_DEVICE_COOKIE)?.value };
  const answer = await unlockDesk(params.societyId, body.pin, client, new Date());
  const secure = getEnv().SITE_URL.startsWith('https:');
  let response: NextResponse;
  if ('error' in answer.outcome) {
    const { code, message, status } = answer.outcome.error;
    response = NextResponse.json({ error: { code, message } }, { status });
  } else {
    response = new NextResponse(null, { status: 204 });
    response.cookies.set(DESK_COOKIE, answer.outcome.session.value, { httpOnly: true, sameSite: 'strict', secure, path: '/', expires: answer.outcome.session.expires });
  }
  response.cookies.set(DESK_DEVICE_COOKIE, answer.device, { httpOnly: true, sameSite: 'strict', secure, path: '/api/gate', maxAge: DESK_DEVICE_DAYS * 86_400 });
  return response;
});
