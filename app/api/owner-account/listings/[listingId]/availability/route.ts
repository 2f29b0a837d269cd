// POST /api/owner-account/listings/{listingId}/availability {answer: 'available' | 'rented'} -> 200 {answer}: a
// signed-in owner answers the open 'is your home still available?' in one tap on /owner/homes (docs/owners.md
// "Owner accounts"). 404 for a listing that is not theirs; 409 `no_open_question` / `already_answered`. A `language`
// (the page's, kn or hi) is kept as the owner's, as on the link page.
import { NextResponse } from 'next/server';
import { ownerAccountListingParamsSchema } from '@/lib/validation/owner-account';
import { availabilityAnswerSchema, type AvailabilityAnsweredAnswer } from '@/lib/validation/owner-availability';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { answerAvailabilityAsOwner } from '@/server/listings/owner-availability';
import { requireOwnerOfAccount } from '@/server/owners/account';
import { rememberOwnerLanguage } from '@/server/owners/language';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: availabilityAnswerSchema, params: ownerAccountListingParamsSchema, maxBodyBytes: 1024 }, async ({ request, body, params, user }) => {
  const owner = await requireOwnerOfAccount(user.id);
  const result = await answerAvailabilityAsOwner(owner.id, params.listingId, body.answer, contextFromHeaders(request.headers).ip);
  await rememberOwnerLanguage(owner.id, body.language);
  return NextResponse.json<AvailabilityAnsweredAnswer>({ answer: result.answer });
});
