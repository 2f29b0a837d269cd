import { apiFetch } from '@/lib/api/client';

/** The desk's lead calls (app/api/ops/leads). */
export const leadsApi = {
  showPhone: (id: string) => apiFetch<{ phone: string }>(`/api/ops/leads/${id}/phone`, { method: 'POST' }),
};
