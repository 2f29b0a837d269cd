// The gate desks screen's calls to /api/ops/desks (server/visits/gate-desk-admin.ts).
import { apiFetch } from '@/lib/api/client';
import type { DeskPinInput, DeskPinSetAnswer, DeskPinRemovedAnswer } from '@/lib/validation/ops-admin';

export const desksApi = {
  setPin: (societyId: string, input: DeskPinInput) => apiFetch<DeskPinSetAnswer>(`/api/ops/desks/${societyId}`, { method: 'PUT', body: input }),
  remove: (societyId: string) => apiFetch<DeskPinRemovedAnswer>(`/api/ops/desks/${societyId}`, { method: 'DELETE' }),
};
