// A tenancy's deposit, for its tenant and owner (app/api/tenancies/[tenancyId]/deposit).
import { apiFetch, apiUpload } from '@/lib/api/client';
import type { DeductionAnswerValues, DeductionValues, DepositAnswer, DepositPaidValues, DepositReturnValues, KeysReturnedValues } from '@/lib/validation/deposits';

const base = (id: string) => `/api/tenancies/${encodeURIComponent(id)}/deposit`;
const act = (path: string, body: unknown = {}) => apiFetch<DepositAnswer>(path, { method: 'POST', body, idempotent: true });

export const depositApi = {
  read: (id: string) => apiFetch<DepositAnswer>(base(id)),
  recordPaid: (id: string, values: DepositPaidValues) => act(`${base(id)}/paid`, values),
  confirmPaid: (id: string) => act(`${base(id)}/paid/confirm`),
  recordKeys: (id: string, values: KeysReturnedValues) => act(`${base(id)}/keys`, values),
  confirmKeys: (id: string) => act(`${base(id)}/keys/confirm`),
  /** The amount and reason in the query string, the photo or invoice as the body (so its progress shows). */
  addDeduction: (id: string, values: DeductionValues, file: File, onProgress: (fraction: number) => void) =>
    apiUpload<DepositAnswer>(`${base(id)}/deductions?${new URLSearchParams({ amount: String(values.amount), reason: String(values.reason) })}`, file, { onProgress }),
  removeDeduction: (id: string, deductionId: string) => apiFetch<DepositAnswer>(`${base(id)}/deductions/${encodeURIComponent(deductionId)}`, { method: 'DELETE' }),
  answer: (id: string, deductionId: string, values: DeductionAnswerValues) => act(`${base(id)}/deductions/${encodeURIComponent(deductionId)}/answer`, values),
  recordReturn: (id: string, values: DepositReturnValues) => act(`${base(id)}/return`, values),
  confirmReturn: (id: string) => act(`${base(id)}/return/confirm`),
};
