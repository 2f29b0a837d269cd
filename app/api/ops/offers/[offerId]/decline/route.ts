// POST /api/ops/offers/{offerId}/decline {reason} -> 200 {offer} (manager and up): declined with a reason from
// the fixed list (lib/offers/status.ts), stored as the spec's 'Rejected'; the tenant hears it politely, as
// the team's answer on the owner's behalf, and the owner is told.
// 404 for anyone else and for an unknown id; 422 for a reason not on the list; 409 `offer_not_pending` /
// `counter_already_made` when it was already answered (nothing written).
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { declineOfferSchema, offerParamsSchema } from '@/lib/validation/ops-offers';
import { answerOffer } from '@/server/offers/answers';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.offers.role, params: offerParamsSchema, schema: declineOfferSchema }, async ({ body, params, staff }) => {
  const { revalidation: _revalidation, ...offer } = await answerOffer({ by: 'team', actor: staff.actor }, params.offerId, { action: 'decline', reason: body.reason });
  return NextResponse.json({ offer });
});
