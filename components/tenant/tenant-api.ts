// The browser's calls for tenant profiles and offers. Errors carry the server's code and message
// (the spec's texts), or a network message.
import { ApiError } from '@/components/auth/auth-api';
import type { OfferCredits } from '@/lib/tenant/credits';
import type { TenantProfile, TenantProfileFormValues } from '@/lib/validation/tenant-profile';

export { ApiError };

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin', cache: 'no-store', headers: { 'Content-Type': 'application/json', ...init.headers } });
  } catch {
    throw new ApiError('network_error', 'Network error. Check your connection and try again.', 0);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
  if (!response.ok || body.error) throw new ApiError(body.error?.code ?? 'request_failed', body.error?.message ?? '', response.status);
  return body as T;
}

export interface SendOfferPayload {
  rent_listing_id: string;
  property_id: string;
  society_id: string;
  offered_rent: string;
  offered_security_deposit: string;
  movein_date: string;
  extra_fittings_requested: string;
  message: string;
}

export const tenantApi = {
  getProfile: () => call<{ profile: TenantProfile | null }>('/api/tenant-profile').then((body) => body.profile),
  createProfile: (values: TenantProfileFormValues) =>
    call<{ profile: TenantProfile }>('/api/tenant-profile', { method: 'POST', body: JSON.stringify(values) }).then((body) => body.profile),
  updateProfile: (values: TenantProfileFormValues) =>
    call<{ profile: TenantProfile }>('/api/tenant-profile', { method: 'PUT', body: JSON.stringify(values) }).then((body) => body.profile),
  offers: () => call<{ offers: { property_id: string; offer_status: string }[]; credits: OfferCredits }>('/api/offers'),
  sendOffer: (payload: SendOfferPayload) =>
    call<{ offer: { id: string; property_id: string; offer_status: string }; credits: OfferCredits }>('/api/offers', { method: 'POST', body: JSON.stringify(payload) }),
};
