// Rental offers (spec 2.12, 4, 7, 9). The user, property, society, owner and tenant profile never come from the
// body: the user is the session's, the rest the rent listing's (which must be Active) and the person's profile.
// GET  -> 200 {"offers": [{property_id, offer_status}], "credits": {used, total, left}}: live offers only.
// POST -> 201 {"offer": {id, property_id, offer_status}, "credits", "confirmation": {email, whatsapp}} (where
// the acknowledgment goes: WhatsApp only to a verified number); 401 'You must be logged in to send an
// offer.'; 422 spec messages (amounts, move-in date, 'Missing required information. Please try again.' for a
// missing profile or ids that disagree with the listing); the person's live offer with these very terms (a retry
// whose answer was lost, with or without an Idempotency-Key) -> 200 with that offer, nothing sent again; 409
// `listing_unavailable`, or `offer_exists` for another live offer of theirs on the home; 402
// `offer_credits_exhausted` after the 3 free offers; anything else 500 'Failed to send offer. Please try again.'
import { NextResponse } from 'next/server';
import { sendOfferSchema, type LiveOffersAnswer, type SendOfferAnswer } from '@/lib/validation/offer';
import { withUser } from '@/server/auth/with-user';
import { AppError, serverFailure } from '@/server/http/errors';
import { getOfferCredits, listLiveOffers, sendOffer } from '@/server/offers/service';

export const dynamic = 'force-dynamic';

const LOGIN_MESSAGE = 'You must be logged in to send an offer.';

export const GET = withUser({ unauthorizedMessage: LOGIN_MESSAGE }, async ({ user }) => {
  const [offers, credits] = await Promise.all([listLiveOffers(user.id), getOfferCredits(user.id)]);
  return NextResponse.json<LiveOffersAnswer>({ offers, credits });
});

export const POST = withUser({ schema: sendOfferSchema, unauthorizedMessage: LOGIN_MESSAGE, idempotent: true, outcome: 'offers' }, async ({ body, user }) => {
  try {
    const { credits, confirmation, created, ...offer } = await sendOffer(user, body);
    return NextResponse.json<SendOfferAnswer>({ offer, credits, confirmation }, { status: created ? 201 : 200 });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw serverFailure('offer_failed', 'Failed to send offer. Please try again.', error);
  }
});
