// GET /api/visits -> {upcoming, past}: the signed-in person's visits grouped per society (Doors Unlocked).
// GET /api/visits?society_id= -> {society, propertyCount, visits}: their visits in one society, or 404 when they
// have none there (another person's society reads nothing). 401 without a session; the user id is always the
// verified session's.
import { NextResponse } from 'next/server';
import { isUuid } from '@/lib/slugs';
import { societyVisitsQuerySchema } from '@/lib/validation/visit-update';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { getSocietyVisits, listMyVisits } from '@/server/visits/service';

export const dynamic = 'force-dynamic';


export const GET = withUser({ schema: societyVisitsQuerySchema }, async ({ body, user }) => {
  if (body.society_id === undefined) return NextResponse.json(await listMyVisits(user.id));
  const found = isUuid(body.society_id) ? await getSocietyVisits(user.id, body.society_id) : null;
  if (!found) throw notFound('No visits found in this society');
  return NextResponse.json(found);
});
