import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { authUsers } from '@/server/db/schema';
import { consumeCode, holdsLiveCode, markDeviceSignedIn } from '../codes';
import { consumeLink } from '../login-links';
import { findUserByEmail, markEmailVerified, type AuthUserRow } from '../users';
import { authSettings } from '../config';
import { consume, recordEvents, secondsUntilAllowed } from '../rate-limit';
import { createSession, type GoTrueSession } from '../sessions';
import type { Executor } from '@/server/db/client';
import { authErrors, gotrueJson } from './errors';
import { parseEmail, readJson, type CallContext } from './request';

const EMAIL_TYPES = new Set(['email', 'magiclink', 'signup']);

/**
 * POST /verify: a code from /otp ({email, token, type: 'email'}) or the sign-in link of its e-mail
 * ({token_hash, type: 'email' | 'magiclink'}, GoTrue's shape) becomes a session.
 */
export async function handleVerify(request: Request, context: CallContext): Promise<Response> {
  const body = await readJson(request);
  if (typeof body.type !== 'string' || !EMAIL_TYPES.has(body.type)) throw authErrors.validation('Verify requires a verification type', 400);
  if (typeof body.token_hash === 'string') return verifyLink(body, context);
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
    return signIn(tx, user, context);
  });
  if (!session) {
    await recordEvents(getDb(), [failures.bucket]);
    throw authErrors.otpExpired(); // the same answer for an unknown address, a wrong, used, dead or expired code
  }
  return gotrueJson(session);
}

/**
 * The sign-in link (server/auth/login-links.ts): whoever opens the e-mail may sign in on the device that confirms,
 * which need not be the one that asked for the code. A 256-bit token cannot be guessed, so only a per-device cap
 * bounds the work; no network-wide failure budget, which a neighbour could fill to keep the owner's link out. An
 * `email`, when sent, must be the link's address (a link made for one address never signs in another).
 */
async function verifyLink(body: Record<string, unknown>, context: CallContext): Promise<Response> {
  const token = (body.token_hash as string).trim();
  const expectedEmail = body.email === undefined ? undefined : parseEmail(body.email, 422);
  if (!token) throw authErrors.validation('Verify requires either a token or a token hash', 422);
  const { verifiesPerMinutePerIp } = authSettings();
  if ((await consume({ bucket: `verify-link:${context.holder}`, limit: verifiesPerMinutePerIp, windowSeconds: 60 })) > 0) throw authErrors.requestRateLimit();
  const session = await getDb().transaction(async (tx) => {
    const email = await consumeLink(tx, token, expectedEmail);
    const user = email ? await findUserByEmail(email, tx) : undefined;
    if (!email || !user) return null;
    await markDeviceSignedIn(tx, email, context.holder);
    return signIn(tx, user, context);
  });
  if (!session) throw authErrors.otpExpired(); // unknown, used, expired, or another address's: one answer
  return gotrueJson(session);
}

/** The address is proven: it is confirmed, the profile is verified, and a session starts. */
async function signIn(tx: Executor, user: AuthUserRow, context: CallContext): Promise<GoTrueSession> {
  const [signedIn] = await tx
    .update(authUsers)
    .set({ email_confirmed_at: sql`coalesce(${authUsers.email_confirmed_at}, now())`, last_sign_in_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(authUsers.id, user.id))
    .returning();
  await markEmailVerified(user.id, tx);
  return createSession(tx, signedIn as AuthUserRow, context);
}
