// The owner's availability calls (app/api/owner/availability/[token]/, and the homes page's one-tap answer), on
// apiFetch: errors are ApiErrors carrying the server's code and message.
import { apiFetch } from '@/lib/api/client';
import type { Locale } from '@/lib/i18n/locales';
import type { AvailabilityAnsweredAnswer, AvailabilityAnswerInput, AvailabilityCodeSentAnswer } from '@/lib/validation/owner-availability';

const post = <T,>(token: string, action: string, body: unknown, idempotent = false) =>
  apiFetch<T>(`/api/owner/availability/${encodeURIComponent(token)}/${action}`, { method: 'POST', body, cache: 'no-store', idempotent });

export const availabilityApi = {
  sendCode: (token: string) => post<AvailabilityCodeSentAnswer>(token, 'code', {}),
  verify: (token: string, code: string) => post<null>(token, 'verify', { code }),
  answer: (token: string, answer: AvailabilityAnswerInput['answer'], language?: Locale) => post<AvailabilityAnsweredAnswer>(token, 'answer', language ? { answer, language } : { answer }),
  /** The same answer from a signed-in owner's homes page (app/api/owner-account/listings/[listingId]/availability). */
  answerAsAccount: (listingId: string, answer: AvailabilityAnswerInput['answer'], language?: Locale) =>
    apiFetch<AvailabilityAnsweredAnswer>(`/api/owner-account/listings/${encodeURIComponent(listingId)}/availability`, { method: 'POST', body: language ? { answer, language } : { answer }, cache: 'no-store' }),
};

/** Where the owner's answer goes: through the link it came by, or as the signed-in owner of the listing. */
export type AvailabilityTarget = { token: string } | { listingId: string };

/** `language`: a Kannada or Hindi page's (lib/owners/answer-language.ts), kept as the owner's. */
export const sendAvailabilityAnswer = (target: AvailabilityTarget, answer: AvailabilityAnswerInput['answer'], language?: Locale) =>
  'token' in target ? availabilityApi.answer(target.token, answer, language) : availabilityApi.answerAsAccount(target.listingId, answer, language);
