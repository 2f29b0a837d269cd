import 'server-only';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { pushEnabled } from '@/server/env';
import type { DeliverEmailPayload, DeliverPushPayload, DeliverWhatsAppPayload, MessageRecipients, SendMessagePayload } from '@/server/jobs/payloads';
import { enqueueJob } from '@/server/jobs/queue';
import { pushSubscriptionIds } from '@/server/push/subscriptions';
import { messageTemplates, type MessageData, type MessageKind, type MessageTemplate } from './catalog';

// A message because something happened, in two steps (docs/jobs.md "How to send something from an action"):
// 1. the action's transaction calls `enqueueMessage` with the message's data and its recipients, so the message
//    exists exactly when the action does and the request renders nothing;
// 2. the `send-message` job renders it (catalog.ts) and enqueues one delivery per channel.
// Every recipient carries a message key made from the action's own id (`offer-ack-email:<offer>`): the delivery
// job is keyed by it, so a re-run of step 2 replaces a delivery still waiting and finds one already sent in
// delivered_messages, and each message goes once.

export async function enqueueMessage<Kind extends MessageKind>(
  executor: Executor,
  kind: Kind,
  data: MessageData[Kind],
  recipients: MessageRecipients,
): Promise<void> {
  await enqueueJob(executor, 'send-message', { kind, data, ...recipients } as SendMessagePayload);
}

/** A notification for every device of one person (one `deliver-push` job per device). */
export interface PushNotice extends Omit<DeliverPushPayload, 'subscriptionId'> {
  userId: string;
}

/** A rendered message: its e-mail, its WhatsApp text and its notification, each null when that channel has nothing. */
export interface RenderedMessage {
  email: DeliverEmailPayload | null;
  whatsapp: DeliverWhatsAppPayload | null;
  push?: PushNotice | null;
}

/** The message keys of one message: `<message>-email:<id>` and `<message>-whatsapp:<id>`. */
export function deliveryKeys(message: string, id: string): { email: string; whatsapp: string } {
  return { email: `${message}-email:${id}`, whatsapp: `${message}-whatsapp:${id}` };
}

/**
 * The one way a rendered message goes out: one delivery job per channel (per device for a notification), all or
 * none (in the caller's transaction, or one of its own). The keys make the delivery jobs once-only: a re-run replaces
 * a delivery still waiting, and delivered_messages stops a second send. A notification's key gets the device
 * (`<key>:<subscription>`); none is queued when push is off (no VAPID keys) or the person has no device. A digest
 * without keys is made once by its own job's key.
 */
export async function queueDeliveries(
  message: RenderedMessage,
  keys: { email?: string; whatsapp?: string; push?: string } = {},
  executor?: Executor,
): Promise<void> {
  const queue = async (tx: Executor) => {
    if (message.email) await enqueueJob(tx, 'deliver-email', message.email, keys.email ? { jobKey: keys.email } : {});
    if (message.whatsapp) await enqueueJob(tx, 'deliver-whatsapp', message.whatsapp, keys.whatsapp ? { jobKey: keys.whatsapp } : {});
    if (message.push && pushEnabled()) await queuePushes(tx, message.push, keys.push);
  };
  if (executor) await queue(executor);
  else await getDb().transaction(queue);
}

async function queuePushes(tx: Executor, { userId, ...notice }: PushNotice, key: string | undefined): Promise<void> {
  for (const subscriptionId of await pushSubscriptionIds(tx, userId)) {
    await enqueueJob(tx, 'deliver-push', { subscriptionId, ...notice }, key ? { jobKey: `${key}:${subscriptionId}` } : {});
  }
}

/** The `send-message` task: renders the message and hands it to the delivery jobs, both channels or neither. */
export async function sendMessage(payload: SendMessagePayload): Promise<void> {
  // The union of templates cannot be called with the union of data; the payload's kind and data travel together.
  const template = messageTemplates[payload.kind] as unknown as MessageTemplate<unknown>;
  const email = payload.email ? await template.email(payload.data) : null;
  const whatsappBody = payload.whatsapp && template.whatsapp ? template.whatsapp(payload.data) : null;
  await queueDeliveries(
    {
      email: payload.email && email ? { to: payload.email.to, ...email, ...(payload.email.headers ? { headers: payload.email.headers } : {}) } : null,
      whatsapp: payload.whatsapp && whatsappBody !== null ? { ...whatsAppHolder(payload.whatsapp), to: payload.whatsapp.to, body: whatsappBody } : null,
    },
    { email: payload.email?.key, whatsapp: payload.whatsapp?.key },
  );
}

/** Whom a WhatsApp message is for: a tenant's account or an owner, each of whom must have proved the number. */
function whatsAppHolder(recipient: NonNullable<SendMessagePayload['whatsapp']>): { userId: string } | { ownerId: string } {
  return 'ownerId' in recipient ? { ownerId: recipient.ownerId } : { userId: recipient.userId };
}
