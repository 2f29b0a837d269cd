// The staff screen's calls to /api/ops/staff (server/staff/desk.ts).
import { apiFetch } from '@/lib/api/client';
import type { StaffChangeInput, StaffGrantInput } from '@/lib/validation/ops-admin';

export interface PickedSociety {
  id: string;
  name: string;
}

export const staffApi = {
  grant: (input: StaffGrantInput) => apiFetch<{ member: unknown }>('/api/ops/staff', { method: 'POST', body: input }),
  change: (userId: string, input: StaffChangeInput) => apiFetch<{ member: unknown }>(`/api/ops/staff/${userId}`, { method: 'PATCH', body: input }),
  remove: (userId: string) => apiFetch<{ removed: true }>(`/api/ops/staff/${userId}`, { method: 'DELETE' }),
  societies: (query: string, signal: AbortSignal) =>
    apiFetch<{ societies: PickedSociety[] }>(`/api/ops/staff/societies?q=${encodeURIComponent(query)}`, { signal, cache: 'no-store' }),
};
