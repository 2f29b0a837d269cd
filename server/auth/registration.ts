import 'server-only';
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { getDb, type Transaction } from '@/server/db/client';
import { authOneTimeCodes, authUsers, profiles } from '@/server/db/schema';
import { AppError, isUniqueViolation } from '@/server/http/errors';
import { siteOrigins } from '@/server/http/site-origins';
import { requestLanguage } from '@/server/i18n/request-language';
import type { Locale } from '@/lib/i18n/locales';
import type { RegistrationInput } from '@/lib/validation/auth';
import { isEmbeddedAuth } from './config';
import { contextFromHeaders } from './gotrue/request';
import { createHostedUser, deleteHostedUser } from './hosted-admin';
import { loginCodeWait } from './login-code-rules';
import { queueRegistrationCode } from './registration-code';
import { sendLoginCode } from './send-login-code';
import { insertUser } from './users';
import type { Executor } from '@/server/db/client';

export const duplicateMessages = {
  email_exists: 'An account with this email address already exists. Please log in instead.',
  phone_exists: 'An account with this phone number already exists. Please log in with the email address you registered with.',
} as const;

const duplicate = (code: keyof typeof duplicateMessages) => new AppError(code, duplicateMessages[code], 409);

/** Unverified registrations older than this are removed by the hourly clean-up job. */
export const UNVERIFIED_REGISTRATION_TTL_HOURS = 24;

/**
 * Registration as the browser asks for it: creates the account and sends the login code. A registration that
 * is refused creates nothing: the code budget is checked before the account is created. Embedded: the code's budget
 * is spent and its send queued in the account's own transaction (server/auth/registration-code.ts), so the answer
 * never waits on the mail provider. Hosted (Supabase sends the e-mail): the code is asked for after, and an account
 * whose code could not be sent is removed again.
 */
export async function registerAndSendCode(request: NextRequest, input: RegistrationInput): Promise<{ id: string }> {
  const { ip, holder } = contextFromHeaders(request.headers);
  const wait = await loginCodeWait(getDb(), input.email, ip, holder);
  if (wait > 0) {
    throw new AppError('over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`, 429);
  }
  // Registered on a Kannada or Hindi page: that is the account's language from the start, so its first code is too.
  const language = requestLanguage(request, siteOrigins(request));
  const chosen = language === 'en' ? undefined : language;
  if (isEmbeddedAuth()) return registerUser(input, (tx) => queueRegistrationCode(tx, input.email, { ip, holder }), chosen);
  const { id } = await registerUser(input, undefined, chosen);
  try {
    await sendLoginCode(request, input.email);
  } catch (error) {
    await cancelRegistration(id);
    throw error;
  }
  return { id };
}

/**
 * Creates the auth user (metadata first_name, last_name, phone, country_code) and the `profiles` row.
 * A registration that was never verified holds neither its e-mail nor its phone: one with the same e-mail or
 * phone replaces it (the person went 'Back to Details' to fix a typo, or someone typed another's address and
 * never could verify it). Verified accounts keep both unique.
 * Embedded: one transaction (with `alsoInTransaction`, the code's job). Hosted: the admin API, then the profile, undoing the user if that fails.
 */
export async function registerUser(input: RegistrationInput, alsoInTransaction?: (tx: Transaction) => Promise<void>, language?: Exclude<Locale, 'en'>): Promise<{ id: string }> {
  const userMetadata = { first_name: input.firstName, last_name: input.lastName, phone: input.phone, country_code: input.countryCode };
  const e164 = `${input.countryCode.replace('+', '')}${input.phone}`;
  // English is no language on record (NULL), as for everyone who never chose.
  const profile = { first_name: input.firstName, last_name: input.lastName, email: input.email, phone: input.phone, country_code: input.countryCode, language: language ?? null };
  try {
    if (isEmbeddedAuth()) {
      return await getDb().transaction(async (tx) => {
        await removeUnverifiedClashes(tx, input, e164);
        const user = await insertUser({ email: input.email, phone: e164, userMetadata }, tx);
        await tx.insert(profiles).values({ id: user.id, ...profile });
        await alsoInTransaction?.(tx);
        return { id: user.id };
      });
    }
    const replaced = await getDb().transaction((tx) => removeUnverifiedClashes(tx, input, e164));
    await Promise.all(replaced.map(deleteHostedUser));
    const id = await createHostedUser({ email: input.email, phone: e164, userMetadata }, duplicate);
    try {
      await getDb().insert(profiles).values({ id, ...profile });
    } catch (error) {
      await deleteHostedUser(id);
      throw error;
    }
    return { id };
  } catch (error) {
    // Two registrations racing past the check meet the unique indexes here.
    if (isUniqueViolation(error)) throw duplicate(/phone/.test(constraintOf(error)) ? 'phone_exists' : 'email_exists');
    throw error;
  }
}

/**
 * Refuses a clash with a verified account; removes unverified ones (profile, embedded auth user and its code).
 * An e-mail clashes with an account whose e-mail is verified. A phone number clashes only with an account that
 * proved that number with a WhatsApp code (profiles.phone_verified_at): a number someone merely typed never
 * blocks its real owner, and both accounts then hold it unverified until one of them proves it.
 * Returns the removed ids (hosted mode deletes them through the admin API too).
 */
async function removeUnverifiedClashes(db: Executor, input: RegistrationInput, e164: string): Promise<string[]> {
  const clashes = await db
    .select({ id: profiles.id, email: profiles.email, verified: profiles.email_verified_at, phoneVerified: profiles.phone_verified_at })
    .from(profiles)
    .where(or(sql`lower(${profiles.email}) = ${input.email}`, sql`(${profiles.country_code}, ${profiles.phone}) = (${input.countryCode}, ${input.phone})`))
    .for('update');
  // Embedded mode: the auth user's own confirmation counts too (supabase-js may verify at /auth/v1 directly), and
  // auth users without a profile row clash as well.
  const users = isEmbeddedAuth()
    ? await db
        .select({ id: authUsers.id, email: authUsers.email, confirmed: authUsers.email_confirmed_at })
        .from(authUsers)
        .where(or(sql`lower(${authUsers.email}) = ${input.email}`, sql`${authUsers.phone} = ${e164}`))
        .for('update')
    : [];
  const accounts = new Map<string, { email: string; verified: boolean; phoneVerified: boolean }>();
  for (const row of clashes) accounts.set(row.id, { email: row.email.toLowerCase(), verified: !!row.verified, phoneVerified: !!row.phoneVerified });
  for (const user of users) {
    const known = accounts.get(user.id);
    accounts.set(user.id, { email: user.email.toLowerCase(), verified: !!user.confirmed || !!known?.verified, phoneVerified: !!known?.phoneVerified });
  }
  const list = [...accounts.entries()];
  if (list.some(([, account]) => account.verified && account.email === input.email)) throw duplicate('email_exists');
  if (list.some(([, account]) => account.phoneVerified)) throw duplicate('phone_exists');
  // Never-verified registrations hold nothing: they give way. Verified accounts that only share the (unproven)
  // number stay as they are.
  const removed = list.filter(([, account]) => !account.verified);
  await deleteAccounts(db, removed.map(([id]) => id), removed.map(([, account]) => account.email));
  return removed.map(([id]) => id);
}

async function deleteAccounts(db: Executor, ids: string[], emails: string[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(profiles).where(inArray(profiles.id, ids));
  if (isEmbeddedAuth()) await db.delete(authUsers).where(inArray(authUsers.id, ids));
  if (emails.length) await db.delete(authOneTimeCodes).where(inArray(authOneTimeCodes.email, emails));
}

/** Undoes a registration whose code could not be sent (the person could never verify it). */
export async function cancelRegistration(id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const rows = await tx.select({ email: profiles.email, verified: profiles.email_verified_at }).from(profiles).where(inArray(profiles.id, [id]));
    if (rows.some((row) => row.verified)) return;
    await deleteAccounts(tx, [id], rows.map((row) => row.email.toLowerCase()));
  });
  if (!isEmbeddedAuth()) await deleteHostedUser(id);
}

/** Hourly job: removes registrations nobody verified within UNVERIFIED_REGISTRATION_TTL_HOURS. */
export async function purgeStaleUnverifiedRegistrations(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNVERIFIED_REGISTRATION_TTL_HOURS * 3600_000);
  const removed = await getDb().transaction(async (tx) => {
    const stale = await tx
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(and(isNull(profiles.email_verified_at), lt(profiles.created_at, cutoff)))
      .for('update', { skipLocked: true });
    await deleteAccounts(tx, stale.map((row) => row.id), stale.map((row) => row.email.toLowerCase()));
    return stale.map((row) => row.id);
  });
  if (!isEmbeddedAuth()) await Promise.all(removed.map(deleteHostedUser));
  return removed.length;
}

function constraintOf(error: unknown): string {
  const cause = (error as { cause?: { constraint?: string } })?.cause ?? (error as { constraint?: string });
  return cause?.constraint ?? '';
}

/** check-user-exists: our own profiles table is the source in both modes (never list all auth users). */
export async function findRegisteredUser(email: string): Promise<{ email: string } | null> {
  const [row] = await getDb()
    .select({ email: profiles.email })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}
