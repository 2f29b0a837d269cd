// POST /api/gate/{societyId}/lock -> 204: 'Lock desk'. Ends this device's desk session on the server (the
// session id is remembered as locked, so the same cookie checks no more codes anywhere) and clears the cookie;
// the page then asks for the PIN again. A cookie that opens nothing is simply cleared.
import { NextResponse } from 'next/server';
import { gateParamsSchema } from '@/lib/validation/reschedule';
import { getEnv } from '@/server/env';
import { withHandler } from '@/server/http/handler';
import { lockDesk } from '@/server/visits/gate-desk-lock';
import { DESK_COOKIE } from '@/server/visits/gate-desk';

export const dynamic = 'force-dynamic';

export const POST = withHandler({ params: gateParamsSchema, cacheControl: 'private, no-store' }, async ({ request, params }) => {
  await lockDesk(params.societyId.toLowerCase(), request.cookies.get(DESK_COOKIE)?.value);
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(DESK_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure: getEnv().SITE_URL.startsWith('https:'), path: '/', maxAge: 0 });
  return response;
});
