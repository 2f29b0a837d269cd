import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/auth/users';
import { getDb } from '@/server/db/client';
import { push_subscriptions } from '@/server/db/schema';
import type { PushSubscriptionInput } from '@/lib/validation/push-subscription';

// A person's devices that take visit reminders as notifications (docs/offline.md "Push"). The endpoint is the
// device's: saving it again (the same device, or a device another person used before) moves it to the caller.

export async function savePushSubscription(userId: string, input: PushSubscriptionInput): Promise<{ id: string }> {
  const [row] = await getDb()
    .insert(push_subscriptions)
    .values({ user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({ target: push_subscriptions.endpoint, set: { user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth } })
    .returning({ id: push_subscriptions.id });
  return { id: row!.id };
}

/** The device turns reminders off: only the caller's own subscription goes (another person's endpoint: nothing). */
export async function removePushSubscription(userId: string, endpoint: string): Promise<boolean> {
  const removed = await getDb()
    .delete(push_subscriptions)
    .where(and(eq(push_subscriptions.user_id, userId), eq(push_subscriptions.endpoint, endpoint)))
    .returning({ id: push_subscriptions.id });
  return removed.length > 0;
}

export async function pushSubscriptionIds(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor.select({ id: push_subscriptions.id }).from(push_subscriptions).where(eq(push_subscriptions.user_id, userId));
  return rows.map((row) => row.id);
}
