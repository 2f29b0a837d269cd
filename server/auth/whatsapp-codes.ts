import 'server-only';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { recipientLocale, translatorFor } from '@/server/i18n/translator';
import { profileLanguage } from './profile-language';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { LEAD_COUNTRY_CODE, LEAD_OTP_LENGTH, type LeadAnswer } from '@/lib/validation/leads';
import { getDb, type Transaction } from '@/server/db/client';
import { phone_otps } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { codeSendGate, LocalBudget } from '@/server/http/send-gate';
import { sendWhatsApp, WhatsAppSendError } from '@/server/whatsapp/send-whatsapp';
import { getSigningKey } from './keys';
import { eventsSince, forgetEvents, lockBuckets, recordEvents, secondsUntilAllowed, type RateRule } from './rate-limit';

// WhatsApp codes, shared by the festival lead routes (send-whatsapp-otp, verify-whatsapp-otp, festival-otp) and
// 'Verify WhatsApp number': a 6-digit code from a CSPRNG, stored only as an HMAC, 10 minutes, single use, one per
// number and holder (who asked for it), a few wrong tries, 60 s between codes from one holder to one number,
// hourly caps per number and holder, per number and per holder (all configurable). Every function takes `now`
// so tests can fix the clock. An account may also have a number's code sent by e-mail, to an address the caller
// holds for that number (an owner record's, docs/owners.md "Owner accounts"): the same rules, its own row and
// budgets, so neither channel's code can replace or spend the other's.

/** The limits as configured (server/env.ts LEAD_*; docs/auth.md "Rate limits"). */
export function whatsAppCodeRules() {
  const env = getEnv();
  return {
    ttlSeconds: 600,
    intervalSeconds: 60,
    codesPerHourPerPhone: env.LEAD_CODES_PER_HOUR_PER_PHONE,
    codesPerHourPerPhoneAllClients: env.LEAD_CODES_PER_HOUR_PER_PHONE_ALL_CLIENTS,
    codesPerHourPerClient: env.LEAD_CODES_PER_HOUR_PER_CLIENT,
    wrongTriesPerClient: env.LEAD_WRONG_CODE_TRIES_PER_CLIENT,
    wrongTriesAllClients: env.LEAD_WRONG_CODE_TRIES_ALL_CLIENTS,
    failedVerificationsPerHourPerClient: env.LEAD_FAILED_VERIFIES_PER_HOUR_PER_CLIENT,
  };
}

export const whatsAppCodeMessages = {
  // One answer for an unknown number, a wrong, used, expired or dead code: it tells a guesser nothing.
  invalidCode: 'The OTP is incorrect or has expired.',
  sendFailed: 'Failed to send OTP. Please try again.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
} as const;

const HOUR = 3600;

/** How an account's code for a number travels: to the number on WhatsApp, or by e-mail to the caller's address for it. */
export type AccountCodeChannel = 'whatsapp' | 'email';

/**
 * Who asks for a WhatsApp code, and so whose code it is and whose budgets it spends:
 * - a festival lead (anonymous): the client address spends the budgets; the number has one lead code, which any
 *   client may type (the client that asked is never held back by the others' guesses);
 * - 'Verify WhatsApp number' and an owner's claim: the signed-in account. Its code is its own (row holder
 *   `user:<id>`, `user:<id>|email` for the code that went by e-mail): other accounts that typed the same number, or
 *   anybody on the festival route, can neither replace it, guess at it, nor spend its budgets.
 */
type CodeHolder = { kind: 'lead'; client: string } | { kind: 'account'; userId: string; client: string; channel: AccountCodeChannel };

const holderOf = ({ client, userId, channel = 'whatsapp' }: { client: string; userId?: string; channel?: AccountCodeChannel }): CodeHolder =>
  userId ? { kind: 'account', userId, client, channel } : { kind: 'lead', client };

/** The budgets' key for the holder. */
const holderKey = (holder: CodeHolder) => (holder.kind === 'lead' ? `client:${holder.client}` : `user:${holder.userId}`);
/** The code row's holder: one shared lead code per number, one code per account, number and channel. */
const rowHolder = (holder: CodeHolder) => (holder.kind === 'lead' ? '' : holder.channel === 'email' ? `user:${holder.userId}|email` : `user:${holder.userId}`);
/** Whose wrong tries count together: a lead client's, or one account code's. */
const triesKey = (holder: CodeHolder) => (holder.kind === 'lead' ? holderKey(holder) : rowHolder(holder));
/** The budgets' flow: festival requests, WhatsApp and e-mail codes of accounts never spend each other's ceilings. */
const flowOf = (holder: CodeHolder) => (holder.kind === 'lead' ? 'lead-code' : holder.channel === 'email' ? 'email-code' : 'phone-verify');

/** The code rows an account holds (one per channel), for its download and its erasure. */
export function accountCodeHolders(userId: string): string[] {
  return [`user:${userId}`, `user:${userId}|email`];
}

/**
 * What one request for a code spends: the pair (number, holder) budget (60 s apart, a few an hour), so nobody
 * can spend the owner's; the number's ceiling over all holders of that flow, so nobody can have us send it more
 * than that in an hour; the holder's ceiling over all numbers (the client's for leads, the account's for
 * verification). The two flows have separate ceilings: festival requests never block a profile's verification.
 */
function sendRules(phone: string, holder: CodeHolder): RateRule[] {
  const rules = whatsAppCodeRules();
  const flow = flowOf(holder);
  return [
    { bucket: pairBucket(phone, holder), limit: rules.codesPerHourPerPhone, windowSeconds: HOUR, minIntervalSeconds: rules.intervalSeconds },
    { bucket: `${flow}:phone:${phone}`, limit: rules.codesPerHourPerPhoneAllClients, windowSeconds: HOUR },
    { bucket: `${flow}:holder:${holderKey(holder)}`, limit: rules.codesPerHourPerClient, windowSeconds: HOUR },
  ];
}
/** An event here since the live code was issued means this holder asked for that code. */
const pairBucket = (phone: string, holder: CodeHolder) => `${flowOf(holder)}:pair:${phone}|${holderKey(holder)}`;

function failedVerifyRule(client: string): RateRule {
  return { bucket: `lead-verify-failed:client:${client}`, limit: whatsAppCodeRules().failedVerificationsPerHourPerClient, windowSeconds: HOUR };
}

function waitMessage(seconds: number): string {
  if (seconds <= 90) return `Please wait ${seconds} seconds before requesting another OTP.`;
  return `Too many OTP requests. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
}

function codeHash(phone: string, code: string): Buffer {
  // Keyed by the server secret: a leaked table cannot be brute-forced offline (10^6 codes are few).
  return createHmac('sha256', getSigningKey().secret).update(`lead-otp:${phone}:${code}`).digest();
}

export function generateWhatsAppCode(): string {
  return String(randomInt(0, 10 ** LEAD_OTP_LENGTH)).padStart(LEAD_OTP_LENGTH, '0');
}

function codeMessage(code: string, locale: Locale): { body: string; contentSid?: string; contentVariables?: Record<string, string> } {
  const env = getEnv();
  const body = translatorFor(locale, 'notifications.tenant.codes')('whatsapp', { code, brand: env.BRAND_NAME });
  // Business-initiated WhatsApp messages need an approved template; its one variable is the code.
  return env.TWILIO_WHATSAPP_OTP_CONTENT_SID ? { body, contentSid: env.TWILIO_WHATSAPP_OTP_CONTENT_SID, contentVariables: { '1': code } } : { body };
}

export interface SendCodeRequest {
  /** 10 digits, without +91. */
  phone: string;
  /** The client address. */
  client: string;
  /** 'Verify WhatsApp number': the signed-in account asking (its code and budgets are its own). */
  userId?: string;
  now?: Date;
}

const sendBudgets = globalThis as unknown as { ghomesWhatsAppSendBudget?: LocalBudget };
const clientSends = () => (sendBudgets.ghomesWhatsAppSendBudget ??= new LocalBudget());
const tooManyWaiting = () => new AppError('over_request_rate_limit', whatsAppCodeMessages.tooManyAttempts, 429);

/**
 * Issues a new code to the number for this holder (replacing only that holder's earlier one) and sends it; 429
 * when a rule says wait.
 */
export async function sendWhatsAppCode({ phone, now = new Date(), ...who }: SendCodeRequest): Promise<LeadAnswer> {
  const holder = holderOf(who);
  const { issued, local } = await issueWithinBudgets(phone, holder, now);
  // A signed-in account reads the code in its language (profiles.language); a festival lead has none: English.
  const locale = who.userId ? recipientLocale(await profileLanguage(who.userId)) : DEFAULT_LOCALE;
  try {
    return await deliver(phone, holder, issued, locale);
  } catch (error) {
    local.release();
    throw error;
  }
}

export interface IssuedEmailCode {
  code: string;
  ttlSeconds: number;
  retryAfterSeconds: number;
}

/**
 * The account's e-mail code for a number, under the WhatsApp code's rules (its own row and budgets), returned for the
 * caller to send to the address it holds for the number. Issued whether or not the caller has one: the budgets
 * spent, the stored row and so every later answer (the wait, a wrong try, the lock) are the same either way, and a
 * code nobody was sent is one nobody can type.
 */
export async function issueAccountEmailCode({ phone, userId, client, now = new Date() }: { phone: string; userId: string; client: string; now?: Date }): Promise<IssuedEmailCode> {
  const { issued } = await issueWithinBudgets(phone, holderOf({ client, userId, channel: 'email' }), now);
  const rules = whatsAppCodeRules();
  return { code: issued.code, ttlSeconds: rules.ttlSeconds, retryAfterSeconds: rules.intervalSeconds };
}

/**
 * A flood is shed before the database: the holder's hourly budget is counted in memory first (every attempt counts;
 * a WhatsApp send gives it back when delivery fails on our side), and the send gate lets only a few sends use the pool at once.
 */
async function issueWithinBudgets(phone: string, holder: CodeHolder, now: Date) {
  const local = clientSends().take(`${flowOf(holder)}:${holderKey(holder)}`, whatsAppCodeRules().codesPerHourPerClient, HOUR, now.getTime());
  if ('wait' in local) throw new AppError('over_sms_send_rate_limit', waitMessage(local.wait), 429);
  // Only the checks and the code's transaction pass the gate: the message is stored or sent after, outside it.
  const issued = await codeSendGate().run(() => issue(phone, holder, now), tooManyWaiting);
  return { issued, local };
}

async function issue(phone: string, holder: CodeHolder, now: Date): Promise<{ code: string; eventIds: string[] }> {
  const rules = sendRules(phone, holder);
  const { ttlSeconds } = whatsAppCodeRules();
  const key = rowHolder(holder);
  const code = generateWhatsAppCode();
  const eventIds = await getDb().transaction(async (tx) => {
    await lockBuckets(tx, rules.map((rule) => rule.bucket));
    let wait = 0;
    for (const rule of rules) wait = Math.max(wait, await secondsUntilAllowed(tx, rule, now)); // one query at a time on a transaction
    if (wait > 0) throw new AppError('over_sms_send_rate_limit', waitMessage(wait), 429);
    const values = {
      code_hash: codeHash(phone, code).toString('hex'),
      failed_attempts: 0,
      expires_at: new Date(now.getTime() + ttlSeconds * 1000),
      consumed_at: null,
      created_at: now,
    };
    await tx.insert(phone_otps).values({ phone, holder: key, ...values }).onConflictDoUpdate({ target: [phone_otps.phone, phone_otps.holder], set: values });
    return recordEvents(tx, rules.map((rule) => rule.bucket), now);
  });
  return { code, eventIds };
}

/** After the transaction has ended: storing the message (outbox) or calling twilio holds no other connection. */
async function deliver(phone: string, holder: CodeHolder, { code, eventIds }: { code: string; eventIds: string[] }, locale: Locale): Promise<LeadAnswer> {
  const key = rowHolder(holder);
  try {
    await sendWhatsApp({ to: `${LEAD_COUNTRY_CODE}${phone}`, ...codeMessage(code, locale) });
  } catch (cause) {
    // Nothing was sent: take the code and the spent budget back, so a failed send costs the person nothing.
    // (Only this code: a newer one issued meanwhile stays.)
    const ours = eq(phone_otps.code_hash, codeHash(phone, code).toString('hex'));
    await getDb().delete(phone_otps).where(and(eq(phone_otps.phone, phone), eq(phone_otps.holder, key), ours));
    await forgetEvents(getDb(), eventIds);
    if (cause instanceof WhatsAppSendError) throw new AppError('whatsapp_send_failed', whatsAppCodeMessages.sendFailed, 502);
    throw cause;
  }
  return { success: true, message: `OTP sent to ${LEAD_COUNTRY_CODE} ${phone} via WhatsApp`, retryAfterSeconds: whatsAppCodeRules().intervalSeconds };
}

/**
 * Checks a WhatsApp code for a number inside the caller's transaction: true when it is the live one for this
 * holder (it is consumed), false otherwise (the wrong try is counted). A lead code can be typed by any client:
 * each client has LEAD_WRONG_CODE_TRIES_PER_CLIENT tries, all together LEAD_WRONG_CODE_TRIES_ALL_CLIENTS, after
 * which only the client that asked for it may still use it. An account's code can be tried only by that account
 * (its own tries), and its e-mail code (`channel: 'email'`) is a code of its own with its own tries. A caller that
 * did not ask for the code it tries meets its hourly failures (429). Shared by the lead flow, the profile's 'Verify
 * WhatsApp number' and an owner's claim.
 */
export async function consumeWhatsAppCode(
  tx: Transaction,
  { phone, otp, now = new Date(), ...who }: { phone: string; otp: string; client: string; userId?: string; channel?: AccountCodeChannel; now?: Date },
): Promise<boolean> {
  const holder = holderOf(who);
  const rules = whatsAppCodeRules();
  const failures = failedVerifyRule(holder.client);
  const codeOf = and(eq(phone_otps.phone, phone), eq(phone_otps.holder, rowHolder(holder)));
  const [row] = await tx.select().from(phone_otps).where(codeOf).for('update');
  const requester = !!row && (await eventsSince(tx, pairBucket(phone, holder), row.created_at)) > 0;
  if (!requester) {
    await lockBuckets(tx, [failures.bucket]);
    if ((await secondsUntilAllowed(tx, failures, now)) > 0) throw new AppError('over_request_rate_limit', whatsAppCodeMessages.tooManyAttempts, 429);
  }
  const wrongBucket = `lead-wrong:${phone}|${triesKey(holder)}`;
  const given = codeHash(phone, otp);
  // Compare even without a row, so an unknown number costs what a wrong code does.
  const stored = row ? Buffer.from(row.code_hash, 'hex') : Buffer.alloc(given.length);
  const matches = stored.length === given.length && timingSafeEqual(stored, given);
  const live = !!row && !row.consumed_at && row.expires_at.getTime() > now.getTime();
  const usable =
    live &&
    (requester || row.failed_attempts < rules.wrongTriesAllClients) &&
    (await eventsSince(tx, wrongBucket, row.created_at)) < rules.wrongTriesPerClient;

  if (!usable || !matches) {
    if (usable) {
      await tx.update(phone_otps).set({ failed_attempts: sql`${phone_otps.failed_attempts} + 1` }).where(codeOf);
      await recordEvents(tx, [wrongBucket], now);
    }
    await recordEvents(tx, [failures.bucket], now);
    return false;
  }
  await tx.update(phone_otps).set({ consumed_at: now }).where(codeOf);
  return true;
}
