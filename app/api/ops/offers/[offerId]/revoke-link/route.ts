// POST /api/ops/offers/{offerId}/revoke-link -> 204 (manager and up): the offer's open owner link stops working
// (the owner page says so); audited. 404 for anyone else and an unknown id; 409 `no_open_link` (nothing written).
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { offerParamsSchema } from '@/lib/validation/ops-offers';
import { revokeOfferLink } from '@/server/offers/owner-offers';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.offers.role, params: offerParamsSchema }, async ({ params, staff }) => {
  await revokeOfferLink(staff.actor, params.offerId);
  return new Response(null, { status: 204 });
});
