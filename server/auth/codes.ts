import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { authOneTimeCodes, rate_limit_events } from '@/server/db/schema';
import { authSettings } from './config';
import { getSigningKey } from './keys';
import { recordEvents } from './rate-limit';
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

/**
 * True when the code is the live one for the address; then it is consumed. A wrong code spends one of the
 * client's tries (5); once they are spent the code is dead for that client even for the right digits. The tries
 * are counted per client so that a stranger guessing cannot kill the owner's code; all clients together get a
 * larger budget (20: a 1 in 50,000 chance for a 6-digit code), after which the code is dead for everyone.
 * Call inside a transaction.
 */
export async function consumeCode(db: Executor, email: string, code: string, clientIp: string): Promise<boolean> {
  const { maxWrongCodeAttempts, maxWrongCodeAttemptsAllClients } = authSettings();
  const rows = await db.select().from(authOneTimeCodes).where(eq(authOneTimeCodes.email, email)).for('update');
  const row = rows[0];
  const given = codeHash(email, code);
  // Compare even when there is no usable row, so that an unknown address costs the same as a wrong code.
  const stored = row ? Buffer.from(row.code_hash, 'hex') : Buffer.alloc(given.length);
  const matches = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || row.consumed_at || row.expires_at.getTime() <= Date.now() || row.failed_attempts >= maxWrongCodeAttemptsAllClients) return false;
  const clientBucket = `otp-wrong:${email}|${clientIp}`;
  const [{ wrong } = { wrong: 0 }] = await db
    .select({ wrong: count() })
    .from(rate_limit_events)
    .where(and(eq(rate_limit_events.bucket, clientBucket), gte(rate_limit_events.created_at, row.created_at)));
  if (wrong >= maxWrongCodeAttempts) return false;
  if (!matches) {
    await db.update(authOneTimeCodes).set({ failed_attempts: sql`${authOneTimeCodes.failed_attempts} + 1` }).where(eq(authOneTimeCodes.email, email));
    await recordEvents(db, [clientBucket]);
    return false;
  }
  await db.update(authOneTimeCodes).set({ consumed_at: sql`now()` }).where(eq(authOneTimeCodes.email, email));
  return true;
}
