import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { formatLeadPhone, LEAD_COUNTRY_CODE, LEAD_OTP_LENGTH, type LeadAnswer, type LeadRole, type OwnerInterest } from '@/lib/validation/leads';
import { getSigningKey } from '@/server/auth/keys';
import { lockBuckets, recordEvents, secondsUntilAllowed, type RateRule } from '@/server/auth/rate-limit';
import { getDb } from '@/server/db/client';
import { campaigns, festival_leads, phone_otps } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { sendWhatsApp, WhatsAppSendError } from '@/server/whatsapp/send-whatsapp';
import { campaignState, defaultLiveCampaignSlug } from './campaigns';

// The festival lead flow's rules, shared by send-whatsapp-otp, verify-whatsapp-otp and festival-otp:
// a 6-digit code from a CSPRNG over WhatsApp, stored only as an HMAC, 10 minutes, single use, 5 wrong tries,
// 60 s between codes to one number, hourly caps per number and per client; a verified lead is upserted once
// per number and campaign. Every function takes `now` so tests can fix the clock.

export const LEAD_CODE_RULES = {
  ttlSeconds: 600,
  maxWrongTries: 5,
  intervalSeconds: 60,
  codesPerHourPerPhone: 5,
  codesPerHourPerClient: 20,
  failedVerificationsPerHourPerClient: 30,
} as const;

export const leadServerMessages = {
  // One answer for an unknown number, a wrong, used, expired or dead code: it tells a guesser nothing.
  invalidCode: 'The OTP is incorrect or has expired.',
  sendFailed: 'Failed to send OTP. Please try again.',
  submitted: 'Your details have been submitted successfully!',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  campaignEnded: 'This campaign has ended.',
  campaignUpcoming: 'This campaign has not started yet.',
  campaignUnknown: 'Unknown campaign.',
} as const;

const HOUR = 3600;

function phoneRule(phone: string): RateRule {
  return { bucket: `lead-code:phone:${phone}`, limit: LEAD_CODE_RULES.codesPerHourPerPhone, windowSeconds: HOUR, minIntervalSeconds: LEAD_CODE_RULES.intervalSeconds };
}
function clientRule(client: string): RateRule {
  return { bucket: `lead-code:client:${client}`, limit: LEAD_CODE_RULES.codesPerHourPerClient, windowSeconds: HOUR };
}
function failedVerifyRule(client: string): RateRule {
  return { bucket: `lead-verify-failed:client:${client}`, limit: LEAD_CODE_RULES.failedVerificationsPerHourPerClient, windowSeconds: HOUR };
}

function waitMessage(seconds: number): string {
  if (seconds <= 90) return `Please wait ${seconds} seconds before requesting another OTP.`;
  return `Too many OTP requests. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
}

function codeHash(phone: string, code: string): Buffer {
  // Keyed by the server secret: a leaked table cannot be brute-forced offline (10^6 codes are few).
  return createHmac('sha256', getSigningKey().secret).update(`lead-otp:${phone}:${code}`).digest();
}

export function generateLeadCode(): string {
  return String(randomInt(0, 10 ** LEAD_OTP_LENGTH)).padStart(LEAD_OTP_LENGTH, '0');
}

function codeMessage(code: string): { body: string; contentSid?: string; contentVariables?: Record<string, string> } {
  const env = getEnv();
  const body = `${code} is your ${env.BRAND_NAME} verification code. It expires in 10 minutes. Do not share it with anyone.`;
  // Business-initiated WhatsApp messages need an approved template; its one variable is the code.
  return env.TWILIO_WHATSAPP_OTP_CONTENT_SID ? { body, contentSid: env.TWILIO_WHATSAPP_OTP_CONTENT_SID, contentVariables: { '1': code } } : { body };
}

export interface SendCodeRequest {
  /** 10 digits, without +91. */
  phone: string;
  /** The client address (per-client cap). */
  client: string;
  now?: Date;
}

/** Issues a new code to the number (replacing any earlier one) and sends it; 429 when a rule says wait. */
export async function sendLeadCode({ phone, client, now = new Date() }: SendCodeRequest): Promise<LeadAnswer> {
  const rules = [phoneRule(phone), clientRule(client)];
  return getDb().transaction(async (tx) => {
    await lockBuckets(tx, rules.map((rule) => rule.bucket));
    const waits = await Promise.all(rules.map((rule) => secondsUntilAllowed(tx, rule, now)));
    const wait = Math.max(...waits);
    if (wait > 0) throw new AppError('over_sms_send_rate_limit', waitMessage(wait), 429);

    const code = generateLeadCode();
    const values = {
      code_hash: codeHash(phone, code).toString('hex'),
      failed_attempts: 0,
      expires_at: new Date(now.getTime() + LEAD_CODE_RULES.ttlSeconds * 1000),
      consumed_at: null,
      created_at: now,
    };
    await tx.insert(phone_otps).values({ phone, ...values }).onConflictDoUpdate({ target: phone_otps.phone, set: values });
    await recordEvents(tx, rules.map((rule) => rule.bucket), now);

    try {
      await sendWhatsApp({ to: `${LEAD_COUNTRY_CODE}${phone}`, ...codeMessage(code) });
    } catch (cause) {
      // The throw rolls the code and the events back: a failed send costs the person nothing.
      if (cause instanceof WhatsAppSendError) throw new AppError('whatsapp_send_failed', leadServerMessages.sendFailed, 502);
      throw cause;
    }
    return { success: true, message: `OTP sent to ${LEAD_COUNTRY_CODE} ${phone} via WhatsApp`, retryAfterSeconds: LEAD_CODE_RULES.intervalSeconds };
  });
}

type Transaction = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/**
 * Checks a WhatsApp code for a number inside the caller's transaction: true when it is the live one (it is
 * consumed), false otherwise (the wrong try is counted against the code and the client). 429 when the client
 * made too many wrong tries. Shared by the lead flow and the profile's 'Verify WhatsApp number'.
 */
export async function consumePhoneCode(tx: Transaction, { phone, otp, client, now = new Date() }: { phone: string; otp: string; client: string; now?: Date }): Promise<boolean> {
  const failures = failedVerifyRule(client);
  await lockBuckets(tx, [failures.bucket]);
  if ((await secondsUntilAllowed(tx, failures, now)) > 0) throw new AppError('over_request_rate_limit', leadServerMessages.tooManyAttempts, 429);

  const [row] = await tx.select().from(phone_otps).where(eq(phone_otps.phone, phone)).for('update');
  const given = codeHash(phone, otp);
  // Compare even without a row, so an unknown number costs what a wrong code does.
  const stored = row ? Buffer.from(row.code_hash, 'hex') : Buffer.alloc(given.length);
  const matches = stored.length === given.length && timingSafeEqual(stored, given);
  const usable = !!row && !row.consumed_at && row.expires_at.getTime() > now.getTime() && row.failed_attempts < LEAD_CODE_RULES.maxWrongTries;

  if (!usable || !matches) {
    if (usable) await tx.update(phone_otps).set({ failed_attempts: sql`${phone_otps.failed_attempts} + 1` }).where(eq(phone_otps.phone, phone));
    await recordEvents(tx, [failures.bucket], now);
    return false;
  }
  await tx.update(phone_otps).set({ consumed_at: now }).where(eq(phone_otps.phone, phone));
  return true;
}

export interface VerifyCodeRequest {
  phone: string;
  otp: string;
  role: LeadRole;
  ownerInterests: OwnerInterest[];
  /** Campaign slug; the most recently started live campaign when absent. */
  campaign?: string;
  client: string;
  now?: Date;
}

async function liveCampaignSlug(requested: string | undefined, now: Date): Promise<string> {
  const slug = requested ?? (await defaultLiveCampaignSlug(now));
  if (!slug) throw new AppError('campaign_closed', leadServerMessages.campaignEnded, 409);
  const [row] = await getDb().select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  if (!row) throw new AppError('campaign_not_found', leadServerMessages.campaignUnknown, 404);
  const state = campaignState(row, now);
  if (state === 'ended') throw new AppError('campaign_closed', leadServerMessages.campaignEnded, 409);
  if (state === 'upcoming') throw new AppError('campaign_closed', leadServerMessages.campaignUpcoming, 409);
  return slug;
}

/**
 * Checks the code and, when it is the live one, consumes it and upserts the lead. A wrong code is answered
 * (400, not thrown) so that its spent try is committed.
 */
export async function verifyLeadCode(request: VerifyCodeRequest): Promise<LeadAnswer & { status: number }> {
  const { phone, otp, role, ownerInterests, client, now = new Date() } = request;
  const campaign = await liveCampaignSlug(request.campaign, now);

  return getDb().transaction(async (tx) => {
    if (!(await consumePhoneCode(tx, { phone, otp, client, now }))) return { status: 400, success: false, message: leadServerMessages.invalidCode };
    const [lead] = await tx
      .insert(festival_leads)
      .values({ phone, campaign, role, owner_interests: ownerInterests, verified_at: now, created_at: now, updated_at: now })
      .onConflictDoUpdate({
        target: [festival_leads.phone, festival_leads.campaign],
        set: { role, owner_interests: ownerInterests, verified_at: now, updated_at: now },
      })
      // xmax is 0 for a row this statement inserted, non-zero for one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    console.log(`[leads] verified lead phone=${formatLeadPhone(phone).slice(0, 8)}*** campaign=${campaign} new=${lead?.inserted}`);
    return { status: 200, success: true, message: leadServerMessages.submitted, newLead: !!lead?.inserted };
  });
}

export interface LeadRow {
  campaign: string;
  phone: string;
  role: string;
  ownerInterests: string[];
  verifiedAt: Date;
  createdAt: Date;
}

/** Leads for the operator export, oldest first; `since` compares with verified_at. */
export async function listLeads({ campaign, since }: { campaign?: string; since?: Date } = {}): Promise<LeadRow[]> {
  const conditions = [campaign ? eq(festival_leads.campaign, campaign) : undefined, since ? gte(festival_leads.verified_at, since) : undefined];
  const rows = await getDb()
    .select()
    .from(festival_leads)
    .where(and(...conditions))
    .orderBy(asc(festival_leads.verified_at), asc(festival_leads.id));
  return rows.map((row) => ({
    campaign: row.campaign,
    phone: row.phone,
    role: row.role,
    ownerInterests: row.owner_interests,
    verifiedAt: row.verified_at,
    createdAt: row.created_at,
  }));
}
