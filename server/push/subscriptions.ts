import 'server-only';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { push_subscriptions } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import type { PushSubscriptionInput } from '@/lib/validation/push-subscription';

// A person's devices that take visit reminders as notifications (docs/offline.md "Push"): at most
// PUSH_DEVICES_PER_ACCOUNT, the oldest replaced by a new one. The endpoint is one device's: saving it again from
// the same account refreshes its keys; an endpoint another account holds stays with that account (409), so no one
// can take over, or be handed, another person's notifications.

export const PUSH_DEVICES_PER_ACCOUNT = 10;

const endpointTaken = () => new AppError('push_endpoint_taken', 'This device already gets notifications for another account. Turn them off there first.', 409);

export async function savePushSubscription(userId: string, input: PushSubscriptionInput): Promise<{ id: string }> {
  return getDb().transaction(async (tx) => {
    // One account's saves in turn, so two devices at once cannot pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-devices:${userId}`}, 0))`);
    const [existing] = await tx.select({ id: push_subscriptions.id, userId: push_subscriptions.user_id }).from(push_subscriptions).where(eq(push_subscriptions.endpoint, input.endpoint)).for('update');
    if (existing && existing.userId !== userId) throw endpointTaken();
    if (existing) {
      await tx.update(push_subscriptions).set({ p256dh: input.keys.p256dh, auth: input.keys.auth }).where(eq(push_subscriptions.id, existing.id));
      return { id: existing.id };
    }
    const [row] = await tx
      .insert(push_subscriptions)
      .values({ user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoNothing({ target: push_subscriptions.endpoint })
      .returning({ id: push_subscriptions.id });
    if (!row) throw endpointTaken(); // another account saved it a moment earlier
    const newest = tx
      .select({ id: push_subscriptions.id })
      .from(push_subscriptions)
      .where(eq(push_subscriptions.user_id, userId))
      .orderBy(desc(push_subscriptions.created_at), desc(sql`${push_subscriptions.id} = ${row.id}`))
      .limit(PUSH_DEVICES_PER_ACCOUNT);
    await tx.delete(push_subscriptions).where(and(eq(push_subscriptions.user_id, userId), notInArray(push_subscriptions.id, newest)));
    return { id: row.id };
  });
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
