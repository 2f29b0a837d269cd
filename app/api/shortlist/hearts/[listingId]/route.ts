// DELETE /api/shortlist/hearts/{listingId} -> {removed: true}: removes the signed-in person's heart on that
// listing, and only the heart (a home shortlisted after a visit stays). No heart of theirs (another person's,
// none, a malformed id) -> 404 'Home not found', nothing changed.
import { NextResponse } from 'next/server';
import { HEART_NOT_FOUND, heartParamsSchema, type HeartRemovedAnswer } from '@/lib/validation/hearts';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { removeHeart } from '@/server/shortlist/hearts';

export const dynamic = 'force-dynamic';

export const DELETE = withUser({ params: heartParamsSchema, idempotent: true }, async ({ params, user }) => {
  if (!(await removeHeart(user.id, params.listingId.toLowerCase()))) throw notFound(HEART_NOT_FOUND);
  return NextResponse.json<HeartRemovedAnswer>({ removed: true });
});
