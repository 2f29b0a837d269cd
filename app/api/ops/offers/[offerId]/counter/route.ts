// POST /api/ops/offers/{offerId}/counter {offered_rent, offered_security_deposit, movein_date} -> 200 {offer}
// (manager and up): the one counter, with the tenant's offer form's rules; the tenant answers it from 'Your
// offers' (it reads as the team's counter on the owner's behalf; the owner is told). 404 for anyone else and for
// an unknown id; 422 for bad terms; 409 `counter_already_made` / `offer_not_pending` (nothing written).
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { counterOfferSchema, offerParamsSchema } from '@/lib/validation/ops-offers';
import { answerOffer } from '@/server/offers/answers';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.offers.role, params: offerParamsSchema, schema: counterOfferSchema }, async ({ body, params, staff }) => {
  const { revalidation: _revalidation, ...offer } = await answerOffer({ by: 'team', actor: staff.actor }, params.offerId, { action: 'counter', counter: body });
  return NextResponse.json({ offer });
});
