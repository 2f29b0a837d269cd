import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { authUsers } from '@/server/db/schema';
import { consumeCode, holdsLiveCode } from '../codes';
import { findUserByEmail, markEmailVerified, type AuthUserRow } from '../users';
import { authSettings } from '../config';
import { consume, recordEvents, secondsUntilAllowed } from '../rate-limit';
import { createSession } from '../sessions';
import { authErrors, gotrueJson } from './errors';
import { parseEmail, readJson, type CallContext } from './request';

const EMAIL_TYPES = new Set(['email', 'magiclink', 'signup']);

/** POST /verify {email, token, type: 'email'}: a code from /otp becomes a session. */
export async function handleVerify(request: Request, context: CallContext): Promise<Response> {
  const body = await readJson(request);
  if (typeof body.token_hash === 'string') throw authErrors.otpExpired(); // no e-mail links are ever sent
  if (typeof body.type !== 'string' || !EMAIL_TYPES.has(body.type)) throw authErrors.validation('Verify requires a verification type', 400);
  const email = parseEmail(body.email, 422);
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  if (!token) throw authErrors.validation('Verify requires either a token or a token hash', 422);

  // Only the holder that asked for a code (server/auth/holder.ts: the device) can spend tries on it. That holder is
  // held by a per-minute cap at this address and its code's wrong tries, nothing else: a guesser behind the owner's
  // office or carrier address, or strangers anywhere, never make the owner's correct code a 429 or kill it. Callers
  // holding no code for the address are capped per minute and, for failed verifications, per hour over all
  // addresses (docs/auth.md "Rate limits").
  const settings = authSettings();
  const db = getDb();
  if ((await consume({ bucket: `verify-holder:${context.holder}|${email}`, limit: settings.verifiesPerMinutePerIp, windowSeconds: 60 })) > 0) {
    throw authErrors.requestRateLimit();
  }
  const holdsCode = await holdsLiveCode(db, email, context.holder);
  const failures = { bucket: `verify-fail:${context.ip}`, limit: settings.failedVerifiesPerHourPerIp, windowSeconds: 3600 };
  if (!holdsCode) {
    if ((await secondsUntilAllowed(db, failures)) > 0) throw authErrors.requestRateLimit();
    if ((await consume({ bucket: `verify-client:${context.ip}`, limit: settings.verifiesPerMinutePerIp, windowSeconds: 60 })) > 0) {
      throw authErrors.requestRateLimit();
    }
  }

  const user = await findUserByEmail(email);
  // The attempt counter must survive a wrong code, so the transaction commits and the error comes after.
  const session = await getDb().transaction(async (tx) => {
    const valid = await consumeCode(tx, email, context.holder, token);
    if (!valid || !user) return null;
    const [signedIn] = await tx
      .update(authUsers)
      .set({ email_confirmed_at: sql`coalesce(${authUsers.email_confirmed_at}, now())`, last_sign_in_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(authUsers.id, user.id))
      .returning();
    await markEmailVerified(user.id, tx);
    return createSession(tx, signedIn as AuthUserRow, context);
  });
  if (!session) {
    await recordEvents(getDb(), [failures.bucket]);
    throw authErrors.otpExpired(); // the same answer for an unknown address, a wrong, used, dead or expired code
  }
  return gotrueJson(session);
}
