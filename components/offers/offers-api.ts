// The browser's calls for a tenant's offers, on lib/api/client.ts (ApiError with the server's code and message).
import { ApiError, apiFetch } from '@/lib/api/client';
import type { CounterAnswer } from '@/lib/offers/status';
import type { LiveOffersAnswer, SendOfferAnswer, SendOfferPayload, SentOffersAnswer } from '@/lib/validation/offer';
import type { CounterAnswerResult } from '@/lib/validation/ops-offers';

// About one person: never from the browser's cache.
const fresh = { cache: 'no-store' as const };

export const offersApi = {
  live: () => apiFetch<LiveOffersAnswer>('/api/offers', fresh),
  send: (payload: SendOfferPayload) => apiFetch<SendOfferAnswer>('/api/offers', { method: 'POST', body: payload, ...fresh, idempotent: true }),
  /** The tenant's answer to the counter on their own offer ('Accept counter' / 'Decline counter'). */
  answerCounter: (offerId: string, answer: CounterAnswer) =>
    apiFetch<CounterAnswerResult>(`/api/offers/${encodeURIComponent(offerId)}/counter`, { method: 'POST', body: { answer }, ...fresh, idempotent: true }).then((body) => body.offer),
  /** 'Your offers': every offer sent; an answer without the list is a failure. */
  sent: () =>
    apiFetch<Partial<SentOffersAnswer>>('/api/offers/sent', fresh).then((body) => {
      if (!body.offers) throw new ApiError('request_failed', '', 200, body);
      return body.offers;
    }),
};
