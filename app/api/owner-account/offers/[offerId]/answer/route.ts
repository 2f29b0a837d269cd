// POST /api/owner-account/offers/{offerId}/answer {action: 'accept'} | {action: 'decline', reason} |
// {action: 'counter', counter} -> 200 {offer: {id, offer_status}}: a signed-in owner answers an offer on their home
// from /owner/homes, through the open link sent to them (docs/owners.md "Owner accounts"). 404 for an account that
// manages no owner record or an offer on someone else's home; 409 `offer_with_team` when the desk holds it, `offer_answered` once answered, and the
// state machine's 409s. A `language` (the page's, kn or hi) is kept as the owner's, as on the link page.
import { NextResponse } from 'next/server';
import { ownerAccountAnswerSchema, ownerAccountOfferParamsSchema } from '@/lib/validation/owner-account';
import type { OwnerAnswerResult } from '@/lib/validation/owner-answer';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { answerAsOwnerAccount } from '@/server/offers/owner-account-offers';
import { requireOwnerOfAccount } from '@/server/owners/account';
import { rememberOwnerLanguage } from '@/server/owners/language';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: ownerAccountAnswerSchema, params: ownerAccountOfferParamsSchema, idempotent: true }, async ({ request, body, params, user }) => {
  const owner = await requireOwnerOfAccount(user.id);
  const { id, offer_status } = await answerAsOwnerAccount(owner.id, params.offerId, body, contextFromHeaders(request.headers).ip);
  await rememberOwnerLanguage(owner.id, body.language);
  return NextResponse.json<OwnerAnswerResult>({ offer: { id, offer_status } });
});
