// The browser's calls for saved searches, on lib/api/client.ts (ApiError with the server's code and message).
import { apiFetch } from '@/lib/api/client';
import type { SavedSearchInput, SavedSearchUpdate } from '@/lib/validation/saved-search';

/** A saved search as GET /api/saved-searches lists it. */
export interface SavedSearchItem {
  id: string;
  label: string;
  /** Its results page: /search?... or /society/{id}/properties?... */
  path: string;
  alertsEnabled: boolean;
  createdAt: string;
}

const itemPath = (id: string) => `/api/saved-searches/${encodeURIComponent(id)}`;

export const savedSearchesApi = {
  /** `created` false: the same search was saved before. */
  save: (input: SavedSearchInput) => apiFetch<{ created: boolean }>('/api/saved-searches', { method: 'POST', body: input }),
  list: () => apiFetch<{ savedSearches: SavedSearchItem[] }>('/api/saved-searches'),
  update: (id: string, update: SavedSearchUpdate) => apiFetch<{ savedSearch: SavedSearchItem }>(itemPath(id), { method: 'PATCH', body: update }),
  remove: (id: string) => apiFetch<{ removed: true }>(itemPath(id), { method: 'DELETE' }),
};
