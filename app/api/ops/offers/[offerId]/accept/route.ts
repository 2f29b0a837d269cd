// POST /api/ops/offers/{offerId}/accept -> 200 {offer: {id, offer_status, declinedOthers}} (manager and up): the
// home goes 'Under offer' and leaves search, the other live offers on it are declined, the tenant hears it as the
// team's answer on the owner's behalf and the owner is told (server/offers/answers.ts).
// 404 for anyone else and for an unknown id; 409 `offer_not_pending` / `counter_already_made` /
// `listing_unavailable` when the offer or the home cannot take it (nothing written).
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { offerParamsSchema } from '@/lib/validation/ops-offers';
import { answerOffer } from '@/server/offers/answers';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.offers.role, params: offerParamsSchema }, async ({ params, staff }) => {
  const { revalidation: _revalidation, ...offer } = await answerOffer({ by: 'team', actor: staff.actor }, params.offerId, { action: 'accept' });
  return NextResponse.json({ offer });
});
