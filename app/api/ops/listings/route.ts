// POST /api/ops/listings (manager and up): a one-off home and its rent listing, without a CSV. Validated as the
// import validates a row; audited; the society's pages are expired at once. With an Idempotency-Key a retry after
// a lost answer gets the first answer instead of a second home.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { listingCreateSchema, type ListingCreatedAnswer } from '@/lib/validation/ops-listings';
import { fingerprintOf, idempotencyKeyOf, routeOf, runIdempotent } from '@/server/http/idempotency';
import { createRentListing, expireSocietyListingPages } from '@/server/listings/desk-edit';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.listings.role, schema: listingCreateSchema }, async ({ request, body, staff }) => {
  const create = async () => {
    const created = await createRentListing(staff, body);
    return NextResponse.json<ListingCreatedAnswer>({ listing: created }, { status: 201 });
  };
  const key = idempotencyKeyOf(request);
  const response = key ? await runIdempotent({ userId: staff.user.id, route: routeOf(request), key, fingerprint: fingerprintOf(body) }, create) : await create();
  if (response.status === 201 && !response.headers.has('Idempotent-Replayed')) await expireSocietyListingPages(body.society_id);
  return response;
});
