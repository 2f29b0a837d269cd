import 'server-only';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import type { DeliverEmailPayload, DeliverWhatsAppPayload, MessageRecipients, SendMessagePayload } from '@/server/jobs/payloads';
import { enqueueJob } from '@/server/jobs/queue';
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

/** A rendered message: its e-mail and its WhatsApp text, each null when that channel has nothing to send. */
export interface RenderedMessage {
  email: DeliverEmailPayload | null;
  whatsapp: DeliverWhatsAppPayload | null;
}

/** The message keys of one message: `<message>-email:<id>` and `<message>-whatsapp:<id>`. */
export function deliveryKeys(message: string, id: string): { email: string; whatsapp: string } {
  return { email: `${message}-email:${id}`, whatsapp: `${message}-whatsapp:${id}` };
}

/**
 * The one way a rendered message goes out: one delivery job per channel, both or neither (in the caller's
 * transaction, or one of its own). The keys make the delivery jobs once-only: a re-run replaces a delivery still
 * waiting, and delivered_messages stops a second send. A digest without keys is made once by its own job's key.
 */
export async function queueDeliveries(
  message: RenderedMessage,
  keys: { email?: string; whatsapp?: string } = {},
  executor?: Executor,
): Promise<void> {
  const queue = async (tx: Executor) => {
    if (message.email) await enqueueJob(tx, 'deliver-email', message.email, keys.email ? { jobKey: keys.email } : {});
    if (message.whatsapp) await enqueueJob(tx, 'deliver-whatsapp', message.whatsapp, keys.whatsapp ? { jobKey: keys.whatsapp } : {});
  };
  if (executor) await queue(executor);
  else await getDb().transaction(queue);
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
