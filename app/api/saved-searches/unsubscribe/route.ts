// One-click unsubscribe from saved-search digests, as for society alerts (app/api/alerts/unsubscribe): the link
// in every digest and its List-Unsubscribe header carry a signed token naming the person and the searches.
//   GET  -> the confirmation page /saved-searches/unsubscribe (a link preview or a prefetch changes nothing);
//   POST -> removes those saved searches: mail clients send `List-Unsubscribe=One-Click` (answered with JSON),
//           the confirmation page's form is sent back to the page.
// No Origin check: mail clients post from anywhere, and only a token we signed removes anything.
import { NextResponse, type NextRequest } from 'next/server';
import { removeSavedSearches } from '@/server/alerts/saved-searches';
import { verifySavedSearchToken } from '@/server/alerts/saved-search-token';
import { errorResponse, withErrorMapping } from '@/server/http/handler';
import { redirectTo } from '@/server/http/redirect';

export const dynamic = 'force-dynamic';

const PAGE = '/saved-searches/unsubscribe';

function pagePath(token: string | null): string {
  return token ? `${PAGE}?${new URLSearchParams({ token })}` : PAGE;
}

export function GET(request: NextRequest): Response {
  return redirectTo(pagePath(request.nextUrl.searchParams.get('token')));
}

export const POST = withErrorMapping(async (request: NextRequest): Promise<Response> => {
  const token = request.nextUrl.searchParams.get('token');
  const fromPage = (request.headers.get('accept') ?? '').includes('text/html');
  const claims = verifySavedSearchToken(token);
  if (!claims) {
    if (fromPage) return redirectTo(pagePath(token));
    return errorResponse('invalid_token', 'This unsubscribe link is not valid.', 400);
  }
  const removed = await removeSavedSearches(claims.userId, claims.savedSearchIds);
  if (fromPage) return redirectTo(pagePath(token));
  return NextResponse.json({ unsubscribed: true, removed }, { headers: { 'cache-control': 'no-store' } });
});
