// PATCH  /api/saved-searches/{id} {label?, alerts_enabled?} -> {savedSearch}: rename it (1 to 80 characters) and/or
// switch its daily alert; bad input 422, nothing changed.
// DELETE /api/saved-searches/{id} -> {removed: true}.
// Both act on the signed-in person's own saved search only; another person's id, an unknown or malformed one ->
// 404 'Saved search not found', nothing changed.
import { NextResponse } from 'next/server';
import { SAVED_SEARCH_NOT_FOUND, savedSearchParamsSchema, savedSearchUpdateSchema, type SavedSearchAnswer, type SavedSearchRemovedAnswer } from '@/lib/validation/saved-search';
import { withUser } from '@/server/auth/with-user';
import { removeSavedSearches, updateSavedSearch } from '@/server/alerts/saved-searches';
import { notFound } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

export const PATCH = withUser({ schema: savedSearchUpdateSchema, params: savedSearchParamsSchema }, async ({ body, params, user }) => {
  const savedSearch = await updateSavedSearch(user.id, params.savedSearchId.toLowerCase(), body);
  if (!savedSearch) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return NextResponse.json<SavedSearchAnswer>({ savedSearch });
});

export const DELETE = withUser({ params: savedSearchParamsSchema }, async ({ params, user }) => {
  if (!(await removeSavedSearches(user.id, [params.savedSearchId.toLowerCase()]))) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return NextResponse.json<SavedSearchRemovedAnswer>({ removed: true });
});
