// A tenancy's agreement, for its tenant and owner (app/api/tenancies).
import { apiFetch } from '@/lib/api/client';
import type { AgreementCodeSentAnswer, AgreementConfirmedAnswer, AgreementConfirmValues } from '@/lib/validation/tenancies';

const base = (id: string) => `/api/tenancies/${encodeURIComponent(id)}/agreement`;

export const tenancyApi = {
  requestCode: (id: string) => apiFetch<AgreementCodeSentAnswer>(`${base(id)}/code`, { method: 'POST', body: {} }),
  confirm: (id: string, values: AgreementConfirmValues) => apiFetch<AgreementConfirmedAnswer>(`${base(id)}/confirm`, { method: 'POST', body: values }),
};
