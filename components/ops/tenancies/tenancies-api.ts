import { apiFetch } from '@/lib/api/client';
import type { TenancyTermsChangedAnswer, TenancyTermsValues } from '@/lib/validation/ops-tenancies';

/** The desk's tenancy calls (app/api/ops/tenancies). */
export const tenanciesApi = {
  changeTerms: (id: string, values: TenancyTermsValues) => apiFetch<TenancyTermsChangedAnswer>(`/api/ops/tenancies/${encodeURIComponent(id)}`, { method: 'PATCH', body: values }),
};
