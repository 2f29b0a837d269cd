// POST /api/gate/{societyId}/unlock {pin} -> 204 with the desk session cookie: opens the society's security
// desk page. Wrong PIN 401 `wrong_pin`; too many wrong PINs 429 `too_many_attempts` (per client and society,
// and per society); a society without a desk 404 `no_desk`.
import { NextResponse } from 'next/server';
import { deskPinSchema, gateParamsSchema } from '@/lib/validation/reschedule';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { getEnv } from '@/server/env';
import { withHandler } from '@/server/http/handler';
import { DESK_COOKIE, unlockDesk } from '@/server/visits/gate-desk';

export const dynamic = 'force-dynamic';

export const POST = withHandler({ schema: deskPinSchema, params: gateParamsSchema, cacheControl: 'private, no-store' }, async ({ request, body, params }) => {
  const session = await unlockDesk(params.societyId, body.pin, contextFromHeaders(request.headers).ip);
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(DESK_COOKIE, session.value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: getEnv().SITE_URL.startsWith('https:'),
    path: '/',
    expires: session.expires,
  });
  return response;
});
