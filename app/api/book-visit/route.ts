// POST /api/book-visit {listing_id, property_id, society_id, visit_start, visit_end, at_the_society}
// -> 201 {visit}. Signed-in only (401). The person's own live visit of that listing at that very slot (a retry whose
// answer was lost, with or without an Idempotency-Key) -> 200 {visit}, nothing booked again. Rule-breaking slots and
// listings -> 422; a slot someone else holds -> 409 `slot_taken`; a second live visit of the person for the
// property that India day -> 409 `visit_exists`; unlocks used up -> 409 `credits_used_up`.
// The user is the session's, visit_type the listing's.
import { NextResponse } from 'next/server';
import { bookVisitSchema, type BookVisitAnswer } from '@/lib/validation/visits';
import { withUser } from '@/server/auth/with-user';
import { bookVisit } from '@/server/visits/booking';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: bookVisitSchema, idempotent: true, outcome: 'bookings' }, async ({ body, user }) => {
  const { created, ...visit } = await bookVisit(user.id, body);
  return NextResponse.json<BookVisitAnswer>({ visit }, { status: created ? 201 : 200 });
});
