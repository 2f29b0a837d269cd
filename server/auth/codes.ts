import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { authOneTimeCodes } from '@/server/db/schema';
import { authSettings } from './config';
import { getSigningKey } from './keys';
import { isDeviceHolder } from './holder';
import type { Executor } from '@/server/db/client';

// E-mail one-time codes: 6 digits from a CSPRNG, stored only as an HMAC under a server secret (a leaked table
// cannot be brute-forced offline), single use, a lifetime, a wrong-try budget; one per address and holder.

export const CODE_LENGTH = 6;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

function codeHash(email: string, code: string): Buffer {
  return createHmac('sha256', getSigningKey().secret).update(`otp:${email}:${code}`).digest();
}

const codeOf = (email: string, holder: string) => and(eq(authOneTimeCodes.email, email), eq(authOneTimeCodes.holder, holder));

/**
 * Stores a fresh code for the address and holder (the device that asked, server/auth/holder.ts), replacing that
 * holder's earlier one only: codes other devices ask for never replace it. Returns the code to send.
 */
export async function issueCode(db: Executor, email: string, holder: string): Promise<string> {
  const code = generateCode();
  const hash = codeHash(email, code).toString('hex');
  const expires = sql`now() + make_interval(secs => ${authSettings().codeTtlSeconds})`;
  await db
    .insert(authOneTimeCodes)
    .values({ email, holder, code_hash: hash, expires_at: expires })
    .onConflictDoUpdate({
      target: [authOneTimeCodes.email, authOneTimeCodes.holder],
      set: { code_hash: hash, failed_attempts: 0, expires_at: expires, consumed_at: null, created_at: sql`now()` },
    });
  // Keep the table small: dead codes of holders that never signed in to this address.
  await db
    .delete(authOneTimeCodes)
    .where(and(eq(authOneTimeCodes.email, email), isNull(authOneTimeCodes.signed_in_at), lt(authOneTimeCodes.expires_at, sql`now() - interval '1 day'`)));
  return code;
}

/** Takes back a code that could not be sent. */
export async function discardCode(db: Executor, email: string, holder: string): Promise<void> {
  await db.update(authOneTimeCodes).set({ consumed_at: sql`now()` }).where(codeOf(email, holder));
}

/** True when this holder has a live code for the address issued after `since` (a later request already sent one). */
export async function holdsLiveCodeIssuedSince(db: Executor, email: string, holder: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ consumedAt: authOneTimeCodes.consumed_at, expiresAt: authOneTimeCodes.expires_at, createdAt: authOneTimeCodes.created_at })
    .from(authOneTimeCodes)
    .where(codeOf(email, holder));
  return !!row && !row.consumedAt && row.expiresAt.getTime() > Date.now() && row.createdAt.getTime() > since.getTime();
}

/** True when this holder has a live code for the address (it asked for the code it may now type). */
export async function holdsLiveCode(db: Executor, email: string, holder: string): Promise<boolean> {
  const [row] = await db
    .select({ consumedAt: authOneTimeCodes.consumed_at, expiresAt: authOneTimeCodes.expires_at })
    .from(authOneTimeCodes)
    .where(codeOf(email, holder));
  return !!row && !row.consumedAt && row.expiresAt.getTime() > Date.now();
}

/** A device that signed in to the address with a code before (its own budget holds it, not the address's ceiling). */
export async function isKnownDevice(db: Executor, email: string, holder: string): Promise<boolean> {
  if (!isDeviceHolder(holder)) return false;
  const [row] = await db.select({ signedInAt: authOneTimeCodes.signed_in_at }).from(authOneTimeCodes).where(codeOf(email, holder));
  return !!row?.signedInAt;
}

/**
 * True when the code is the holder's live one for the address; then it is consumed. Only the holder that asked
 * for a code can spend tries on it, so nobody else's guesses can kill it; the holder has
 * AUTH_WRONG_CODE_TRIES_PER_CLIENT wrong tries, then the code is dead. Call inside a transaction.
 */
export async function consumeCode(db: Executor, email: string, holder: string, code: string): Promise<boolean> {
  const { maxWrongCodeAttempts } = authSettings();
  const [row] = await db.select().from(authOneTimeCodes).where(codeOf(email, holder)).for('update');
  const given = codeHash(email, code);
  // Compare even when there is no usable row, so that an unknown address costs the same as a wrong code.
  const stored = row ? Buffer.from(row.code_hash, 'hex') : Buffer.alloc(given.length);
  const matches = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || row.consumed_at || row.expires_at.getTime() <= Date.now()) return false;
  if (row.failed_attempts >= maxWrongCodeAttempts) return false;
  if (!matches) {
    await db.update(authOneTimeCodes).set({ failed_attempts: sql`${authOneTimeCodes.failed_attempts} + 1` }).where(codeOf(email, holder));
    return false;
  }
  const signedIn = isDeviceHolder(holder) ? { signed_in_at: sql`now()` } : {};
  await db.update(authOneTimeCodes).set({ consumed_at: sql`now()`, ...signedIn }).where(codeOf(email, holder));
  return true;
}

/**
 * Remembers that this device signed in to the address (with a sign-in link): from now on its own budget holds it,
 * as after a code. Its live code, if any, stays as it was.
 */
export async function markDeviceSignedIn(db: Executor, email: string, holder: string): Promise<void> {
  if (!isDeviceHolder(holder)) return;
  await db
    .insert(authOneTimeCodes)
    .values({ email, holder, code_hash: '', expires_at: sql`now()`, consumed_at: sql`now()`, signed_in_at: sql`now()` })
    .onConflictDoUpdate({ target: [authOneTimeCodes.email, authOneTimeCodes.holder], set: { signed_in_at: sql`now()` } });
}
