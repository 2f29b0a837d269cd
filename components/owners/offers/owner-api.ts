// The owner's calls about an offer: the link page's (app/api/owner/[token]/...) and the homes page's answer.
import { apiFetch } from '@/lib/api/client';
import type { z } from '@/lib/validation/zod';
import type { NewOfferLinkAnswer, OwnerAnswerResult, OwnerCodeSentAnswer, ownerAnswerSchema } from '@/lib/validation/owner-answer';

const base = (token: string) => `/api/owner/${encodeURIComponent(token)}`;

export const ownerApi = {
  sendCode: (token: string) => apiFetch<OwnerCodeSentAnswer>(`${base(token)}/code`, { method: 'POST' }),
  verify: (token: string, code: string) => apiFetch<Record<string, never>>(`${base(token)}/verify`, { method: 'POST', body: { code } }),
  newLink: (token: string) => apiFetch<NewOfferLinkAnswer>(`${base(token)}/new-link`, { method: 'POST' }),
  answer: (token: string, answer: z.input<typeof ownerAnswerSchema>) =>
    apiFetch<OwnerAnswerResult>(`${base(token)}/answer`, { method: 'POST', body: answer, idempotent: true }),
  /** The same answer from a signed-in owner's homes page (app/api/owner-account/offers/[offerId]/answer). */
  answerAsAccount: (offerId: string, answer: z.input<typeof ownerAnswerSchema>) =>
    apiFetch<OwnerAnswerResult>(`/api/owner-account/offers/${encodeURIComponent(offerId)}/answer`, { method: 'POST', body: answer, idempotent: true }),
};

/** Where an owner's answer goes: through the link it came by, or as the signed-in owner of the home. */
export type OfferAnswerTarget = { token: string } | { offerId: string };

export const sendOwnerAnswer = (target: OfferAnswerTarget, answer: z.input<typeof ownerAnswerSchema>) =>
  'token' in target ? ownerApi.answer(target.token, answer) : ownerApi.answerAsAccount(target.offerId, answer);
