// POST /api/send-offer-acknowledgment {propertyId, societyId, offeredRent, offeredDeposit, moveinDate}
// (spec 7). The acknowledgment (WhatsApp + e-mail copy) is enqueued with the offer itself, in the same
// transaction (docs/offers.md), so it can neither be lost nor block the offer. This call is kept for clients
// of the spec's contract and is idempotent: for the person's live offer with these terms it answers
// 200 {"status": "queued", "offerId"} and sends nothing more; without such an offer 404. Never a second message.
import { NextResponse } from 'next/server';
import { offerAcknowledgmentSchema } from '@/lib/validation/offer';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { findAcknowledgedOffer } from '@/server/offers/service';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: offerAcknowledgmentSchema, unauthorizedMessage: 'You must be logged in to send an offer.' }, async ({ body, user }) => {
  const offerId = await findAcknowledgedOffer(user.id, body);
  if (!offerId) throw notFound('No offer with these terms was found.');
  return NextResponse.json({ status: 'queued', offerId });
});
