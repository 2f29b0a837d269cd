import 'server-only';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { pushEnabled } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import { pushSubscriptionIds } from './subscriptions';

/** What a visit message says as a notification; it opens the visit card. */
export interface VisitPush {
  userId: string;
  societyId: string;
  visitId: string;
  /** Which message of the visit ('reminder-24h', 'rescheduled', 'cancelled'): with the visit, the push's Topic. */
  kind: string;
  title: string;
  body: string;
}

/**
 * One `deliver-push` job per device of the person, in the caller's transaction (or one of its own), keyed
 * `<messageKey>:<subscription>`: a re-run of the message's job replaces a push still waiting and finds one already
 * sent, so each device gets each message once. Nothing when push is off (no VAPID keys) or the person has no device.
 */
export async function queueVisitPush(push: VisitPush, messageKey: string, executor?: Executor): Promise<void> {
  if (!pushEnabled()) return;
  const queue = async (tx: Executor) => {
    for (const subscriptionId of await pushSubscriptionIds(tx, push.userId)) {
      await enqueueJob(
        tx,
        'deliver-push',
        { subscriptionId, title: push.title, body: push.body, url: `/society-visits/${push.societyId}`, tag: `visit:${push.visitId}`, topic: `visit:${push.visitId}:${push.kind}` },
        { jobKey: `${messageKey}:${subscriptionId}` },
      );
    }
  };
  if (executor) await queue(executor);
  else await getDb().transaction(queue);
}
