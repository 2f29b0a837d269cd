// GET /api/suggestions?q=<text> -> {"suggestions":[{name,type,id,alias?}]} (discovery-and-login.md section 5; alias: docs/search.md).
import { NextResponse } from 'next/server';
import { suggestionsQuerySchema } from '@/lib/validation/search';
import { withHandler } from '@/server/http/handler';
import { getCachedSuggestions } from '@/server/search/service';

export const dynamic = 'force-dynamic';

export const GET = withHandler({ schema: suggestionsQuerySchema }, async ({ body }) => {
  const suggestions = await getCachedSuggestions(body.q);
  return NextResponse.json(
    { suggestions },
    // Names change rarely: a shared cache may answer repeated prefixes for a minute.
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300' } },
  );
});
