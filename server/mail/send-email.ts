import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { getEnv, mailUsesOutbox } from '@/server/env';
import { addToOutbox } from '@/server/outbox/outbox';
import { logger } from '@/server/log/logger';
import { withSpan } from '@/server/tracing/span';

// The one way to send e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise the outbox.

export interface Email {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  headers?: Record<string, string>;
  /** A Message-ID of our own (deliveries make it from the message key, so a copy sent twice is one e-mail). */
  messageId?: string;
}

const holder = globalThis as unknown as { ghomesSmtp?: { url: string; transport: Transporter } };

function smtpTransport(url: string): Transporter {
  if (holder.ghomesSmtp?.url !== url) holder.ghomesSmtp = { url, transport: nodemailer.createTransport(url) };
  return holder.ghomesSmtp.transport;
}

export async function sendEmail(email: Email): Promise<void> {
  const env = getEnv();
  if (mailUsesOutbox(env)) {
    await addToOutbox({ channel: 'email', to: email.to, subject: email.subject, text: email.text, html: email.html, attachments: email.attachments });
    return;
  }
  const info = await withSpan('mail send', { 'messaging.system': 'smtp' }, () => smtpTransport(env.SMTP_URL as string).sendMail({ from: env.MAIL_FROM, ...email }));
  // Not the address: logs are no place for personal data (a message's recipient is in delivered_messages).
  logger('mail').info({ channel: 'email', subject: email.subject, id: info.messageId }, 'sent by smtp');
}

/**
 * Whether the SMTP server answers (connect, EHLO, login, QUIT), within `timeoutMs`; null when mail goes to the
 * outbox (nothing to probe). The worker's delivery probe asks this while e-mails wait on a retry.
 */
export async function smtpAnswers(timeoutMs = 5000): Promise<boolean | null> {
  const env = getEnv();
  if (mailUsesOutbox(env)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([smtpTransport(env.SMTP_URL as string).verify().then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
