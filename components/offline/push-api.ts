import { apiFetch } from '@/lib/api/client';

/** Keeps this phone's push subscription for the signed-in person's visit reminders. */
export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return apiFetch('/api/push/subscriptions', { method: 'POST', body: subscription });
}

export function removePushSubscription(endpoint: string): Promise<unknown> {
  return apiFetch('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
