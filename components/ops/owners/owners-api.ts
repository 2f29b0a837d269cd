import { apiFetch } from '@/lib/api/client';
import type { OwnerChannel } from '@/lib/owners/owners';
import type { OwnerContactAnswer } from '@/lib/validation/ops-owners';
import type { OwnerUnlinkAnswer, RentChangeDecidedAnswer, RentChangeDecisionValues } from '@/lib/validation/owner-account';

/** The desk's owner calls (app/api/ops/owners). */
export const ownersApi = {
  contact: (id: string) => apiFetch<OwnerContactAnswer>(`/api/ops/owners/${encodeURIComponent(id)}/contact`, { method: 'POST' }),
  edit: (id: string, body: { name: string; email: string; preferred_channel: OwnerChannel; home_limit?: string }) =>
    apiFetch<unknown>(`/api/ops/owners/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  decideRentChange: (id: string, body: RentChangeDecisionValues) => apiFetch<RentChangeDecidedAnswer>(`/api/ops/rent-changes/${encodeURIComponent(id)}`, { method: 'POST', body }),
  unlink: (id: string) => apiFetch<OwnerUnlinkAnswer>(`/api/ops/owners/${encodeURIComponent(id)}/unlink`, { method: 'POST' }),
};
