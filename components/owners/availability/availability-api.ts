// The owner's availability calls (app/api/owner/availability/[token]/, and the homes page's one-tap answer), on
// apiFetch: errors are ApiErrors carrying the server's code and message.
import { apiFetch } from '@/lib/api/client';
import type { AvailabilityAnsweredAnswer, AvailabilityAnswerInput, AvailabilityCodeSentAnswer } from '@/lib/validation/owner-availability';

const post = <T,>(token: string, action: string, body: unknown, idempotent = false) =>
  apiFetch<T>(`/api/owner/availability/${encodeURIComponent(token)}/${action}`, { method: 'POST', body, cache: 'no-store', idempotent });

export const availabilityApi = {
  sendCode: (token: string) => post<AvailabilityCodeSentAnswer>(token, 'code', {}),
  verify: (token: string, code: string) => post<null>(token, 'verify', { code }),
  answer: (token: string, answer: AvailabilityAnswerInput['answer']) => post<AvailabilityAnsweredAnswer>(token, 'answer', { answer }),
  /** The same answer from a signed-in owner's homes page (app/api/owner-account/listings/[listingId]/availability). */
  answerAsAccount: (listingId: string, answer: AvailabilityAnswerInput['answer']) =>
    apiFetch<AvailabilityAnsweredAnswer>(`/api/owner-account/listings/${encodeURIComponent(listingId)}/availability`, { method: 'POST', body: { answer }, cache: 'no-store' }),
};

/** Where the owner's answer goes: through the link it came by, or as the signed-in owner of the listing. */
export type AvailabilityTarget = { token: string } | { listingId: string };

export const sendAvailabilityAnswer = (target: AvailabilityTarget, answer: AvailabilityAnswerInput['answer']) =>
  'token' in target ? availabilityApi.answer(target.token, answer) : availabilityApi.answerAsAccount(target.listingId, answer);
