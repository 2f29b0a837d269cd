// The browser's calls for hearts, on lib/api/client.ts (ApiError with the server's code and message).
import { apiFetch } from '@/lib/api/client';
import type { HeartAnswer, HeartRemovedAnswer, HeartsAnswer } from '@/lib/validation/hearts';

export const heartsApi = {
  // About one person: never from the browser's cache.
  list: () => apiFetch<HeartsAnswer>('/api/shortlist/hearts', { cache: 'no-store' }).then((body) => body.hearts),
  add: (listingId: string) => apiFetch<HeartAnswer>('/api/shortlist/hearts', { method: 'POST', body: { listing_id: listingId }, idempotent: true }),
  remove: (listingId: string) => apiFetch<HeartRemovedAnswer>(`/api/shortlist/hearts/${encodeURIComponent(listingId)}`, { method: 'DELETE', idempotent: true }),
};

