// One-click unsubscribe from new-listing alerts (RFC 8058). The link in every alert e-mail and its
// List-Unsubscribe header point here with a signed token (server/alerts/unsubscribe-token.ts):
//   GET  -> the confirmation page /alerts/unsubscribe (a link preview or a prefetch changes nothing);
//   POST -> removes the alerts the token names: mail clients send `List-Unsubscribe=One-Click` (answered with
//           JSON), the confirmation page's form is sent back to the page.
// No Origin check: mail clients post from anywhere, and only a token we signed removes anything.
import { NextResponse, type NextRequest } from 'next/server';
import { removeAlerts } from '@/server/alerts/digest';
import { verifyUnsubscribeToken } from '@/server/alerts/unsubscribe-token';
import { errorResponse, withErrorMapping } from '@/server/http/handler';
import { redirectTo } from '@/server/http/redirect';

export const dynamic = 'force-dynamic';

const PAGE = '/alerts/unsubscribe';

/** The confirmation page, as a path: never the Host header's origin (server/http/redirect.ts). */
function pagePath(token: string | null): string {
  return token ? `${PAGE}?${new URLSearchParams({ token })}` : PAGE;
}

export function GET(request: NextRequest): Response {
  return redirectTo(pagePath(request.nextUrl.searchParams.get('token')));
}

export const POST = withErrorMapping(async (request: NextRequest): Promise<Response> => {
  const token = request.nextUrl.searchParams.get('token');
  const fromPage = (request.headers.get('accept') ?? '').includes('text/html');
  const claims = verifyUnsubscribeToken(token);
  if (!claims) {
    if (fromPage) return redirectTo(pagePath(token));
    return errorResponse('invalid_token', 'This unsubscribe link is not valid.', 400);
  }
  const removed = await removeAlerts(claims.userId, claims.societyId, claims.types);
  if (fromPage) return redirectTo(pagePath(token));
  return NextResponse.json({ unsubscribed: true, removed }, { headers: { 'cache-control': 'no-store' } });
});
