import { apiFetch } from '@/lib/api/client';
import type { PhoneVerificationStepAnswer } from '@/lib/validation/phone-verification';

/** A step of 'Verify WhatsApp number' (send the code, check it): the server's message and whether it is verified. */
export async function postWhatsAppVerification(path: string, payload: unknown = {}): Promise<{ message: string; verified: boolean }> {
  const body = await apiFetch<Partial<PhoneVerificationStepAnswer>>(path, { method: 'POST', body: payload });
  return { message: body.message ?? '', verified: body.verified === true };
}
