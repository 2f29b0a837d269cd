// POST /api/owner-account/submissions {society_id, kind, tower, unit, bedroom_configuration_id, sqft, floor_number,
// furnishing, property_parking, expected_rent, expected_deposit, listing_price, available_from_date, description}
// -> 200 {message, submission}: a signed-in owner starts adding a home (docs/owners.md "Adding a home"); saved as a
// draft for its photos and document. 409 `home_limit` past the owner's limit; 422 a bad field (nothing written).
import { NextResponse } from 'next/server';
import { homeSubmissionDetailsSchema, type HomeSubmissionSavedAnswer } from '@/lib/validation/home-submission';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { createSubmission } from '@/server/listings/owner-submissions';
import { requireOwnerOfAccount } from '@/server/owners/account';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: homeSubmissionDetailsSchema, maxBodyBytes: 8192 }, async ({ request, body, user }) => {
  const owner = await requireOwnerOfAccount(user.id);
  return NextResponse.json<HomeSubmissionSavedAnswer>(await createSubmission({ ownerId: owner.id, address: contextFromHeaders(request.headers).ip }, body));
});
