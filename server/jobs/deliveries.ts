import 'server-only';
import { getPool } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { sendEmail } from '@/server/mail/send-email';
import { sendWhatsApp } from '@/server/whatsapp/send-whatsapp';
import type { DeliverEmailPayload, DeliverWhatsAppPayload } from './payloads';

// Delivery of one rendered message, at most once per message key where that can be known (table
// delivered_messages). A job can run again after it sent: the worker died, or the database went away, between
// the provider's acceptance and the job's completion. The key is recorded right after the provider accepted
// the message (before the job is marked done) and checked before sending, so such a re-run sends nothing.
// What remains: a crash inside the provider call itself (the provider accepted, the row was not yet written)
// sends the message once more when the job is retried; no key on our side can close that window.
//
// WhatsApp goes only to a number the message's own account proved with a code (its profile holds the number and
// phone_verified_at): an account that typed someone else's number never writes to it, even after the owner proved
// it on their own account. At most WHATSAPP_DAILY_CAP messages go to the number in 24 hours, counted only since
// the owner proved it, so nothing sent before (for another account) uses up the owner's messages. Otherwise the
// message is dropped (the e-mail of the same event still goes) and the job completes, since retrying would not
// change the answer.

export type DeliveryOutcome = 'sent' | 'already-sent' | 'unverified-number' | 'daily-cap';

async function alreadySent(key: string): Promise<boolean> {
  const { rowCount } = await getPool().query('select 1 from delivered_messages where message_key = $1', [key]);
  return (rowCount ?? 0) > 0;
}

async function recordSent(key: string, channel: 'email' | 'whatsapp', recipient: string, providerId: string | null): Promise<void> {
  await getPool().query(
    `insert into delivered_messages (message_key, channel, recipient, provider_id) values ($1, $2, $3, $4)
     on conflict (message_key) do nothing`,
    [key, channel, recipient, providerId],
  );
}

export async function deliverEmail(key: string, payload: DeliverEmailPayload): Promise<DeliveryOutcome> {
  if (await alreadySent(key)) return 'already-sent';
  await sendEmail(payload);
  await recordSent(key, 'email', payload.to.toLowerCase(), null);
  return 'sent';
}

/** When this account proved this E.164 number with a code; null when it did not (or holds another number). */
export async function accountVerifiedNumberAt(userId: string | undefined, e164: string): Promise<Date | null> {
  if (!userId) return null; // a delivery queued before messages named their account
  const { rows } = await getPool().query<{ verified_at: Date }>(
    `select phone_verified_at as verified_at from profiles
      where id = $1 and country_code || phone = $2 and phone_verified_at is not null`,
    [userId, e164],
  );
  return rows[0]?.verified_at ?? null;
}

/** WhatsApp messages sent to the number in the last 24 hours since its owner proved it. */
async function whatsAppSentToOwnerToday(e164: string, verifiedAt: Date): Promise<number> {
  const { rows } = await getPool().query<{ count: string }>(
    `select count(*) from delivered_messages
      where channel = 'whatsapp' and recipient = $1 and delivered_at > greatest(now() - interval '1 day', $2::timestamptz)`,
    [e164, verifiedAt],
  );
  return Number(rows[0]?.count ?? 0);
}

export async function deliverWhatsApp(key: string, payload: DeliverWhatsAppPayload): Promise<DeliveryOutcome> {
  if (await alreadySent(key)) return 'already-sent';
  // The log names the outcome, never the number's owner or the text.
  const verifiedAt = await accountVerifiedNumberAt(payload.userId, payload.to);
  if (!verifiedAt) {
    console.log(`[whatsapp] not sent (${key}): the account has not verified this number`);
    return 'unverified-number';
  }
  if ((await whatsAppSentToOwnerToday(payload.to, verifiedAt)) >= getEnv().WHATSAPP_DAILY_CAP) {
    console.log(`[whatsapp] not sent (${key}): the number reached WHATSAPP_DAILY_CAP`);
    return 'daily-cap';
  }
  const sent = await sendWhatsApp(payload);
  await recordSent(key, 'whatsapp', payload.to, sent.id);
  return 'sent';
}
