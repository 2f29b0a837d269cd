import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '@/lib/offline/push-payload';
import { isPushServiceEndpoint } from '@/lib/validation/push-subscription';
import { getDb } from '@/server/db/client';
import { push_subscriptions } from '@/server/db/schema';
import { getEnv, pushEnabled } from '@/server/env';
import { deliverOnce, type DeliveryOutcome } from '@/server/jobs/deliveries';
import type { DeliverPushPayload } from '@/server/jobs/payloads';
import { logger } from '@/server/log/logger';
import { PushAddressRefused, pushAgent } from './network';

// One notification to one device, at most once per message key (the delivery's job key names the message and the
// device), through the same once-only record as e-mail and WhatsApp (server/jobs/deliveries.ts). A push service
// that answers 404 or 410 says the subscription is gone: the row goes and the job completes. An endpoint that is
// not a known push service, or whose host resolves to an address that is not public, is never called: the row
// goes ('refused'). Other failures throw, so the job retries with the queue's backoff.
//
// Each push carries a Topic (per visit and kind of message): should a copy be sent again after a crash between
// the push service's acceptance and our record, the service replaces the copy still waiting for the device; and
// the notification's tag (per visit) makes the device show one.

class SubscriptionGone extends Error {}

/** The Topic header: at most 32 base64url characters, the same for every copy of one message to one device. */
export function pushTopic(topic: string): string {
  return createHash('sha256').update(topic).digest('base64url').slice(0, 32);
}

async function removeSubscription(id: string, why: string): Promise<void> {
  await getDb().delete(push_subscriptions).where(eq(push_subscriptions.id, id));
  logger('push').info({ subscription: id }, `subscription removed: ${why}`);
}

export async function deliverPush(key: string, payload: DeliverPushPayload): Promise<DeliveryOutcome | 'gone' | 'off' | 'refused'> {
  if (!pushEnabled()) return 'off';
  const [subscription] = await getDb().select().from(push_subscriptions).where(eq(push_subscriptions.id, payload.subscriptionId));
  if (!subscription) return 'gone'; // turned off or removed since the message was queued
  // Saved before the allow-list (or written by hand): not a push service, so never called.
  if (!isPushServiceEndpoint(subscription.endpoint)) {
    await removeSubscription(subscription.id, 'the endpoint is not a known push service');
    return 'refused';
  }
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = getEnv();
  const notification: PushPayload = { title: payload.title, body: payload.body, url: payload.url, tag: payload.tag };
  const send = async () => {
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(notification), {
        vapidDetails: { subject: VAPID_SUBJECT!, publicKey: VAPID_PUBLIC_KEY!, privateKey: VAPID_PRIVATE_KEY! },
        TTL: 24 * 3600,
        timeout: 10_000,
        topic: pushTopic(payload.topic ?? payload.tag),
        agent: pushAgent(),
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
    if (error instanceof SubscriptionGone) {
      await removeSubscription(subscription.id, 'the push service said it is gone');
      return 'gone';
    }
    if (error instanceof PushAddressRefused || (error as { code?: unknown })?.code === 'EPUSHADDRESS') {
      await removeSubscription(subscription.id, 'its host resolves to an address that is not public');
      return 'refused';
    }
    throw error;
  }
}
