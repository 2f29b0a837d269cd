// The browser's call for the other names the search knows a society, locality or builder by (/ops/listings/facts/<id>).
import { apiFetch } from '@/lib/api/client';
import type { AliasesChangeInput, AliasTargetKind, AliasesChangedAnswer } from '@/lib/validation/ops-aliases';

export const aliasesApi = {
  save: (kind: AliasTargetKind, id: string, input: AliasesChangeInput) =>
    apiFetch<AliasesChangedAnswer>(`/api/ops/listings/aliases/${kind}/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
};
