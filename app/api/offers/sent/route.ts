// GET /api/offers/sent -> 200 {"offers": [{id, property_id, society_name, property_title, offered_rent,
// offered_security_deposit, movein_date, offer_status, created_at}]}: every offer the signed-in person sent,
// newest first (any status; offers are final, so this is their record). Only the session's own offers;
// 401 'You must be logged in to send an offer.' when signed out.
import { NextResponse } from 'next/server';
import type { SentOffersAnswer } from '@/lib/validation/offer';
import { withUser } from '@/server/auth/with-user';
import { listSentOffers } from '@/server/offers/service';

export const dynamic = 'force-dynamic';

export const GET = withUser({ unauthorizedMessage: 'You must be logged in to send an offer.' }, async ({ user }) => {
  return NextResponse.json<SentOffersAnswer>({ offers: await listSentOffers(user.id) });
});
