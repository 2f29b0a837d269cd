// The browser's calls for tenant profiles and offers. Errors are lib/api/client.ts ApiErrors: the server's code
// and message (the spec's texts), or the network message.
import { ApiError, apiFetch } from '@/lib/api/client';
import type { CounterAnswer } from '@/lib/offers/status';
import type { OfferConfirmation, OfferSummary } from '@/lib/offers/types';
import type { OfferCredits } from '@/lib/tenant/credits';
import type { TenantProfile, TenantProfileFormValues } from '@/lib/validation/tenant-profile';

export { ApiError };

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
  getProfile: () => apiFetch<{ profile: TenantProfile | null }>('/api/tenant-profile', { cache: 'no-store' }).then((body) => body.profile),
  createProfile: (values: TenantProfileFormValues) =>
    apiFetch<{ profile: TenantProfile }>('/api/tenant-profile', { method: 'POST', body: values, cache: 'no-store' }).then((body) => body.profile),
  updateProfile: (values: TenantProfileFormValues) =>
    apiFetch<{ profile: TenantProfile }>('/api/tenant-profile', { method: 'PUT', body: values, cache: 'no-store' }).then((body) => body.profile),
  offers: () => apiFetch<{ offers: { property_id: string; offer_status: string }[]; credits: OfferCredits }>('/api/offers', { cache: 'no-store' }),
  sendOffer: (payload: SendOfferPayload) =>
    apiFetch<{ offer: { id: string; property_id: string; offer_status: string }; credits: OfferCredits; confirmation?: OfferConfirmation }>('/api/offers', { method: 'POST', body: payload, cache: 'no-store', idempotent: true }),
  /** The tenant's answer to the counter on their own offer ('Accept counter' / 'Decline counter'). */
  answerCounter: (offerId: string, answer: CounterAnswer) =>
    apiFetch<{ offer: { id: string; offer_status: string } }>(`/api/offers/${encodeURIComponent(offerId)}/counter`, { method: 'POST', body: { answer }, cache: 'no-store', idempotent: true }).then((body) => body.offer),
  /** 'Your offers': every offer sent; an answer without the list is a failure. */
  sentOffers: () =>
    apiFetch<{ offers?: OfferSummary[] }>('/api/offers/sent', { cache: 'no-store' }).then((body) => {
      if (!body.offers) throw new ApiError('request_failed', '', 200, body);
      return body.offers;
    }),
};
