// GET /api/shortlist -> {items}: the properties the signed-in person shortlisted (visit feedback shortlisted;
// open visits first, then newest), each with its details and whether a live offer exists ('Offer Sent').
import { NextResponse } from 'next/server';
import { withUser } from '@/server/auth/with-user';
import { listShortlist } from '@/server/visits/service';

export const dynamic = 'force-dynamic';

export const GET = withUser({}, async ({ user }) => {
  return NextResponse.json({ items: await listShortlist(user.id) });
});
