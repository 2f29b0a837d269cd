// POST /api/gate/{societyId}/check {code} -> {visitor: {firstName, home, slot, arrivedAt}}: the security desk
// checks a typed or scanned gate pass and marks the visitor arrived. Only an unlocked desk of this society
// (401 `desk_locked`, also for a session ended with 'Lock desk'), at most DESK_CHECKS_PER_MINUTE a minute per desk
// (429 `too_many_checks`); refusals say why: 404 `pass_unknown` (another society's pass too: the desk cannot tell
// it from a made-up code), 409 `pass_cancelled`, `pass_not_yet_valid` (with the moment it opens), `pass_expired`,
// `pass_used`.
import { NextResponse } from 'next/server';
import { isUuid } from '@/lib/slugs';
import { passCheckSchema, type PassCheckAnswer } from '@/lib/validation/reschedule';
import { AppError, notFound } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import { isDeskOpen } from '@/server/visits/gate-desk-lock';
import { allowDeskCheck, DESK_COOKIE, DESK_MESSAGES, findDeskSociety, type DeskSociety } from '@/server/visits/gate-desk';
import { checkInPass } from '@/server/visits/gate-pass';

export const dynamic = 'force-dynamic';

export const POST = withHandler<typeof passCheckSchema, undefined, DeskSociety>(
  {
    schema: passCheckSchema,
    cacheControl: 'private, no-store',
    // The desk session is checked before the body is read.
    authorize: async (request) => {
      const societyId = request.nextUrl.pathname.split('/')[3] ?? '';
      const society = isUuid(societyId) ? await findDeskSociety(societyId) : null;
      if (!society) throw notFound('Society not found');
      if (!(await isDeskOpen(society, request.cookies.get(DESK_COOKIE)?.value))) throw new AppError('desk_locked', DESK_MESSAGES.locked, 401);
      await allowDeskCheck(society.id);
      return society;
    },
  },
  async ({ body, auth }) => {
    const visitor = await checkInPass(auth.id, body.code);
    return NextResponse.json<PassCheckAnswer>({ visitor });
  },
);
