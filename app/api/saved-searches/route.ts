// GET  /api/saved-searches -> {savedSearches: [{id, label, path, createdAt}]}: the signed-in person's saved searches.
// POST /api/saved-searches {kind: 'search', query} | {kind: 'properties', society_id, query} -> 201 {savedSearch}
// (200 when the same search was saved before); an unknown society -> 404. New matching listings go out in the
// daily digest (server/alerts/saved-searches.ts). Both need a session (401); the person is the token's.
import { NextResponse } from 'next/server';
import { savedSearchSchema } from '@/lib/validation/saved-search';
import { withUser } from '@/server/auth/with-user';
import { listSavedSearches, saveSearch } from '@/server/alerts/saved-searches';
import { notFound } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export const GET = withUser({}, async ({ user }) => NextResponse.json({ savedSearches: await listSavedSearches(user.id) }, { headers: PRIVATE }));

export const POST = withUser({ schema: savedSearchSchema }, async ({ body, user }) => {
  const outcome = await saveSearch(user.id, body);
  if (outcome.status === 'unknown_society') throw notFound('Society not found');
  return NextResponse.json({ savedSearch: outcome.savedSearch }, { status: outcome.status === 'created' ? 201 : 200, headers: PRIVATE });
});
