// POST /api/owner/{token}/answer {action: 'accept'} | {action: 'decline', reason} | {action: 'counter', counter}
// -> 200 {offer: {id, offer_status}}: the owner's answer, through the offers' state machine (audited with the
// owner as the actor; the tenant is told). 404 for a token that is not an offer link we signed or a device the
// owner has not proved; 409 `link_decided` once answered; 410 `link_expired` / `link_revoked`; the state
// machine's 409s when the offer cannot take the answer (nothing written). A `language` (the page's, kn or hi) is kept
// as the owner's: their messages are in it from then on.
import { NextResponse } from 'next/server';
import { ownerAnswerSchema, ownerLinkParamsSchema, type OwnerAnswerResult } from '@/lib/validation/owner-answer';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withHandler } from '@/server/http/handler';
import { provedOfferLink } from '@/server/offers/owner-link-request';
import { answerAsOwner } from '@/server/offers/owner-offers';
import { rememberOwnerLanguage } from '@/server/owners/language';

export const dynamic = 'force-dynamic';

export const POST = withHandler({ schema: ownerAnswerSchema, params: ownerLinkParamsSchema, cacheControl: 'no-store' }, async ({ request, body, params }) => {
  const link = await provedOfferLink(request, params.token);
  const { id, offer_status } = await answerAsOwner(link, body, contextFromHeaders(request.headers).ip);
  await rememberOwnerLanguage(link.ownerId, body.language);
  return NextResponse.json<OwnerAnswerResult>({ offer: { id, offer_status } });
});
