// POST /api/ops/listings/{listingId}/revoke-availability-link -> 204 (manager and up): the owner's open link asking
// whether the home is still available stops working (its page says so) and the question is closed; audited.
// 404 for anyone else and an unknown id; 409 `no_open_link` when nothing is open (nothing written).
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { listingIdParams } from '@/lib/validation/ops-listings';
import { revokeAvailabilityLink } from '@/server/listings/owner-availability-desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.listings.role, params: listingIdParams }, async ({ params, staff }) => {
  await revokeAvailabilityLink(staff.actor, params.listingId);
  return new Response(null, { status: 204 });
});
