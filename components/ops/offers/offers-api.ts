// The desk's calls for answering offers (app/api/ops/offers/), on apiFetch: errors are ApiErrors with the
// server's code and message (a refused transition is a 409 whose message says why).
import { apiFetch } from '@/lib/api/client';
import type { DeclineReason } from '@/lib/offers/status';
import type { OfferAnswerMode } from '@/lib/owners/owners';
import type { CounterOfferValues, OfferForwardedAnswer } from '@/lib/validation/ops-offers';
import type { OffersForwardedAnswer } from '@/lib/validation/ops-lists';

type Answered = { offer: { id: string; offer_status: string; declinedOthers: string[] } };
const post = (offerId: string, action: string, body: unknown = {}) =>
  apiFetch<Answered>(`/api/ops/offers/${encodeURIComponent(offerId)}/${action}`, { method: 'POST', body, cache: 'no-store' }).then((answer) => answer.offer);

export const offersDeskApi = {
  accept: (offerId: string) => post(offerId, 'accept'),
  decline: (offerId: string, reason: DeclineReason) => post(offerId, 'decline', { reason }),
  counter: (offerId: string, terms: CounterOfferValues) => post(offerId, 'counter', terms),
  withdraw: (offerId: string, reason: string) => post(offerId, 'withdraw', { reason }),
  forward: (offerId: string) => apiFetch<OfferForwardedAnswer>(`/api/ops/offers/${encodeURIComponent(offerId)}/forward`, { method: 'POST', cache: 'no-store' }),
  /** 'Forward to owners' of the picked offers: all of them, or none (409 naming the ones that cannot be sent). */
  forwardMany: (offerIds: string[]) => apiFetch<OffersForwardedAnswer>('/api/ops/offers/forward', { method: 'POST', body: { offerIds }, cache: 'no-store' }),
  revokeLink: (offerId: string) => apiFetch<unknown>(`/api/ops/offers/${encodeURIComponent(offerId)}/revoke-link`, { method: 'POST', cache: 'no-store' }),
  answerMode: (societyId: string, mode: OfferAnswerMode) =>
    apiFetch<unknown>('/api/ops/offers/answer-mode', { method: 'POST', body: { societyId, mode }, cache: 'no-store' }),
};
