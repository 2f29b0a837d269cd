import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { authOneTimeCodes } from '@/server/db/schema';
import { authSettings } from './config';
import { getSigningKey } from './keys';
import { eventsSince, recordEvents } from './rate-limit';
import type { Executor } from './users';

// E-mail one-time codes: 6 digits from a CSPRNG, stored only as an HMAC under a server secret (a leaked table
// cannot be brute-forced offline), single use, a lifetime, a wrong-try budget; a new code replaces the old.

export const CODE_LENGTH = 6;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

function codeHash(email: string, code: string): Buffer {
  return createHmac('sha256', getSigningKey().secret).update(`otp:${email}:${code}`).digest();
}

/** Stores a fresh code for the address, replacing any earlier one; returns the code to send. */
export async function issueCode(db: Executor, email: string): Promise<string> {
  const code = generateCode();
  const hash = codeHash(email, code).toString('hex');
  const expires = sql`now() + make_interval(secs => ${authSettings().codeTtlSeconds})`;
  await db
    .insert(authOneTimeCodes)
    .values({ email, code_hash: hash, expires_at: expires })
    .onConflictDoUpdate({
      target: authOneTimeCodes.email,
      set: { code_hash: hash, failed_attempts: 0, expires_at: expires, consumed_at: null, created_at: sql`now()` },
    });
  return code;
}

export async function discardCode(db: Executor, email: string): Promise<void> {
  await db.delete(authOneTimeCodes).where(eq(authOneTimeCodes.email, email));
}

/** When the address's live code was issued, or null when it has none (used, expired or never asked for). */
export async function liveCodeIssuedAt(db: Executor, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: authOneTimeCodes.created_at, consumedAt: authOneTimeCodes.consumed_at, expiresAt: authOneTimeCodes.expires_at })
    .from(authOneTimeCodes)
    .where(eq(authOneTimeCodes.email, email));
  if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return row.createdAt;
}

/**
 * True when the code is the live one for the address; then it is consumed. Guessing never locks the owner out:
 * - each client has its own wrong tries on a code (5); once spent, the code is dead for that client only;
 * - all clients together have a larger budget (20: a 1 in 50,000 chance for a 6-digit code), after which the code
 *   is dead for every client except the one that asked for it (`requester`), whose own 5 tries still count.
 * Call inside a transaction.
 */
export async function consumeCode(db: Executor, email: string, code: string, clientIp: string, requester: boolean): Promise<boolean> {
  const { maxWrongCodeAttempts, maxWrongCodeAttemptsAllClients } = authSettings();
  const rows = await db.select().from(authOneTimeCodes).where(eq(authOneTimeCodes.email, email)).for('update');
  const row = rows[0];
  const given = codeHash(email, code);
  // Compare even when there is no usable row, so that an unknown address costs the same as a wrong code.
  const stored = row ? Buffer.from(row.code_hash, 'hex') : Buffer.alloc(given.length);
  const matches = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || row.consumed_at || row.expires_at.getTime() <= Date.now()) return false;
  if (!requester && row.failed_attempts >= maxWrongCodeAttemptsAllClients) return false;
  const clientBucket = `otp-wrong:${email}|${clientIp}`;
  if ((await eventsSince(db, clientBucket, row.created_at)) >= maxWrongCodeAttempts) return false;
  if (!matches) {
    await db.update(authOneTimeCodes).set({ failed_attempts: sql`${authOneTimeCodes.failed_attempts} + 1` }).where(eq(authOneTimeCodes.email, email));
    await recordEvents(db, [clientBucket]);
    return false;
  }
  await db.update(authOneTimeCodes).set({ consumed_at: sql`now()` }).where(eq(authOneTimeCodes.email, email));
  return true;
}
