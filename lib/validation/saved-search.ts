// The saved-search payload: one schema for the 'Save search' button and POST /api/saved-searches.
// `query` is the page's own query string; the server reads it with the page's rules and stores it canonically.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import { safeText } from './text';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

export const savedSearchSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('search'), query: safeText().max(1000, 'This search is too long to save') }),
  z.object({
    kind: z.literal('properties'),
    society_id: z.string({ error: 'Missing society' }).trim().refine(isUuid, 'Missing society'),
    query: safeText().max(1000, 'This search is too long to save'),
  }),
]);
export type SavedSearchInput = z.infer<typeof savedSearchSchema>;

/** PATCH and DELETE /api/saved-searches/{savedSearchId}: a malformed id is the same 404 as another person's. */
export const savedSearchParamsSchema = z.object({ savedSearchId: z.string().refine(isUuid, SAVED_SEARCH_NOT_FOUND) });

/** The longest name a person gives a saved search (the lists and the digest show it on one or two lines). */
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_NAME_MESSAGES = {
  empty: 'Give this search a name',
  tooLong: `Keep the name to ${SAVED_SEARCH_NAME_MAX} characters or fewer`,
  nothing: 'Nothing to change',
} as const;

/**
 * PATCH /api/saved-searches/{savedSearchId}: rename it, switch its alerts, or both. The rename form validates
 * `{ label }` with this same schema, so the field and the route give the same messages.
 */
export const savedSearchUpdateSchema = z
  .strictObject({
    label: safeText(SAVED_SEARCH_NAME_MESSAGES.empty)
      .trim()
      .min(1, SAVED_SEARCH_NAME_MESSAGES.empty)
      .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NAME_MESSAGES.tooLong)
      .optional(),
    alerts_enabled: z.boolean({ error: 'Alerts are on or off' }).optional(),
  })
  .refine((update) => update.label !== undefined || update.alerts_enabled !== undefined, SAVED_SEARCH_NAME_MESSAGES.nothing);
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

/** A saved search as GET /api/saved-searches lists it. */
export interface SavedSearchItem {
  id: string;
  label: string;
  /** Its results page: /search?... or /society/{id}/properties?... */
  path: string;
  alertsEnabled: boolean;
  createdAt: string;
}
/** GET /api/saved-searches. */
export interface SavedSearchesAnswer {
  savedSearches: SavedSearchItem[];
}
/** POST /api/saved-searches: `created` false when the same search was saved before (200, not 201). */
export interface SavedSearchSavedAnswer {
  savedSearch: Omit<SavedSearchItem, 'alertsEnabled'>;
  created: boolean;
}
/** PATCH /api/saved-searches/{id}. */
export interface SavedSearchAnswer {
  savedSearch: SavedSearchItem;
}
/** DELETE /api/saved-searches/{id}. */
export interface SavedSearchRemovedAnswer {
  removed: true;
}
