import { apiFetch } from '@/lib/api/client';
import type { SubmissionDecidedAnswer, SubmissionDecision } from '@/lib/validation/home-submission';

/** The desk's answers to homes owners added (app/api/ops/new-homes). */
export const newHomesApi = {
  decide: (id: string, decision: SubmissionDecision) => apiFetch<SubmissionDecidedAnswer>(`/api/ops/new-homes/${encodeURIComponent(id)}`, { method: 'POST', body: decision }),
};
