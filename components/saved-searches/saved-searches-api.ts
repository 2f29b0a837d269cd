// The browser's calls for saved searches, on lib/api/client.ts (ApiError with the server's code and message).
import { apiFetch } from '@/lib/api/client';
import type { SavedSearchInput } from '@/lib/validation/saved-search';

export const savedSearchesApi = {
  /** `created` false: the same search was saved before. */
  save: (input: SavedSearchInput) => apiFetch<{ created: boolean }>('/api/saved-searches', { method: 'POST', body: input }),
};
