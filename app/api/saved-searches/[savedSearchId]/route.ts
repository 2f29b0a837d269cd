// DELETE /api/saved-searches/{id} -> {removed: true}: the signed-in person's own saved search only; another
// person's id, an unknown or malformed one -> 404 'Saved search not found', nothing changed.
import { NextResponse } from 'next/server';
import { isUuid } from '@/lib/slugs';
import { SAVED_SEARCH_NOT_FOUND } from '@/lib/validation/saved-search';
import { withUser } from '@/server/auth/with-user';
import { removeSavedSearches } from '@/server/alerts/saved-searches';
import { notFound } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

export const DELETE = withUser<undefined, { savedSearchId: string }>({}, async ({ params, user }) => {
  const id = params.savedSearchId;
  if (!isUuid(id) || !(await removeSavedSearches(user.id, [id.toLowerCase()]))) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return NextResponse.json({ removed: true }, { headers: { 'Cache-Control': 'private, no-store' } });
});
