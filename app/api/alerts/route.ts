// GET  /api/alerts?society_id=  -> {"types": ["Rent", ...]}: the signed-in person's alerts in that society.
// POST /api/alerts {society_id, property_type} -> 201 {"status": "created"}; a duplicate (23505) -> 409
// `alert_exists` ('Alert Already Set', the card marks it set); a society that does not exist -> 404; any other
// failure -> 500 `alert_failed`.
// Both need a session (401 otherwise); the user id is the verified token's, never the request's.
import { NextResponse } from 'next/server';
import { ALERT_ERROR_CODES } from '@/lib/alerts';
import { alertLookupSchema, setAlertSchema, type AlertTypesAnswer } from '@/lib/validation/society';
import { withUser } from '@/server/auth/with-user';
import { AppError, notFound, serverFailure } from '@/server/http/errors';
import { createAlert, listAlertTypes } from '@/server/alerts/service';

export const dynamic = 'force-dynamic';


export const GET = withUser({ schema: alertLookupSchema }, async ({ body, user }) => {
  const types = await listAlertTypes(user.id, body.society_id);
  return NextResponse.json<AlertTypesAnswer>({ types });
});

export const POST = withUser({ schema: setAlertSchema }, async ({ body, user }) => {
  let outcome: Awaited<ReturnType<typeof createAlert>>;
  try {
    outcome = await createAlert(user.id, body.society_id, body.property_type);
  } catch (error) {
    throw serverFailure(ALERT_ERROR_CODES.failed, 'Failed to set alert. Please try again.', error);
  }
  if (outcome === 'unknown_society') throw notFound('Society not found');
  if (outcome === 'duplicate') throw new AppError(ALERT_ERROR_CODES.duplicate, 'Alert Already Set', 409);
  return NextResponse.json({ status: 'created' }, { status: 201 });
});
