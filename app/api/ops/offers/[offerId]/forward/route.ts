// POST /api/ops/offers/{offerId}/forward -> 200 {linkId} (manager and up): 'Forward to owner' sends the owner a new
// link to answer the offer (e-mail, and WhatsApp once the owner proved the number), revoking any earlier link;
// audited. 404 for anyone else and an unknown id; 409 `offer_not_pending`, `owner_missing` (nothing written).
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { offerParamsSchema, type OfferForwardedAnswer } from '@/lib/validation/ops-offers';
import { forwardOfferToOwner } from '@/server/offers/owner-offers';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.offers.role, params: offerParamsSchema }, async ({ params, staff }) => {
  return NextResponse.json<OfferForwardedAnswer>(await forwardOfferToOwner(staff.actor, params.offerId));
});
