// PATCH /api/ops/listings/<id> (manager and up): a rent listing's rent, deposit, availability and status, with the
// import's rules; audited; the public pages that show it are expired at once. Set to Rented, the home is let as its
// owner's "It's rented" lets it, and `letting` counts what that did (visits cancelled, offers declined, people
// told, owner links closed); null for any other change.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { listingIdParams, listingUpdateSchema, type ListingUpdatedAnswer } from '@/lib/validation/ops-listings';
import { updateRentListing } from '@/server/listings/desk-edit';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const PATCH = withStaff({ role: DESK_SECTIONS.listings.role, schema: listingUpdateSchema, params: listingIdParams }, async ({ body, params, staff }) => {
  const updated = await updateRentListing(staff, params.listingId, body);
  return NextResponse.json<ListingUpdatedAnswer>({ listing: { id: updated.id, societyId: updated.societyId }, letting: updated.letting });
});
