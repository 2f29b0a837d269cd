// POST /api/offers/{offerId}/counter {answer: 'accept' | 'decline'} -> 200 {offer: {id, offer_status}}: the
// tenant's answer to the counter on their own offer, from 'Your offers'. Accepting puts the home 'Under offer'
// and declines the other live offers on it. 401 signed out; another person's offer (or an unknown id) is 404;
// 409 `offer_not_countered` when there is no counter waiting, `listing_unavailable` when the home left the market.
import { NextResponse } from 'next/server';
import { counterAnswerSchema, offerParamsSchema, type CounterAnswerResult } from '@/lib/validation/ops-offers';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { answerCounter } from '@/server/offers/answers';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: counterAnswerSchema, params: offerParamsSchema, idempotent: true }, async ({ request, body, params, user }) => {
  const actor = { id: user.id, email: user.email, address: contextFromHeaders(request.headers).ip };
  const { id, offer_status } = await answerCounter(actor, params.offerId, body.answer);
  return NextResponse.json<CounterAnswerResult>({ offer: { id, offer_status } });
});
