// GET /api/visits/open?society_id= -> {visits: [{id, propertyId, visitStart, visitEnd, visitType}]}: the
// signed-in person's live visits in that society, one per property ('Door unlocked', spec 2.3 and 4).
// Signed out -> 401. Loaded by the cached society and properties pages after hydration.
import { NextResponse } from 'next/server';
import { openVisitsQuerySchema, type OpenVisitsAnswer } from '@/lib/validation/visits';
import { withUser } from '@/server/auth/with-user';
import { getOpenVisits } from '@/server/visits/booking';

export const dynamic = 'force-dynamic';

export const GET = withUser({ schema: openVisitsQuerySchema }, async ({ body, user }) => {
  const visits = await getOpenVisits(user.id, body.society_id);
  return NextResponse.json<OpenVisitsAnswer>({ visits });
});
