import { apiFetch } from '@/lib/api/client';
import type { LeadPhoneAnswer } from '@/lib/validation/ops-leads';

/** The desk's lead calls (app/api/ops/leads). */
export const leadsApi = {
  showPhone: (id: string) => apiFetch<LeadPhoneAnswer>(`/api/ops/leads/${id}/phone`, { method: 'POST' }),
};
