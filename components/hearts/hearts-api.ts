// The browser's calls for hearts, on lib/api/client.ts (ApiError with the server's code and message).
import { apiFetch } from '@/lib/api/client';

export const heartsApi = {
  // About one person: never from the browser's cache.
  list: () => apiFetch<{ hearts: { listingId: string; kind: 'rent' | 'sale' }[] }>('/api/shortlist/hearts', { cache: 'no-store' }).then((body) => body.hearts),
  add: (listingId: string) => apiFetch<{ heart: { listingId: string; kind: 'rent' | 'sale' } }>('/api/shortlist/hearts', { method: 'POST', body: { listing_id: listingId }, idempotent: true }),
  remove: (listingId: string) => apiFetch<{ removed: true }>(`/api/shortlist/hearts/${encodeURIComponent(listingId)}`, { method: 'DELETE', idempotent: true }),
};

