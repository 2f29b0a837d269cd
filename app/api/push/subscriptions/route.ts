// POST   /api/push/subscriptions {endpoint, keys: {p256dh, auth}} -> 201 {id}: this device takes the signed-in
//        person's visit reminders as notifications (docs/offline.md "Push"). 404 while push is off (no VAPID keys).
// DELETE /api/push/subscriptions {endpoint} -> 200 {removed}: this device stops (only the caller's own row goes).
// Both need a session (401); the person is the token's.
import { NextResponse } from 'next/server';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@/lib/validation/push-subscription';
import { withUser } from '@/server/auth/with-user';
import { pushEnabled } from '@/server/env';
import { notFound } from '@/server/http/errors';
import { removePushSubscription, savePushSubscription } from '@/server/push/subscriptions';

export const dynamic = 'force-dynamic';

const PUSH_OFF = 'Notifications are not available.';

export const POST = withUser({ schema: pushSubscriptionSchema }, async ({ body, user }) => {
  if (!pushEnabled()) throw notFound(PUSH_OFF);
  return NextResponse.json(await savePushSubscription(user.id, body), { status: 201 });
});

export const DELETE = withUser({ schema: pushUnsubscribeSchema }, async ({ body, user }) => {
  return NextResponse.json({ removed: await removePushSubscription(user.id, body.endpoint) });
});
