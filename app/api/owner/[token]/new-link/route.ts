// POST /api/owner/{token}/new-link -> 200 {outcome}: 'Send me a new link' on an expired or revoked offer link.
// The new link goes to the owner's own e-mail and WhatsApp on record (so no proved browser is needed); outcome
// 'sent', or 'newer_link' / 'not_waiting' / 'taken_back' when nothing was sent (server/offers/new-owner-link.ts).
// 404 for a token that is not an offer link we signed; 409 `link_open` while the link still works.
import { NextResponse } from 'next/server';
import { ownerLinkParamsSchema, type NewOfferLinkAnswer } from '@/lib/validation/owner-answer';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withHandler } from '@/server/http/handler';
import { offerLinkOf } from '@/server/offers/owner-link-request';
import { requestNewOfferLink } from '@/server/offers/new-owner-link';

export const dynamic = 'force-dynamic';

export const POST = withHandler({ params: ownerLinkParamsSchema, cacheControl: 'no-store' }, async ({ request, params }) => {
  const link = await offerLinkOf(params.token);
  const outcome = await requestNewOfferLink(link, contextFromHeaders(request.headers).ip);
  return NextResponse.json<NewOfferLinkAnswer>({ outcome });
});
