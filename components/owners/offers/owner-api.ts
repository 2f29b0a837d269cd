// The owner page's calls (app/api/owner/[token]/...).
import { apiFetch } from '@/lib/api/client';
import type { z } from 'zod';
import type { NewOfferLinkAnswer, OwnerAnswerResult, OwnerCodeSentAnswer, ownerAnswerSchema } from '@/lib/validation/owner-answer';

const base = (token: string) => `/api/owner/${encodeURIComponent(token)}`;

export const ownerApi = {
  sendCode: (token: string) => apiFetch<OwnerCodeSentAnswer>(`${base(token)}/code`, { method: 'POST' }),
  verify: (token: string, code: string) => apiFetch<Record<string, never>>(`${base(token)}/verify`, { method: 'POST', body: { code } }),
  newLink: (token: string) => apiFetch<NewOfferLinkAnswer>(`${base(token)}/new-link`, { method: 'POST' }),
  answer: (token: string, answer: z.input<typeof ownerAnswerSchema>) =>
    apiFetch<OwnerAnswerResult>(`${base(token)}/answer`, { method: 'POST', body: answer, idempotent: true }),
};
