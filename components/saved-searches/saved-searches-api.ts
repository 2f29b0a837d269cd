// The browser's calls for saved searches, on lib/api/client.ts (ApiError with the server's code and message).
import { apiFetch } from '@/lib/api/client';
import type { SavedSearchAnswer, SavedSearchesAnswer, SavedSearchInput, SavedSearchRemovedAnswer, SavedSearchSavedAnswer, SavedSearchUpdate } from '@/lib/validation/saved-search';

const itemPath = (id: string) => `/api/saved-searches/${encodeURIComponent(id)}`;

export const savedSearchesApi = {
  /** `created` false: the same search was saved before. */
  save: (input: SavedSearchInput) => apiFetch<SavedSearchSavedAnswer>('/api/saved-searches', { method: 'POST', body: input }),
  list: () => apiFetch<SavedSearchesAnswer>('/api/saved-searches'),
  update: (id: string, update: SavedSearchUpdate) => apiFetch<SavedSearchAnswer>(itemPath(id), { method: 'PATCH', body: update }),
  remove: (id: string) => apiFetch<SavedSearchRemovedAnswer>(itemPath(id), { method: 'DELETE' }),
};
