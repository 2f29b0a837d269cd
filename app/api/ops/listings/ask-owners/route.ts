// POST /api/ops/listings/ask-owners {listingIds} -> 200 {asked} (manager and up): 'Ask the owners' of the listings
// picked on the page, each as its own 'Ask the owner now' (audited per listing). All or none: 409 `bulk_refused`
// naming the listings that cannot be asked, nothing written; 404 below manager; 422 for a bad body.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { listingsBulkSchema } from '@/lib/validation/ops-lists';
import { askOwnersNow } from '@/server/listings/owner-availability-desk';
import { withStaff } from '@/server/staff/with-staff';
import type { OwnersAskedAnswer } from '@/lib/validation/ops-listings';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.listings.role, schema: listingsBulkSchema }, async ({ body, staff }) => {
  return NextResponse.json<OwnersAskedAnswer>(await askOwnersNow(staff.actor, body.listingIds));
});
