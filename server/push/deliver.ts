import 'server-only';
import { eq } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '@/lib/offline/push-payload';
import { getDb } from '@/server/db/client';
import { push_subscriptions } from '@/server/db/schema';
import { getEnv, pushEnabled } from '@/server/env';
import { deliverOnce, type DeliveryOutcome } from '@/server/jobs/deliveries';
import type { DeliverPushPayload } from '@/server/jobs/payloads';

// One notification to one device, at most once per message key (the delivery's job key names the message and the
// device), through the same once-only record as e-mail and WhatsApp (server/jobs/deliveries.ts). A push service
// that answers 404 or 410 says the subscription is gone: the row goes and the job completes. Other failures throw,
// so the job retries with the queue's backoff.

class SubscriptionGone extends Error {}

export async function deliverPush(key: string, payload: DeliverPushPayload): Promise<DeliveryOutcome | 'gone' | 'off'> {
  if (!pushEnabled()) return 'off';
  const [subscription] = await getDb().select().from(push_subscriptions).where(eq(push_subscriptions.id, payload.subscriptionId));
  if (!subscription) return 'gone'; // turned off or removed since the message was queued
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = getEnv();
  const notification: PushPayload = { title: payload.title, body: payload.body, url: payload.url, tag: payload.tag };
  const send = async () => {
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(notification), {
        vapidDetails: { subject: VAPID_SUBJECT!, publicKey: VAPID_PUBLIC_KEY!, privateKey: VAPID_PRIVATE_KEY! },
        TTL: 24 * 3600,
        timeout: 10_000,
      });
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) throw new SubscriptionGone();
      throw error;
    }
    return null;
  };
  try {
    return await deliverOnce(key, 'push', subscription.id, send);
  } catch (error) {
    if (!(error instanceof SubscriptionGone)) throw error;
    await getDb().delete(push_subscriptions).where(eq(push_subscriptions.id, subscription.id));
    console.log(`[push] subscription ${subscription.id} is gone (the push service said so): removed`);
    return 'gone';
  }
}
