// The staff screen's calls to /api/ops/staff (server/staff/desk.ts).
import { apiFetch } from '@/lib/api/client';
import type { StaffChangeInput, StaffGrantInput, StaffRemovedAnswer, PickedSocietiesAnswer, StaffMemberAnswer } from '@/lib/validation/ops-admin';

export type { PickedSociety } from '@/lib/validation/ops-admin';

export const staffApi = {
  grant: (input: StaffGrantInput) => apiFetch<StaffMemberAnswer>('/api/ops/staff', { method: 'POST', body: input }),
  change: (userId: string, input: StaffChangeInput) => apiFetch<StaffMemberAnswer>(`/api/ops/staff/${userId}`, { method: 'PATCH', body: input }),
  remove: (userId: string) => apiFetch<StaffRemovedAnswer>(`/api/ops/staff/${userId}`, { method: 'DELETE' }),
  societies: (query: string, signal: AbortSignal) =>
    apiFetch<PickedSocietiesAnswer>(`/api/ops/staff/societies?q=${encodeURIComponent(query)}`, { signal, cache: 'no-store' }),
};
