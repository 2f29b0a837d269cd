import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { errorResponse, withErrorMapping } from '@/server/http/handler';
import { redirectTo } from '@/server/http/redirect';

// One-click unsubscribe (RFC 8058) for every kind of e-mail that carries a signed unsubscribe link:
//   GET  -> the kind's confirmation page (a link preview or a prefetch changes nothing);
//   POST -> removes what the token names: mail clients send `List-Unsubscribe=One-Click` (answered with JSON),
//           the confirmation page's form is sent back to the page.
// No Origin check: mail clients post from anywhere, and only a token we signed removes anything.

interface UnsubscribeRouteOptions<Claims> {
  /** The confirmation page's path. */
  page: string;
  /** The token's claims, or null when we did not sign it (or it is malformed). */
  verify: (token: string | null) => Claims | null;
  /** Removes what the claims name; answers how many rows went. */
  remove: (claims: Claims) => Promise<number>;
}

export function unsubscribeRoute<Claims>({ page, verify, remove }: UnsubscribeRouteOptions<Claims>) {
  /** The confirmation page, as a path: never the Host header's origin (server/http/redirect.ts). */
  const pagePath = (token: string | null) => (token ? `${page}?${new URLSearchParams({ token })}` : page);

  function GET(request: NextRequest): Response {
    return redirectTo(pagePath(request.nextUrl.searchParams.get('token')));
  }

  const POST = withErrorMapping(async (request: NextRequest): Promise<Response> => {
    const token = request.nextUrl.searchParams.get('token');
    const fromPage = (request.headers.get('accept') ?? '').includes('text/html');
    const claims = verify(token);
    if (!claims) {
      if (fromPage) return redirectTo(pagePath(token));
      return errorResponse('invalid_token', 'This unsubscribe link is not valid.', 400);
    }
    const removed = await remove(claims);
    if (fromPage) return redirectTo(pagePath(token));
    return NextResponse.json({ unsubscribed: true, removed }, { headers: { 'cache-control': 'no-store' } });
  });

  return { GET, POST };
}
