import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { OWNER_DEVICE_DAYS, type OwnerChannel } from '@/lib/owners/owners';
import { deviceIdFromCookieHeader } from '@/server/auth/holder';
import { generateCode } from '@/server/auth/codes';
import { getSigningKey } from '@/server/auth/keys';
import { forgetEvents, lockBuckets, recordEvents, secondsUntilAllowed } from '@/server/auth/rate-limit';
import { getDb } from '@/server/db/client';
import { owner_device_codes, owner_devices, owners } from '@/server/db/schema';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { maskedEmail } from '@/lib/text/masked-email';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { sendEmail } from '@/server/mail/send-email';
import { sendWhatsApp } from '@/server/whatsapp/send-whatsapp';

/** The owner as the audit log names them, for both kinds of owner link: the owner's row id, never their contact details. */
export function ownerActor(ownerId: string, address: string | null): AuditActor {
  return { id: null, email: `owner:${ownerId}`, address };
}

// An owner proves a browser once (docs/owners.md "Devices"): the first time a link is opened on it, a 6-digit code
// goes to the owner's number (WhatsApp; e-mail when the owner prefers it or has no number we can reach), and the
// browser's device id (the HttpOnly `ghomes-device` cookie, server/auth/holder.ts) is then remembered for
// OWNER_DEVICE_DAYS. A link forwarded to anyone else shows nothing until that person has the owner's phone.

const CODE_MINUTES = 10;
const RESEND_SECONDS = 60;
const WRONG_TRIES = 5;
// Codes to one owner, and through one link, in an hour, however many browsers ask: each code sent is counted
// (rate_limit_events), not each browser's live code, so browsers taking turns cannot add up to more guesses.
const CODES_PER_HOUR = 5;

/** The link a code is asked through: its row id, and its owner. */
export interface OwnerLinkRef {
  linkId: string;
  ownerId: string;
}

const codeBuckets = (link: OwnerLinkRef) => [`owner-code:owner:${link.ownerId}`, `owner-code:link:${link.linkId}`];

const deviceHash = (deviceId: string) => createHash('sha256').update(`owner-device:${deviceId}`).digest('hex');
const codeHash = (ownerId: string, device: string, code: string) => createHmac('sha256', getSigningKey().secret).update(`owner-code:${ownerId}:${device}:${code}`).digest('hex');

/** The device id of a request (null without the cookie: the middleware sets it on the first page). */
export function requestDeviceId(request: Request): string | null {
  return deviceIdFromCookieHeader(request.headers.get('cookie'));
}

/** Whether this browser proved itself as the owner's within the last OWNER_DEVICE_DAYS. */
export async function isOwnerDevice(ownerId: string, deviceId: string | null, now = new Date()): Promise<boolean> {
  if (!deviceId) return false;
  const [row] = await getDb()
    .select({ ownerId: owner_devices.owner_id })
    .from(owner_devices)
    .where(and(eq(owner_devices.owner_id, ownerId), eq(owner_devices.device_hash, deviceHash(deviceId)), gt(owner_devices.expires_at, now)))
    .limit(1);
  return Boolean(row);
}

/** Where the code goes, masked for the page ('WhatsApp ••••••3210'). */
export interface CodeDestination {
  channel: OwnerChannel;
  masked: string;
}

const tooManyCodes = () => new AppError('too_many_codes', 'Too many codes were asked for in the last hour. Please try again later.', 429);

/**
 * Sends a fresh code to the owner for this device (one a minute per device; five an hour per owner and per link;
 * the earlier code of this device stops working). The count and the code are written before the message goes,
 * under a lock on the owner's and the link's counters, so requests at once cannot pass the cap together.
 */
export async function sendOwnerDeviceCode(link: OwnerLinkRef, deviceId: string, now = new Date()): Promise<CodeDestination> {
  const [owner] = await getDb().select().from(owners).where(eq(owners.id, link.ownerId)).limit(1);
  if (!owner) throw new AppError('not_found', 'Not found', 404);
  const device = deviceHash(deviceId);
  const channel: OwnerChannel = owner.preferred_channel === 'email' && owner.email ? 'email' : 'whatsapp';
  const code = generateCode();
  const buckets = codeBuckets(link);
  const events = await getDb().transaction(async (tx) => {
    await lockBuckets(tx, buckets);
    const [last] = await tx
      .select({ sentAt: owner_device_codes.sent_at })
      .from(owner_device_codes)
      .where(and(eq(owner_device_codes.owner_id, link.ownerId), eq(owner_device_codes.device_hash, device)))
      .limit(1);
    const wait = last ? Math.ceil(RESEND_SECONDS - (now.getTime() - last.sentAt.getTime()) / 1000) : 0;
    if (wait > 0) throw new AppError('code_recently_sent', `A code was sent a moment ago. You can ask for another after ${wait} seconds.`, 429);
    for (const bucket of buckets) {
      if ((await secondsUntilAllowed(tx, { bucket, limit: CODES_PER_HOUR, windowSeconds: 3600 }, now)) > 0) throw tooManyCodes();
    }
    const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000);
    const hash = codeHash(link.ownerId, device, code);
    await tx
      .insert(owner_device_codes)
      .values({ owner_id: link.ownerId, device_hash: device, code_hash: hash, channel, sent_at: now, expires_at: expiresAt })
      .onConflictDoUpdate({ target: [owner_device_codes.owner_id, owner_device_codes.device_hash], set: { code_hash: hash, channel, wrong_tries: 0, sent_at: now, expires_at: expiresAt } });
    return recordEvents(tx, buckets, now);
  });
  const brand = getEnv().BRAND_NAME;
  const text = `${code} is your ${brand} code to answer about your home. It expires in ${CODE_MINUTES} minutes. Do not share it with anyone.`;
  try {
    if (channel === 'email') {
      await sendEmail({ to: owner.email!, subject: `${code} is your ${brand} code`, text, html: `<p>${text}</p>` });
      return { channel, masked: maskedEmail(owner.email!) };
    }
    await sendWhatsApp({ to: `${owner.country_code}${owner.phone}`, body: text });
  } catch (error) {
    // Not sent: the try does not count against the owner (the code itself is never known to anyone).
    await forgetEvents(getDb(), events);
    throw error;
  }
  return { channel, masked: `WhatsApp ${'•'.repeat(Math.max(0, owner.phone.length - 4))}${owner.phone.slice(-4)}` };
}

/**
 * Checks the code this device asked for; right, the device is remembered for OWNER_DEVICE_DAYS (and a code that
 * went by WhatsApp proves the number too), with an `owner.device_proved` audit row naming the link, in the same
 * transaction. Five wrong tries end the code.
 */
export async function proveOwnerDevice(link: OwnerLinkRef, deviceId: string, code: string, address: string | null, now = new Date()): Promise<boolean> {
  const { ownerId } = link;
  const device = deviceHash(deviceId);
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(owner_device_codes)
      .where(and(eq(owner_device_codes.owner_id, ownerId), eq(owner_device_codes.device_hash, device)))
      .for('update')
      .limit(1);
    if (!row || row.expires_at <= now || row.wrong_tries >= WRONG_TRIES) return false;
    const expected = Buffer.from(row.code_hash);
    const given = Buffer.from(codeHash(ownerId, device, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await tx.update(owner_device_codes).set({ wrong_tries: sql`${owner_device_codes.wrong_tries} + 1` }).where(and(eq(owner_device_codes.owner_id, ownerId), eq(owner_device_codes.device_hash, device)));
      return false;
    }
    await tx.delete(owner_device_codes).where(and(eq(owner_device_codes.owner_id, ownerId), eq(owner_device_codes.device_hash, device)));
    const expiresAt = new Date(now.getTime() + OWNER_DEVICE_DAYS * 86_400_000);
    await tx
      .insert(owner_devices)
      .values({ owner_id: ownerId, device_hash: device, proved_at: now, expires_at: expiresAt })
      .onConflictDoUpdate({ target: [owner_devices.owner_id, owner_devices.device_hash], set: { proved_at: now, expires_at: expiresAt } });
    if (row.channel === 'whatsapp') await tx.update(owners).set({ phone_verified_at: sql`coalesce(${owners.phone_verified_at}, ${now})` }).where(eq(owners.id, ownerId));
    // The proof is an owner action, whichever kind of link it came through.
    await recordAudit(tx, ownerActor(ownerId, address), { action: 'owner.device_proved', table: 'owners', rowId: ownerId, after: { link: link.linkId } });
    return true;
  });
}

