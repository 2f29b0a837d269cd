// GET  /api/saved-searches -> {savedSearches: [{id, label, path, alertsEnabled, createdAt}]}: the signed-in person's saved searches, newest first.
// POST /api/saved-searches {kind: 'search', query} | {kind: 'properties', society_id, query} -> 201 {savedSearch, created: true}
// (200, created false, when the same search was saved before); an unknown society -> 404; past SAVED_SEARCH_LIMIT
// -> 409 `saved_search_limit` with the message to show. New matching listings go out in the
// daily digest (server/alerts/saved-searches.ts). Both need a session (401); the person is the token's.
import { NextResponse } from 'next/server';
import { savedSearchSchema, type SavedSearchesAnswer, type SavedSearchSavedAnswer } from '@/lib/validation/saved-search';
import { withUser } from '@/server/auth/with-user';
import { listSavedSearches, saveSearch } from '@/server/alerts/saved-searches';
import { AppError, notFound } from '@/server/http/errors';
import { SAVED_SEARCH_LIMIT_CODE, SAVED_SEARCH_LIMIT_MESSAGE } from '@/lib/saved-searches/limit';

export const dynamic = 'force-dynamic';

export const GET = withUser({}, async ({ user }) => NextResponse.json<SavedSearchesAnswer>({ savedSearches: await listSavedSearches(user.id) }));

export const POST = withUser({ schema: savedSearchSchema }, async ({ body, user }) => {
  const outcome = await saveSearch(user.id, body);
  if (outcome.status === 'unknown_society') throw notFound('Society not found');
  if (outcome.status === 'limit') throw new AppError(SAVED_SEARCH_LIMIT_CODE, SAVED_SEARCH_LIMIT_MESSAGE, 409);
  const created = outcome.status === 'created';
  return NextResponse.json<SavedSearchSavedAnswer>({ savedSearch: outcome.savedSearch, created }, { status: created ? 201 : 200 });
});
