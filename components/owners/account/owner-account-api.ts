// A signed-in owner's calls about their account (app/api/owner-account/...): proving the number of their homes.
import { apiFetch } from '@/lib/api/client';
import type { OwnerClaimAnswer, OwnerClaimCodeAnswer, OwnerClaimCodeValues, OwnerClaimVerifyValues } from '@/lib/validation/owner-account';

export const ownerAccountApi = {
  sendCode: (values: OwnerClaimCodeValues) => apiFetch<OwnerClaimCodeAnswer>('/api/owner-account/code', { method: 'POST', body: values }),
  verify: (values: OwnerClaimVerifyValues) => apiFetch<OwnerClaimAnswer>('/api/owner-account/verify', { method: 'POST', body: values }),
};
