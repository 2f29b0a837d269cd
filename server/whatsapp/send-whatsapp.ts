import 'server-only';
import twilio from 'twilio';
import { getEnv, whatsappUsesOutbox } from '@/server/env';
import { addToOutbox } from '@/server/outbox/outbox';
import { logger } from '@/server/log/logger';
import { withSpan } from '@/server/tracing/span';

// The one way to send a WhatsApp message: twilio's Messages API when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
// TWILIO_WHATSAPP_FROM are set, otherwise the outbox (stored with `to` in E.164, e.g. +919876543210).
// Business-initiated WhatsApp messages need an approved Content template (contentSid + contentVariables);
// `body` is always required: it is the outbox text and twilio's fallback when no template is given (sandbox).

export interface WhatsAppMessage {
  /** E.164, e.g. '+919876543210' (no 'whatsapp:' prefix). */
  to: string;
  body: string;
  contentSid?: string;
  /** Template variables by position or name, e.g. { '1': '123456' }. */
  contentVariables?: Record<string, string>;
}

export interface WhatsAppResult {
  transport: 'twilio' | 'outbox';
  id: string;
}

/** A provider failure; `code` is twilio's error code when it gave one (e.g. 63016, 21211). */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly code: number | string | undefined,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

type TwilioClient = ReturnType<typeof twilio>;
type TwilioFactory = (accountSid: string, authToken: string) => TwilioClient;

const defaultFactory: TwilioFactory = (accountSid, authToken) => twilio(accountSid, authToken);
let createClient: TwilioFactory = defaultFactory;
const holder = globalThis as unknown as { ghomesTwilio?: { key: string; client: TwilioClient } };

/**
 * Tests only: build twilio clients with this factory (e.g. the real client over a stand-in HTTP client, so the
 * request it would send can be inspected without network). Pass nothing to restore the default.
 */
export function setTwilioClientFactoryForTests(factory?: TwilioFactory): void {
  createClient = factory ?? defaultFactory;
  holder.ghomesTwilio = undefined;
}

function twilioClient(accountSid: string, authToken: string): TwilioClient {
  const key = `${accountSid}:${authToken}`;
  if (holder.ghomesTwilio?.key !== key) holder.ghomesTwilio = { key, client: createClient(accountSid, authToken) };
  return holder.ghomesTwilio.client;
}

const E164 = /^\+[1-9]\d{7,14}$/;
const whatsappAddress = (number: string) => (number.startsWith('whatsapp:') ? number : `whatsapp:${number}`);

export async function sendWhatsApp(message: WhatsAppMessage): Promise<WhatsAppResult> {
  if (!E164.test(message.to)) throw new Error(`sendWhatsApp: 'to' must be an E.164 number, got ${JSON.stringify(message.to)}`);
  const env = getEnv();
  if (whatsappUsesOutbox(env)) {
    const id = await addToOutbox({ channel: 'whatsapp', to: message.to, subject: null, text: message.body });
    return { transport: 'outbox', id };
  }

  const client = twilioClient(env.TWILIO_ACCOUNT_SID as string, env.TWILIO_AUTH_TOKEN as string);
  try {
    const sent = await withSpan('whatsapp send', { 'messaging.system': 'twilio' }, () =>
      client.messages.create({
        from: whatsappAddress(env.TWILIO_WHATSAPP_FROM as string),
        to: whatsappAddress(message.to),
        ...(message.contentSid
          ? { contentSid: message.contentSid, contentVariables: JSON.stringify(message.contentVariables ?? {}) }
          : { body: message.body }),
      }),
    );
    // The log names the recipient (masked) and twilio's id, never the text (it may hold a code).
    logger('whatsapp').info({ channel: 'whatsapp', to: message.to, sid: sent.sid, status: sent.status }, 'sent by twilio');
    return { transport: 'twilio', id: sent.sid };
  } catch (cause) {
    const details = cause as { code?: number | string; status?: number; message?: string };
    logger('whatsapp').error({ to: message.to, code: details.code ?? 'none', status: details.status ?? 'none', reason: details.message ?? String(cause) }, `twilio send failed: code=${details.code ?? 'none'}`);
    throw new WhatsAppSendError(details.message ?? 'WhatsApp send failed', details.code, details.status);
  }
}

/**
 * Whether twilio's API answers for our account (one read of the account), within `timeoutMs`; null when WhatsApp
 * goes to the outbox. The worker's delivery probe asks this while WhatsApp messages wait on a retry.
 */
export async function whatsAppProviderAnswers(timeoutMs = 5000): Promise<boolean | null> {
  const env = getEnv();
  if (whatsappUsesOutbox(env)) return null;
  const client = twilioClient(env.TWILIO_ACCOUNT_SID as string, env.TWILIO_AUTH_TOKEN as string);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    const answered = client.api.v2010
      .accounts(env.TWILIO_ACCOUNT_SID as string)
      .fetch()
      .then(() => true, () => false);
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
