// POST /api/ops/offers/{offerId}/withdraw {reason} -> 200 {offer} (manager and up): an accepted offer that cannot
// go ahead; the home is back on the market if it was 'Under offer', the tenant hears it with the reason,
// the owner too.
// 404 for anyone else and for an unknown id; 422 without a reason; 409 `offer_not_accepted` (nothing written).
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { offerParamsSchema, withdrawOfferSchema } from '@/lib/validation/ops-offers';
import { answerOffer } from '@/server/offers/answers';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.offers.role, params: offerParamsSchema, schema: withdrawOfferSchema }, async ({ body, params, staff }) => {
  const { revalidation: _revalidation, ...offer } = await answerOffer({ by: 'team', actor: staff.actor }, params.offerId, { action: 'withdraw', reason: body.reason });
  return NextResponse.json({ offer });
});
