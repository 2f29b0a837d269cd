import 'server-only';
import twilio from 'twilio';
import { getEnv, whatsappUsesOutbox } from '@/server/env';
import { addToOutbox } from '@/server/outbox/outbox';

// The one way to send WhatsApp: twilio's Messages API with `whatsapp:` addresses when TWILIO_* is set, the
// outbox otherwise. Business-initiated messages need an approved Content template (contentSid + variables);
// `body` is used by the outbox and by a sandbox without templates.

export interface WhatsAppMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  body: string;
  contentSid?: string;
  contentVariables?: Record<string, string>;
}

type TwilioClient = Pick<ReturnType<typeof twilio>, 'messages'>;
type TwilioFactory = (accountSid: string, authToken: string) => TwilioClient;

let factory: TwilioFactory = (accountSid, authToken) => twilio(accountSid, authToken);

/** Tests only: a stand-in for twilio's client (no network in tests). */
export function setTwilioFactoryForTests(next: TwilioFactory | undefined): void {
  factory = next ?? ((accountSid, authToken) => twilio(accountSid, authToken));
}

export async function sendWhatsApp(message: WhatsAppMessage): Promise<{ id: string }> {
  const env = getEnv();
  if (whatsappUsesOutbox(env)) {
    return { id: await addToOutbox({ channel: 'whatsapp', to: message.to, text: message.body }) };
  }
  const client = factory(env.TWILIO_ACCOUNT_SID as string, env.TWILIO_AUTH_TOKEN as string);
  const from = env.TWILIO_WHATSAPP_FROM as string;
  const sent = await client.messages.create({
    from: from.startsWith('whatsapp:') ? from : `whatsapp:${from}`,
    to: `whatsapp:${message.to}`,
    ...(message.contentSid
      ? { contentSid: message.contentSid, contentVariables: JSON.stringify(message.contentVariables ?? {}) }
      : { body: message.body }),
  });
  console.log(`[whatsapp] twilio to=${message.to} sid=${sent.sid}`);
  return { id: sent.sid };
}
