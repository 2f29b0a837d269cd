// A tenancy's move-in steps, for its tenant and owner (app/api/tenancies/[tenancyId]/steps).
import { apiFetch } from '@/lib/api/client';
import type { MoveInStepKey } from '@/lib/tenancies/move-in-steps';
import type { MoveInStepMarkedAnswer, MoveInStepMarkValues } from '@/lib/validation/move-in-steps';

export const moveInStepsApi = {
  mark: (tenancyId: string, step: MoveInStepKey, values: MoveInStepMarkValues) =>
    apiFetch<MoveInStepMarkedAnswer>(`/api/tenancies/${encodeURIComponent(tenancyId)}/steps/${step}`, { method: 'PATCH', body: values }),
};
