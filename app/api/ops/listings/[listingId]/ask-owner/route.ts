// POST /api/ops/listings/{listingId}/ask-owner -> 200 {asked: 1} (manager and up): 'Ask the owner now': the owner is
// asked whether the home is still available (the availability cycle's question, link and message) at once,
// audited as `availability.ask_now`. 404 for anyone else and an unknown id; 409 `cannot_ask` when the listing is
// not on offer, has no owner on record or a question is already open (nothing written).
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { listingIdParams, type OwnersAskedAnswer } from '@/lib/validation/ops-listings';
import { askOwnersNow } from '@/server/listings/owner-availability-desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.listings.role, params: listingIdParams }, async ({ params, staff }) => {
  return NextResponse.json<OwnersAskedAnswer>(await askOwnersNow(staff.actor, [params.listingId], { single: true }));
});
