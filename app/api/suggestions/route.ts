// GET /api/suggestions?q=<text> -> {"suggestions":[{name,type,id,alias?,sentence?}]} (discovery-and-login.md section 5;
// alias: the other name that matched, docs/search.md); for a sentence, places and builders also carry `sentence`
// (lib/search/types.ts).
import { NextResponse } from 'next/server';
import { suggestionsQuerySchema, type SuggestionsAnswer } from '@/lib/validation/search';
import { withHandler } from '@/server/http/handler';
import { sentenceSuggestions } from '@/server/search/understood-query';

export const dynamic = 'force-dynamic';

export const GET = withHandler({ schema: suggestionsQuerySchema }, async ({ body }) => {
  // '2 bhk in hebb' suggests what 'hebb' names: the rest of the sentence is filters (docs/search.md).
  const suggestions = await sentenceSuggestions(body.q);
  return NextResponse.json<SuggestionsAnswer>(
    { suggestions },
    // Names change rarely: a shared cache may answer repeated prefixes for a minute.
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300' } },
  );
});
