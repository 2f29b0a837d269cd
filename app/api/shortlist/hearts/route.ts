// GET  /api/shortlist/hearts -> {hearts: [{listingId, kind}]}: the signed-in person's hearted listings.
// POST /api/shortlist/hearts {listing_id} -> 200 {heart}: hearts an Active listing (again: no change); an unknown
// or no longer Active listing -> 404 'Home not found'. Both need a session (401); the person is the token's.
import { NextResponse } from 'next/server';
import { HEART_NOT_FOUND, heartSchema, type HeartAnswer, type HeartsAnswer } from '@/lib/validation/hearts';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { addHeart, listHeartIds } from '@/server/shortlist/hearts';

export const dynamic = 'force-dynamic';

export const GET = withUser({}, async ({ user }) => NextResponse.json<HeartsAnswer>({ hearts: await listHeartIds(user.id) }));

export const POST = withUser({ schema: heartSchema, idempotent: true }, async ({ body, user }) => {
  const heart = await addHeart(user.id, body.listing_id.toLowerCase());
  if (!heart) throw notFound(HEART_NOT_FOUND);
  return NextResponse.json<HeartAnswer>({ heart });
});
