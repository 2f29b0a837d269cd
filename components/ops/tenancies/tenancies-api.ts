import { apiFetch } from '@/lib/api/client';
import type { TenancyReminderValues, TenancyTermsChangedAnswer, TenancyTermsValues } from '@/lib/validation/ops-tenancies';

/** The desk's tenancy calls (app/api/ops/tenancies). */
export const tenanciesApi = {
  remind: (id: string, party: TenancyReminderValues['party']) => apiFetch<unknown>(`/api/ops/tenancies/${encodeURIComponent(id)}/remind`, { method: 'POST', body: { party } }),
  changeTerms: (id: string, values: TenancyTermsValues) => apiFetch<TenancyTermsChangedAnswer>(`/api/ops/tenancies/${encodeURIComponent(id)}`, { method: 'PATCH', body: values }),
};
