import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DESK_PIN_PATTERN } from '@/lib/visits/gate-pass';
import { lockBuckets, recordEvents, secondsUntilAllowed, type RateRule } from '@/server/auth/rate-limit';
import { getSigningKey } from '@/server/auth/keys';
import type { Executor } from '@/server/auth/users';
import { getDb } from '@/server/db/client';
import { gated_societies, society_gate_desks } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';

// A society's security desk: /gate/{societyId} opens with the society's desk PIN, which operators set
// with the import (desk_pin) or `npm run gate-pin`. A right PIN gives the device a desk session: an HttpOnly
// cookie signed with a key derived from the server's signing key, naming the society and the PIN's version, so
// a new PIN signs every desk out. Wrong PINs are rate-limited (server/auth/rate-limit.ts) per client and society,
// and per society over all clients, so nobody can try the million six-digit PINs; a desk already open stays open.

export const DESK_COOKIE = 'gate_desk';
/** A desk session lasts a long shift; then the PIN is asked again. */
export const DESK_SESSION_HOURS = 12;
/** Wrong PINs: per client and society in 15 minutes, and per society over all clients in an hour. */
export const DESK_PIN_TRIES_PER_CLIENT = 5;
export const DESK_PIN_TRIES_PER_SOCIETY = 30;

export const DESK_MESSAGES = {
  wrongPin: 'Wrong PIN. Please try again.',
  tooManyTries: (minutes: number) => `Too many wrong PINs. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  noDesk: 'This society has no security desk set up yet.',
  locked: 'Enter the desk PIN first.',
  badPin: 'A desk PIN is 6 to 12 digits.',
} as const;

/**
 * The stored form of a PIN: an HMAC under a key derived from the server's signing key, bound to the society. A
 * database copy alone reveals no PIN (six digits would fall to any slow hash offline, but not without the key),
 * and an unchanged PIN hashes the same, so importing the same file twice changes nothing. Changing the signing
 * key (AUTH_JWT_PRIVATE_JWK) means setting the desk PINs again.
 */
export function hashDeskPin(societyId: string, pin: string): string {
  const key = createHmac('sha256', getSigningKey().secret).update('ghomes-gate-pin-v1').digest();
  return `hmac$${createHmac('sha256', key).update(`${societyId}:${pin}`).digest('base64url')}`;
}

function pinMatches(societyId: string, pin: string, stored: string): boolean {
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashDeskPin(societyId, pin));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Sets (or replaces) a society's desk PIN; a changed PIN ends every desk session of the old one. */
export async function setDeskPin(societyId: string, pin: string, executor: Executor = getDb()): Promise<'set' | 'unchanged'> {
  if (!DESK_PIN_PATTERN.test(pin)) throw new AppError('invalid_pin', DESK_MESSAGES.badPin, 422);
  const pinHash = hashDeskPin(societyId, pin);
  const written = await executor
    .insert(society_gate_desks)
    .values({ society_id: societyId, pin_hash: pinHash })
    .onConflictDoUpdate({ target: society_gate_desks.society_id, set: { pin_hash: pinHash, pin_set_at: sql`now()` }, setWhere: sql`${society_gate_desks.pin_hash} <> ${pinHash}` })
    .returning({ id: society_gate_desks.society_id });
  return written.length ? 'set' : 'unchanged';
}

export async function removeDeskPin(societyId: string): Promise<boolean> {
  const removed = await getDb().delete(society_gate_desks).where(eq(society_gate_desks.society_id, societyId)).returning({ id: society_gate_desks.society_id });
  return removed.length > 0;
}

export interface DeskSociety {
  id: string;
  name: string;
  /** The PIN's version (null: the society has no desk). */
  pinSetAt: Date | null;
}

export async function findDeskSociety(societyId: string): Promise<DeskSociety | null> {
  const [row] = await getDb()
    .select({ id: gated_societies.id, name: gated_societies.name, pinSetAt: society_gate_desks.pin_set_at })
    .from(gated_societies)
    .leftJoin(society_gate_desks, eq(society_gate_desks.society_id, gated_societies.id))
    .where(eq(gated_societies.id, societyId))
    .limit(1);
  return row ?? null;
}

function sessionKey(): Buffer {
  return createHmac('sha256', getSigningKey().secret).update('ghomes-gate-desk-v1').digest();
}

const sign = (body: string) => createHmac('sha256', sessionKey()).update(body).digest('base64url');

function sessionToken(society: DeskSession['society'], now: Date): { value: string; expires: Date } {
  const expires = new Date(now.getTime() + DESK_SESSION_HOURS * 3_600_000);
  // The random id names this one device's session, so 'Lock desk' can end it alone (server/visits/desk-lock.ts).
  const body = `${society.id}.${expires.getTime()}.${society.pinSetAt!.getTime()}.${randomBytes(16).toString('base64url')}`;
  return { value: `${body}.${sign(body)}`, expires };
}

export interface DeskSession {
  society: Pick<DeskSociety, 'id' | 'pinSetAt'>;
  /** This device's session id (random, signed with the rest). */
  id: string;
  expires: Date;
}

/** The cookie's desk session when it is signed by this server for this society under its current PIN and not expired. */
export function readDeskSession(society: DeskSociety, cookie: string | undefined, now = new Date()): DeskSession | null {
  if (!cookie || !society.pinSetAt || cookie.length > 300) return null;
  const parts = cookie.split('.');
  if (parts.length !== 5) return null;
  const [id, expires, version, sessionId, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(`${id}.${expires}.${version}.${sessionId}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (id !== society.id || Number(expires) <= now.getTime() || Number(version) !== society.pinSetAt.getTime()) return null;
  return { society, id: sessionId, expires: new Date(Number(expires)) };
}

/** True when the cookie's signature, society, PIN version and expiry hold (a locked session: desk-lock.ts). */
export function isDeskSession(society: DeskSociety, cookie: string | undefined, now = new Date()): boolean {
  return readDeskSession(society, cookie, now) !== null;
}

function pinRules(societyId: string, client: string): RateRule[] {
  return [
    { bucket: `gate-pin:${societyId}:${client}`, limit: DESK_PIN_TRIES_PER_CLIENT, windowSeconds: 15 * 60 },
    { bucket: `gate-pin:${societyId}`, limit: DESK_PIN_TRIES_PER_SOCIETY, windowSeconds: 60 * 60 },
  ];
}

/**
 * Opens the desk for a right PIN: the session cookie's value and expiry. Wrong PINs count against the client
 * and the society; over either limit every try is refused (429) before the PIN is even compared.
 */
export async function unlockDesk(societyId: string, pin: string, client: string, now = new Date()): Promise<{ value: string; expires: Date }> {
  const society = await findDeskSociety(societyId);
  if (!society) throw new AppError('not_found', 'Society not found', 404);
  if (!society.pinSetAt) throw new AppError('no_desk', DESK_MESSAGES.noDesk, 404);
  const rules = pinRules(societyId, client);
  // The outcome leaves the transaction as a value: a thrown refusal would roll back the wrong try it records.
  const outcome = await getDb().transaction(async (tx): Promise<{ wait: number } | { wrong: true } | { ok: true }> => {
    await lockBuckets(tx, rules.map((rule) => rule.bucket));
    let wait = 0;
    for (const rule of rules) wait = Math.max(wait, await secondsUntilAllowed(tx, rule, now));
    if (wait > 0) return { wait };
    const [desk] = await tx.select({ pinHash: society_gate_desks.pin_hash }).from(society_gate_desks).where(eq(society_gate_desks.society_id, societyId));
    if (!desk || !DESK_PIN_PATTERN.test(pin) || !pinMatches(societyId, pin, desk.pinHash)) {
      await recordEvents(tx, rules.map((rule) => rule.bucket), now);
      return { wrong: true };
    }
    return { ok: true };
  });
  if ('wait' in outcome) throw new AppError('too_many_attempts', DESK_MESSAGES.tooManyTries(Math.ceil(outcome.wait / 60)), 429);
  if ('wrong' in outcome) throw new AppError('wrong_pin', DESK_MESSAGES.wrongPin, 401);
  return sessionToken(society, now);
}
