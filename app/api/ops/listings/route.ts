// POST /api/ops/listings (manager and up): a one-off home and its rent listing, without a CSV. Validated as the
// import validates a row; audited; the society's pages are expired at once.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { listingCreateSchema } from '@/lib/validation/ops-listings';
import { createRentListing } from '@/server/listings/desk-edit';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.listings.role, schema: listingCreateSchema }, async ({ body, staff }) => {
  const created = await createRentListing(staff, body);
  return NextResponse.json({ listing: { id: created.id, propertyId: created.propertyId, societyId: created.societyId } }, { status: 201 });
});
