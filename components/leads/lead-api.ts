// The lead form's calls. Each step calls its own route first and the festival-otp fallback when that call
// fails outright (no connection, a 5xx, or an answer that is not {success, message}); an answered refusal
// (wrong code, wait 60 s) is final, so a wrong code never costs two tries.
import { ApiError, apiFetch } from '@/lib/api/client';
import { LEAD_COUNTRY_CODE, type LeadAnswer, type LeadRole, type OwnerInterest } from '@/lib/validation/leads';

/** Neither the route nor the fallback gave an answer. */
export class LeadRequestError extends Error {
  constructor(message = '') {
    super(message);
    this.name = 'LeadRequestError';
  }
}

type Attempt = { answer: LeadAnswer } | { failed: string };

/** {success, message}, the answer a lead route gives whether it accepts or refuses. */
function asAnswer(body: unknown): LeadAnswer | null {
  const fields = body as Partial<LeadAnswer> | null;
  if (!fields || typeof fields.success !== 'boolean') return null;
  return { ...fields, success: fields.success, message: typeof fields.message === 'string' ? fields.message : '' };
}

async function attempt(path: string, payload: unknown): Promise<Attempt> {
  let status = 200;
  let body: unknown;
  try {
    body = await apiFetch<unknown>(path, { method: 'POST', body: payload });
  } catch (cause) {
    if (!(cause instanceof ApiError) || cause.status === 0) return { failed: '' };
    ({ status, body } = cause);
  }
  // A refusal (wrong code, wait 60 s) is an answer; a 5xx is a failure, with the server's words if it gave any.
  const answer = status < 500 ? asAnswer(body) : null;
  if (answer) return { answer };
  const message = (body as { message?: unknown }).message;
  return { failed: typeof message === 'string' ? message : '' };
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
