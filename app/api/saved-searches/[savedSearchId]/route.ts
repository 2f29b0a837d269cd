// DELETE /api/saved-searches/{id} -> {removed: true}: the signed-in person's own saved search only; another
// person's id, an unknown or malformed one -> 404 'Saved search not found', nothing changed.
import { NextResponse } from 'next/server';
import { SAVED_SEARCH_NOT_FOUND, savedSearchParamsSchema } from '@/lib/validation/saved-search';
import { withUser } from '@/server/auth/with-user';
import { removeSavedSearches } from '@/server/alerts/saved-searches';
import { notFound } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

export const DELETE = withUser({ params: savedSearchParamsSchema }, async ({ params, user }) => {
  if (!(await removeSavedSearches(user.id, [params.savedSearchId.toLowerCase()]))) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return NextResponse.json({ removed: true });
});
