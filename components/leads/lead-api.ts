// The lead form's calls. Each step calls its own route first and the festival-otp fallback when that call
// fails outright (no connection, a 5xx, or an answer that is not {success, message}); an answered refusal
// (wrong code, wait 60 s) is final, so a wrong code never costs two tries.
import { LEAD_COUNTRY_CODE, type LeadAnswer, type LeadRole, type OwnerInterest } from '@/lib/validation/leads';

/** Neither the route nor the fallback gave an answer. */
export class LeadRequestError extends Error {
  constructor(message = '') {
    super(message);
    this.name = 'LeadRequestError';
  }
}

type Attempt = { answer: LeadAnswer } | { failed: string };

async function attempt(path: string, payload: unknown): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return { failed: '' };
  }
  const body = (await response.json().catch(() => null)) as Partial<LeadAnswer> | null;
  if (response.status >= 500 || !body || typeof body.success !== 'boolean') return { failed: typeof body?.message === 'string' ? body.message : '' };
  return { answer: { ...body, success: body.success, message: typeof body.message === 'string' ? body.message : '' } };
}

async function withFallback(path: string, payload: unknown, fallbackPayload: unknown): Promise<LeadAnswer> {
  const first = await attempt(path, payload);
  if ('answer' in first) return first.answer;
  const second = await attempt('/api/festival-otp', fallbackPayload);
  if ('answer' in second) return second.answer;
  throw new LeadRequestError(second.failed || first.failed);
}

export interface LeadDetails {
  phone: string;
  role: LeadRole;
  ownerInterests: OwnerInterest[];
  campaign: string;
}

export const leadApi = {
  sendOtp(phone: string): Promise<LeadAnswer> {
    const phoneNumber = `${LEAD_COUNTRY_CODE}${phone}`;
    return withFallback('/api/send-whatsapp-otp', { phone, phoneNumber, countryCode: LEAD_COUNTRY_CODE }, { action: 'send-otp', phoneNumber });
  },
  verifyOtp({ phone, role, ownerInterests, campaign }: LeadDetails, otp: string): Promise<LeadAnswer> {
    const phoneNumber = `${LEAD_COUNTRY_CODE}${phone}`;
    return withFallback(
      '/api/verify-whatsapp-otp',
      { phone, phoneNumber, otp, role, ownerInterests, campaign },
      { action: 'verify-otp', phoneNumber, otp, role, ownerInterests, campaign },
    );
  },
};
