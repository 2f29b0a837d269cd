import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DESK_PIN_PATTERN } from '@/lib/visits/gate-pass';
import { consume, lockBuckets, recordEvents, secondsUntilAllowed, type RateRule } from '@/server/auth/rate-limit';
import { getSigningKey } from '@/server/auth/keys';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { gated_societies, society_gate_desks } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';

// A society's security desk: /gate/{societyId} opens with the society's desk PIN, which operators set
// with the import (desk_pin) or `npm run gate-pin`. A right PIN gives the device a desk session: an HttpOnly
// cookie signed with a key derived from the server's signing key, naming the society and the PIN's version, so
// a new PIN signs every desk out.
//
// Wrong PINs are rate-limited (server/auth/rate-limit.ts) so that guessers are slowed and the guard is not:
// - every browser that tries a PIN carries a device cookie (a random id); a device that once opened this desk
//   is a known desk device (the cookie, signed, names the society) and is held back only by its own wrong PINs;
// - any other device: its own wrong PINs, its address's (all devices there, which catches a guesser who drops
//   the cookie) and, over every address, the society's ceiling.
// So a crowd of guessers locks nobody out (they use up their own budgets, and the society's ceiling stops only
// unknown devices), the guard's own address keeps room for the guard's fresh device, and the million six-digit
// PINs stay out of reach (DESK_PIN_TRIES_PER_SOCIETY an hour). A desk already open stays open.

export const DESK_COOKIE = 'gate_desk';
/** The device cookie: which browser is trying PINs, and whether it ever opened the desk. */
export const DESK_DEVICE_COOKIE = 'gate_device';
/** A desk session lasts a long shift; then the PIN is asked again. */
export const DESK_SESSION_HOURS = 12;
/** A known desk device stays known this long after its last right PIN. */
export const DESK_DEVICE_DAYS = 180;
/** Wrong PINs in 15 minutes: per device, and per address over all of its devices. */
export const DESK_PIN_TRIES_PER_DEVICE = 5;
export const DESK_PIN_TRIES_PER_ADDRESS = 20;
/** Wrong PINs in an hour per society from devices that never opened it. */
export const DESK_PIN_TRIES_PER_SOCIETY = 200;
/** Pass checks of an open desk: a guard scans a visitor every few seconds at the busiest, never 60 a minute. */
export const DESK_CHECKS_PER_MINUTE = 60;

export const DESK_MESSAGES = {
  wrongPin: 'Wrong PIN. Please try again.',
  tooManyTries: (minutes: number) => `Too many wrong PINs. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  noDesk: 'This society has no security desk set up yet.',
  locked: 'Enter the desk PIN first.',
  badPin: 'A desk PIN is 6 to 12 digits.',
  tooManyChecks: 'Too many checks in a minute. Please wait a moment and try again.',
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

export async function removeDeskPin(societyId: string, executor: Executor = getDb()): Promise<boolean> {
  const removed = await executor.delete(society_gate_desks).where(eq(society_gate_desks.society_id, societyId)).returning({ id: society_gate_desks.society_id });
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

/** Who is trying a PIN: the client address and the device cookie as sent (null when there is none). */
export interface DeskClient {
  address: string;
  device: string | null | undefined;
}

interface DeskDevice {
  id: string;
  /** The society this device opened, when its cookie is genuine. */
  knownFor: string | null;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

function deviceKey(): Buffer {
  return createHmac('sha256', getSigningKey().secret).update('ghomes-gate-device-v1').digest();
}

const signDevice = (body: string) => createHmac('sha256', deviceKey()).update(body).digest('base64url');

/** Reads the device cookie; a missing or forged one is a new device (a forged "known" mark counts for nothing). */
export function readDeskDevice(cookie: string | null | undefined): DeskDevice {
  const [id, society, signature, ...rest] = (cookie && cookie.length <= 200 ? cookie : '').split('.');
  if (!id || !DEVICE_ID.test(id)) return { id: randomBytes(16).toString('base64url'), knownFor: null };
  if (!society || society === '-' || !signature || rest.length) return { id, knownFor: null };
  const expected = Buffer.from(signDevice(`${id}.${society}`));
  const given = Buffer.from(signature);
  return { id, knownFor: expected.length === given.length && timingSafeEqual(expected, given) ? society : null };
}

/** The device cookie's value: the id, and the society it opened (signed) once it has. */
export function deskDeviceCookie(device: DeskDevice): string {
  return device.knownFor ? `${device.id}.${device.knownFor}.${signDevice(`${device.id}.${device.knownFor}`)}` : device.id;
}

function pinRules(societyId: string, client: DeskClient, device: DeskDevice): RateRule[] {
  const own: RateRule = { bucket: `gate-pin:${societyId}:device:${device.id}`, limit: DESK_PIN_TRIES_PER_DEVICE, windowSeconds: 15 * 60 };
  // The guard's device: nobody else's guesses count against it.
  if (device.knownFor === societyId) return [own];
  return [
    own,
    { bucket: `gate-pin:${societyId}:address:${client.address}`, limit: DESK_PIN_TRIES_PER_ADDRESS, windowSeconds: 15 * 60 },
    { bucket: `gate-pin:${societyId}`, limit: DESK_PIN_TRIES_PER_SOCIETY, windowSeconds: 60 * 60 },
  ];
}

export interface DeskUnlockAnswer {
  /** The device cookie to set on every answer, the refusals included (a new device keeps its id). */
  device: string;
  outcome: { session: { value: string; expires: Date } } | { error: AppError };
}

/**
 * Tries a PIN: the desk session for a right one (and the device becomes a known desk device), otherwise the
 * refusal. Wrong PINs count against the device, its address and the society (see the top of this file); over any
 * of its limits every try is refused (429) before the PIN is even compared.
 */
export async function unlockDesk(societyId: string, pin: string, client: DeskClient, now = new Date()): Promise<DeskUnlockAnswer> {
  const society = await findDeskSociety(societyId);
  if (!society) throw new AppError('not_found', 'Society not found', 404);
  if (!society.pinSetAt) throw new AppError('no_desk', DESK_MESSAGES.noDesk, 404);
  const device = readDeskDevice(client.device);
  const rules = pinRules(societyId, client, device);
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
  if ('wait' in outcome) return { device: deskDeviceCookie(device), outcome: { error: new AppError('too_many_attempts', DESK_MESSAGES.tooManyTries(Math.ceil(outcome.wait / 60)), 429) } };
  if ('wrong' in outcome) return { device: deskDeviceCookie(device), outcome: { error: new AppError('wrong_pin', DESK_MESSAGES.wrongPin, 401) } };
  return { device: deskDeviceCookie({ id: device.id, knownFor: societyId }), outcome: { session: sessionToken(society, now) } };
}

/** Counts one pass check of an open desk; a 429 past DESK_CHECKS_PER_MINUTE for the society's desk. */
export async function allowDeskCheck(societyId: string): Promise<void> {
  const wait = await consume({ bucket: `gate-check:${societyId}`, limit: DESK_CHECKS_PER_MINUTE, windowSeconds: 60 });
  if (wait > 0) throw new AppError('too_many_checks', DESK_MESSAGES.tooManyChecks, 429);
}
