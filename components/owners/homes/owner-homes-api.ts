// A signed-in owner's changes to their homes (app/api/owner-account/listings/[listingId]).
import { apiFetch } from '@/lib/api/client';
import type { OwnerListingEditAnswer, OwnerListingEditValues } from '@/lib/validation/owner-account';

export const ownerHomesApi = {
  editTerms: (listingId: string, values: OwnerListingEditValues) =>
    apiFetch<OwnerListingEditAnswer>(`/api/owner-account/listings/${encodeURIComponent(listingId)}`, { method: 'PATCH', body: values }),
};
