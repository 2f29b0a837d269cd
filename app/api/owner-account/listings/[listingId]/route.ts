// PATCH /api/owner-account/listings/{listingId} {expected_rent, expected_deposit, available_from_date, pets_allowed,
// tenant_food_preference, preferred_tenant} -> 200 {message, rentWaiting}: a signed-in owner changes the terms of
// their rent listing on /owner/homes (docs/owners.md "Owner accounts"); a rent more than 30% away from the listed
// one waits for the desk, the rest is live at once. 404 for a listing that is not theirs; 409 `listing_closed`;
// 422 a bad field (nothing written).
import { NextResponse } from 'next/server';
import { ownerAccountListingParamsSchema, ownerListingEditSchema, type OwnerListingEditAnswer } from '@/lib/validation/owner-account';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { editListingAsOwner } from '@/server/listings/owner-edit';
import { requireOwnerOfAccount } from '@/server/owners/account';

export const dynamic = 'force-dynamic';

export const PATCH = withUser({ schema: ownerListingEditSchema, params: ownerAccountListingParamsSchema, maxBodyBytes: 4096 }, async ({ request, body, params, user }) => {
  const owner = await requireOwnerOfAccount(user.id);
  return NextResponse.json<OwnerListingEditAnswer>(await editListingAsOwner(owner.id, params.listingId, body, contextFromHeaders(request.headers).ip));
});
