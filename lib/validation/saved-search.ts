// The saved-search payload: one schema for the 'Save search' button and POST /api/saved-searches.
// `query` is the page's own query string; the server reads it with the page's rules and stores it canonically.
import { z } from 'zod';
import { isUuid } from '@/lib/slugs';
import { safeText } from './text';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

/** Saved searches one person may keep: each one is a digest query a day, so the number is bounded. */
export const SAVED_SEARCH_LIMIT = 50;
export const SAVED_SEARCH_LIMIT_CODE = 'saved_search_limit';
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Remove one on the Saved searches page to save this one.`;

export const savedSearchSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('search'), query: safeText().max(1000, 'This search is too long to save') }),
  z.object({
    kind: z.literal('properties'),
    society_id: z.string({ error: 'Missing society' }).trim().refine(isUuid, 'Missing society'),
    query: safeText().max(1000, 'This search is too long to save'),
  }),
]);
export type SavedSearchInput = z.infer<typeof savedSearchSchema>;

/** DELETE /api/saved-searches/{savedSearchId}: a malformed id is the same 404 as another person's. */
export const savedSearchParamsSchema = z.object({ savedSearchId: z.string().refine(isUuid, SAVED_SEARCH_NOT_FOUND) });
