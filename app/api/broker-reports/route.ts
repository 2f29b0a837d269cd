// POST /api/broker-reports {listing_id, reason, details?} -> 201 {report, repeated: false, message}: a signed-in
// tenant reports that a live listing is run by a broker (docs/listings-and-booking.md "No brokers"). The person's
// open report on that listing sent again is 200 with that report (`repeated: true`), nothing new stored; a listing
// that is unknown or no longer live is 404; more than BROKER_REPORTS_PER_DAY new reports in a day is 429; signed
// out, 401 before the body is read.
import { NextResponse } from 'next/server';
import { brokerReportMessages, brokerReportSchema, type BrokerReportAnswer } from '@/lib/validation/broker-reports';
import { withUser } from '@/server/auth/with-user';
import { reportBroker } from '@/server/listings/broker-reports';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: brokerReportSchema, unauthorizedMessage: brokerReportMessages.signIn, idempotent: true }, async ({ body, user }) => {
  const answer = await reportBroker(user.id, body);
  return NextResponse.json<BrokerReportAnswer>(answer, { status: answer.repeated ? 200 : 201 });
});
