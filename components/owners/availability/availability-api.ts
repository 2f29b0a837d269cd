// The owner's availability page calls (app/api/owner/availability/[token]/), on apiFetch: errors are ApiErrors
// carrying the server's code and message.
import { apiFetch } from '@/lib/api/client';
import type { AvailabilityAnsweredAnswer, AvailabilityAnswerInput, AvailabilityCodeSentAnswer } from '@/lib/validation/owner-availability';

const post = <T,>(token: string, action: string, body: unknown, idempotent = false) =>
  apiFetch<T>(`/api/owner/availability/${encodeURIComponent(token)}/${action}`, { method: 'POST', body, cache: 'no-store', idempotent });

export const availabilityApi = {
  sendCode: (token: string) => post<AvailabilityCodeSentAnswer>(token, 'code', {}),
  verify: (token: string, code: string) => post<null>(token, 'verify', { code }),
  answer: (token: string, answer: AvailabilityAnswerInput['answer']) => post<AvailabilityAnsweredAnswer>(token, 'answer', { answer }),
};
