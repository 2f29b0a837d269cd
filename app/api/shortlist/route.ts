// GET /api/shortlist -> {items}: the properties the signed-in person shortlisted (visit feedback shortlisted) or
// hearted, open visits first, then newest, each with its details, where it came from and whether a
// live offer exists ('Offer Sent').
import { NextResponse } from 'next/server';
import type { ShortlistAnswer } from '@/lib/visits/types';
import { withUser } from '@/server/auth/with-user';
import { listShortlistWithHearts } from '@/server/shortlist/shortlist';

export const dynamic = 'force-dynamic';

export const GET = withUser({}, async ({ user }) => {
  return NextResponse.json<ShortlistAnswer>({ items: await listShortlistWithHearts(user.id) });
});
