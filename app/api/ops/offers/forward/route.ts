// POST /api/ops/offers/forward {offerIds} -> 200 {forwarded} (manager and up): 'Forward to owners' of the offers
// picked on the inbox, each as its own 'Forward to owner' (a new link to the owner, audited per offer). All or
// none: 409 `bulk_refused` naming the offers that cannot be sent (not waiting, no owner), nothing written; 404 for
// anyone below manager; 422 for a bad body.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { offersBulkSchema, type OffersForwardedAnswer } from '@/lib/validation/ops-lists';
import { forwardOffersToOwners } from '@/server/offers/desk-bulk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.offers.role, schema: offersBulkSchema }, async ({ body, staff }) => {
  return NextResponse.json<OffersForwardedAnswer>(await forwardOffersToOwners(staff.actor, body.offerIds));
});
