import 'server-only';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { LEAD_COUNTRY_CODE } from '@/lib/validation/leads';
import { phoneVerificationMessages as M } from '@/lib/validation/phone-verification';
import { getDb } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { AppError, isUniqueViolation } from '@/server/http/errors';
import { consumeWhatsAppCode, sendWhatsAppCode, whatsAppCodeMessages } from './whatsapp-codes';

// 'Verify WhatsApp number': the person proves the profile's number with a code sent to it over WhatsApp (the
// festival's code service: same hashing, expiry and wrong tries). The code belongs to the account that asked for
// it, with budgets of its own: other accounts that typed the same number and festival requests for it can neither
// replace nor guess at it, nor fill its ceilings. Until then no WhatsApp message
// goes to the number (server/jobs/deliveries.ts). A verified number belongs to one account (a partial unique
// index); an unverified one blocks nobody.

export interface PhoneVerificationState {
  countryCode: string;
  phone: string;
  verified: boolean;
}

export async function phoneVerificationState(userId: string): Promise<PhoneVerificationState | null> {
  const [row] = await getDb()
    .select({ countryCode: profiles.country_code, phone: profiles.phone, verifiedAt: profiles.phone_verified_at })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ? { countryCode: row.countryCode, phone: row.phone, verified: !!row.verifiedAt } : null;
}

async function numberToVerify(userId: string): Promise<PhoneVerificationState> {
  const state = await phoneVerificationState(userId);
  if (!state) throw new AppError('profile_not_found', 'Please complete your registration first.', 404);
  if (state.countryCode !== LEAD_COUNTRY_CODE) throw new AppError('unsupported_country', M.onlyIndia, 422);
  const [taken] = await getDb()
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.country_code, state.countryCode), eq(profiles.phone, state.phone), isNotNull(profiles.phone_verified_at), ne(profiles.id, userId)))
    .limit(1);
  if (taken) throw new AppError('phone_taken', M.takenByAnother, 409);
  return state;
}

export async function sendPhoneVerificationCode(userId: string, client: string): Promise<{ success: true; message: string; verified?: true }> {
  const state = await numberToVerify(userId);
  if (state.verified) return { success: true, message: M.done, verified: true };
  const answer = await sendWhatsAppCode({ phone: state.phone, client, userId });
  return { success: true, message: answer.message };
}

export async function verifyPhoneNumber(userId: string, otp: string, client: string): Promise<{ success: true; message: string }> {
  const state = await numberToVerify(userId);
  if (state.verified) return { success: true, message: M.done };
  const accepted = await getDb().transaction(async (tx) => {
    if (!(await consumeWhatsAppCode(tx, { phone: state.phone, otp, client, userId }))) return false;
    await tx.update(profiles).set({ phone_verified_at: sql`now()` }).where(eq(profiles.id, userId));
    return true;
  }).catch((error: unknown) => {
    // Another account proved the same number a moment earlier (the partial unique index).
    if (isUniqueViolation(error)) {
      throw new AppError('phone_taken', M.takenByAnother, 409);
    }
    throw error;
  });
  // A wrong code is committed as a spent try, then answered 400.
  if (!accepted) throw new AppError('invalid_otp', whatsAppCodeMessages.invalidCode, 400);
  return { success: true, message: M.done };
}
