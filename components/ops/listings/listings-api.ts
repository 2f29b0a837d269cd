// The browser's calls for the desk's listings (/ops/listings), on lib/api/client.ts.
import { apiFetch } from '@/lib/api/client';
import type { BrokerReportOutcome } from '@/lib/listings/broker-reports';
import type { BrokerReportsSettledAnswer } from '@/lib/validation/broker-reports';
import type { ListingCreateInput, ListingUpdateInput, ListingCreatedAnswer, OwnersAskedAnswer, ListingUpdatedAnswer, SocietyChoicesAnswer } from '@/lib/validation/ops-listings';

export type { Letting, SocietyChoice } from '@/lib/validation/ops-listings';

export const listingsApi = {
  update: (listingId: string, input: ListingUpdateInput) =>
    apiFetch<ListingUpdatedAnswer>(`/api/ops/listings/${encodeURIComponent(listingId)}`, { method: 'PATCH', body: input }),
  create: (input: ListingCreateInput) =>
    apiFetch<ListingCreatedAnswer>('/api/ops/listings', { method: 'POST', body: input, idempotent: true }),
  askOwner: (listingId: string) => apiFetch<OwnersAskedAnswer>(`/api/ops/listings/${encodeURIComponent(listingId)}/ask-owner`, { method: 'POST', cache: 'no-store' }),
  /** All the picked listings' owners, or none (409 naming the listings that cannot be asked). */
  askOwners: (listingIds: string[]) => apiFetch<OwnersAskedAnswer>('/api/ops/listings/ask-owners', { method: 'POST', body: { listingIds }, cache: 'no-store' }),
  revokeAvailabilityLink: (listingId: string) => apiFetch<void>(`/api/ops/listings/${encodeURIComponent(listingId)}/revoke-availability-link`, { method: 'POST' }),
  /** The answer to every open broker report on the listing (docs/ops.md "Listings"). */
  settleBrokerReports: (listingId: string, outcome: BrokerReportOutcome) =>
    apiFetch<BrokerReportsSettledAnswer>(`/api/ops/broker-reports/${encodeURIComponent(listingId)}`, { method: 'POST', body: { outcome }, cache: 'no-store' }),
  societies: (q: string, signal?: AbortSignal) =>
    apiFetch<SocietyChoicesAnswer>(`/api/ops/listings/societies?q=${encodeURIComponent(q)}`, { signal, cache: 'no-store' }).then((body) => body.societies),
};
