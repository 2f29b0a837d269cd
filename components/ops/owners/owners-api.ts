import { apiFetch } from '@/lib/api/client';
import type { OwnerChannel } from '@/lib/owners/owners';

/** The desk's owner calls (app/api/ops/owners). */
export const ownersApi = {
  contact: (id: string) => apiFetch<{ phone: string; email: string | null }>(`/api/ops/owners/${encodeURIComponent(id)}/contact`, { method: 'POST' }),
  edit: (id: string, body: { name: string; email: string; preferred_channel: OwnerChannel }) =>
    apiFetch<unknown>(`/api/ops/owners/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
};
