// The browser's calls for the desk's listings (/ops/listings), on lib/api/client.ts.
import { apiFetch } from '@/lib/api/client';
import type { ListingCreateInput, ListingUpdateInput } from '@/lib/validation/ops-listings';

export interface SocietyChoice {
  id: string;
  name: string;
}

/** What setting a listing to Rented did (PATCH's `letting`; null for any other change). */
export interface Letting {
  cancelledVisits: number;
  declinedOffers: number;
  toldHearts: number;
  closedLinks: number;
}

export const listingsApi = {
  update: (listingId: string, input: ListingUpdateInput) =>
    apiFetch<{ listing: { id: string; societyId: string }; letting: Letting | null }>(`/api/ops/listings/${encodeURIComponent(listingId)}`, { method: 'PATCH', body: input }),
  create: (input: ListingCreateInput) =>
    apiFetch<{ listing: { id: string; propertyId: string; societyId: string } }>('/api/ops/listings', { method: 'POST', body: input, idempotent: true }),
  askOwner: (listingId: string) => apiFetch<{ asked: number }>(`/api/ops/listings/${encodeURIComponent(listingId)}/ask-owner`, { method: 'POST', cache: 'no-store' }),
  /** All the picked listings' owners, or none (409 naming the listings that cannot be asked). */
  askOwners: (listingIds: string[]) => apiFetch<{ asked: number }>('/api/ops/listings/ask-owners', { method: 'POST', body: { listingIds }, cache: 'no-store' }),
  revokeAvailabilityLink: (listingId: string) => apiFetch<void>(`/api/ops/listings/${encodeURIComponent(listingId)}/revoke-availability-link`, { method: 'POST' }),
  societies: (q: string, signal?: AbortSignal) =>
    apiFetch<{ societies: SocietyChoice[] }>(`/api/ops/listings/societies?q=${encodeURIComponent(q)}`, { signal, cache: 'no-store' }).then((body) => body.societies),
};
