import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { getDb, getPool, joiningTransaction } from '@/server/db/client';
import { getEnv, mailUsesOutbox, whatsappUsesOutbox } from '@/server/env';
import { sendEmail } from '@/server/mail/send-email';
import { hasConsent } from '@/server/privacy/consent';
import { sendWhatsApp } from '@/server/whatsapp/send-whatsapp';
import type { DeliverEmailPayload, DeliverWhatsAppPayload } from './payloads';
import { logger } from '@/server/log/logger';

// Delivery of one rendered message, at most once per message key where that can be known. A job can run again
// after it sent: the worker died, or the database went away, between the provider's acceptance and the job's
// completion. So, per key:
// - before the provider call, on a connection held for the whole delivery: is it in delivered_messages (sent:
//   stop), and an intent row in delivery_intents. An intent found on entry means an earlier attempt died inside
//   the provider call: its outcome is unknown, counted in `unknown_outcomes`, and the message goes again;
// - right after the provider's answer, on that same connection (no wait for a pool connection, one round trip):
//   the delivered_messages row, and the intent goes.
// What remains is the time between the provider's acceptance and that statement reaching PostgreSQL (measured by
// bench/delivery-window.ts, docs/jobs.md "Once per message"). For e-mail the provider's side of idempotency is
// the Message-ID, made from the key: a copy sent again in that window carries the same Message-ID, and mail
// clients (Gmail, Outlook) show one message. twilio's Messages API has no idempotency key.
// Without a provider (the outbox, a table of this database) the message and its key commit in one transaction: no
// window at all, even when PostgreSQL itself dies between the two.
//
// WhatsApp goes only to a number the message's own account proved with a code (its profile holds the number and
// phone_verified_at): an account that typed someone else's number never writes to it, even after the owner proved
// it on their own account. At most WHATSAPP_DAILY_CAP messages go to the number in 24 hours, counted only since
// the owner proved it, so nothing sent before (for another account) uses up the owner's messages. Otherwise the
// message is dropped (the e-mail of the same event still goes) and the job completes, since retrying would not
// change the answer.

export type DeliveryOutcome = 'sent' | 'already-sent' | 'unverified-number' | 'daily-cap' | 'consent-withdrawn';

type Channel = 'email' | 'whatsapp' | 'push';

/** Whether the key was delivered; otherwise records the intent (and counts an earlier attempt that vanished). */
async function beginDelivery(client: PoolClient, key: string): Promise<'delivered' | 'first' | 'unknown-before'> {
  const { rows } = await client.query<{ delivered: boolean; unknown_outcomes: number | null }>({
    name: 'delivery-begin',
    text: `with delivered as (select 1 from delivered_messages where message_key = $1),
       intent as (
         insert into delivery_intents (message_key) select $1 where not exists (select 1 from delivered)
         on conflict (message_key) do update
           set attempts = delivery_intents.attempts + 1, unknown_outcomes = delivery_intents.unknown_outcomes + 1,
               started_at = now()
         returning unknown_outcomes)
     select exists (select 1 from delivered) as delivered, (select unknown_outcomes from intent) as unknown_outcomes`,
    values: [key],
  });
  const row = rows[0]!;
  if (row.delivered) return 'delivered';
  return row.unknown_outcomes ? 'unknown-before' : 'first';
}

const RECORD_SENT = `with sent as (
     insert into delivered_messages (message_key, channel, recipient, provider_id) values ($1, $2, $3, $4)
     on conflict (message_key) do nothing)
   delete from delivery_intents where message_key = $1`;

/** The provider accepted: the key is recorded at once on the held connection (through the pool if that broke). */
async function recordSent(client: PoolClient, key: string, channel: Channel, recipient: string, providerId: string | null): Promise<void> {
  const values = [key, channel, recipient, providerId];
  try {
    await client.query({ name: 'delivery-sent', text: RECORD_SENT, values });
  } catch {
    await getPool().query(RECORD_SENT, values);
  }
}

/** The provider refused (a known outcome): the intent goes, so a retry is not counted as an unknown one. */
async function forgetIntent(client: PoolClient, key: string): Promise<void> {
  await client.query('delete from delivery_intents where message_key = $1', [key]).catch(() => undefined);
}

/**
 * One delivery on a connection held from the check to the record. `send` returns the provider's id (or null);
 * a provider error propagates (the job is retried).
 */
export async function deliverOnce(key: string, channel: Channel, recipient: string, send: () => Promise<string | null>, gate?: () => Promise<DeliveryOutcome | null>): Promise<DeliveryOutcome> {
  if (gate) {
    const { rowCount } = await getPool().query('select 1 from delivered_messages where message_key = $1', [key]);
    if (rowCount) return 'already-sent';
    const refused = await gate();
    if (refused) return refused;
  }
  // Held from here to the record. The outbox transport takes a second connection while this one is held: the pool
  // (PG_POOL_MAX, 10) must stay larger than WORKER_CONCURRENCY, or a full pool makes deliveries wait for
  // PG_CONNECT_TIMEOUT_MS and retry.
  const client = await getPool().connect();
  try {
    const state = await beginDelivery(client, key);
    if (state === 'delivered') return 'already-sent';
    if (state === 'unknown-before') logger('jobs').warn({ key }, 'an earlier attempt ended inside the provider call; sending again');
    let providerId: string | null;
    try {
      providerId = await send();
    } catch (error) {
      await forgetIntent(client, key);
      throw error;
    }
    await recordSent(client, key, channel, recipient, providerId);
    return 'sent';
  } finally {
    client.release();
  }
}

/** A delivery to the outbox: the outbox row and the key in one transaction (addToOutbox writes through getDb()). */
async function deliverToOutbox(key: string, channel: Channel, recipient: string, send: () => Promise<string | null>): Promise<DeliveryOutcome> {
  return getDb().transaction(async (tx) => {
    const claimed = await tx.execute(
      sql`insert into delivered_messages (message_key, channel, recipient) values (${key}, ${channel}, ${recipient})
          on conflict (message_key) do nothing returning message_key`,
    );
    if (!claimed.rows.length) return 'already-sent';
    const providerId = await joiningTransaction(tx, send);
    if (providerId) await tx.execute(sql`update delivered_messages set provider_id = ${providerId} where message_key = ${key}`);
    return 'sent';
  });
}

/** The Message-ID of a delivery: the same for every attempt of one message key. */
export function messageIdFor(key: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(getEnv().MAIL_FROM)?.[1] ?? 'ghomes.local';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

export async function deliverEmail(key: string, payload: DeliverEmailPayload): Promise<DeliveryOutcome> {
  // Asked now, not when the message was queued: a consent withdrawn meanwhile stops it (and the job completes).
  if (payload.consent && !(await hasConsent(payload.consent.userId, payload.consent.purpose))) {
    logger('mail').info({ key, reason: 'consent-withdrawn', purpose: payload.consent.purpose }, 'not sent: the person withdrew consent');
    return 'consent-withdrawn';
  }
  const { consent: _consent, ...email } = payload;
  const send = async () => {
    await sendEmail({ ...email, messageId: messageIdFor(key) });
    return null;
  };
  const recipient = payload.to.toLowerCase();
  return mailUsesOutbox() ? deliverToOutbox(key, 'email', recipient, send) : deliverOnce(key, 'email', recipient, send);
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

/** When this owner (docs/owners.md) proved this E.164 number with a code; null when they did not. */
async function ownerVerifiedNumberAt(ownerId: string, e164: string): Promise<Date | null> {
  const { rows } = await getPool().query<{ verified_at: Date }>(
    `select phone_verified_at as verified_at from owners
      where id = $1 and country_code || phone = $2 and phone_verified_at is not null`,
    [ownerId, e164],
  );
  return rows[0]?.verified_at ?? null;
}

/** Every WhatsApp message to an account needs 'whatsapp_updates'; a digest needs its own consent too. */
async function whatsAppConsented(userId: string, extra: DeliverWhatsAppPayload['consent']): Promise<boolean> {
  if (!(await hasConsent(userId, 'whatsapp_updates'))) return false;
  return extra ? hasConsent(userId, extra) : true;
}

/** Why a WhatsApp message is not sent at all, or null when it may go. The log names the outcome, never the owner or text. */
async function whatsAppRefusal(key: string, payload: DeliverWhatsAppPayload): Promise<DeliveryOutcome | null> {
  if (payload.userId && !(await whatsAppConsented(payload.userId, payload.consent))) {
    logger('whatsapp').info({ key, reason: 'consent-withdrawn' }, 'not sent: the person withdrew consent');
    return 'consent-withdrawn';
  }
  const verifiedAt = payload.ownerId ? await ownerVerifiedNumberAt(payload.ownerId, payload.to) : await accountVerifiedNumberAt(payload.userId, payload.to);
  if (!verifiedAt) {
    logger('whatsapp').info({ key, reason: 'unverified-number' }, `not sent: ${payload.ownerId ? 'the owner' : 'the account'} has not verified this number`);
    return 'unverified-number';
  }
  if ((await whatsAppSentToOwnerToday(payload.to, verifiedAt)) >= getEnv().WHATSAPP_DAILY_CAP) {
    logger('whatsapp').info({ key, reason: 'daily-cap' }, 'not sent: the number reached WHATSAPP_DAILY_CAP');
    return 'daily-cap';
  }
  return null;
}

export async function deliverWhatsApp(key: string, payload: DeliverWhatsAppPayload): Promise<DeliveryOutcome> {
  const send = async () => (await sendWhatsApp(payload)).id;
  if (!whatsappUsesOutbox()) return deliverOnce(key, 'whatsapp', payload.to, send, () => whatsAppRefusal(key, payload));
  const { rowCount } = await getPool().query('select 1 from delivered_messages where message_key = $1', [key]);
  if (rowCount) return 'already-sent';
  return (await whatsAppRefusal(key, payload)) ?? deliverToOutbox(key, 'whatsapp', payload.to, send);
}
