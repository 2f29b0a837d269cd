// The browser's calls for a society's facts and rules on the desk (/ops/listings/facts), on lib/api/client.ts.
import { apiFetch } from '@/lib/api/client';
import type { FactChangeInput, FactChangedAnswer } from '@/lib/validation/ops-society-facts';

export const societyFactsApi = {
  save: (societyId: string, input: FactChangeInput) =>
    apiFetch<FactChangedAnswer>(`/api/ops/listings/facts/${encodeURIComponent(societyId)}`, { method: 'PUT', body: input }),
};
