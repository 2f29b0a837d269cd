// Request flow (ARCHITECTURE "Request flow"): desktop redirect, the named-search redirect (a /search that is
// one locality, sub locality, builder or zone goes to its cached page, lib/search/named.ts), the auth-cookie
// refresh, then any other /search answered from the rendered-search cache (server/search/rendered-search-cache.ts).
import { NextResponse, type NextRequest } from 'next/server';
import { shouldRedirectToDesktopMessage, VIEWPORT_WIDTH_COOKIE } from '@/lib/device';
import { isCachedPagePath } from '@/lib/cached-pages';
import { isFilteredPropertiesUrl } from '@/lib/listings/filters';
import { getEnv } from '@/server/env';
import { refreshAuthSession } from '@/server/auth/middleware-session';
import { namedSearchRedirect } from '@/server/search/named-search-redirect';
import { cachedSearchResponse, isSearchRenderRequest } from '@/server/search/rendered-search-cache';

export const config = {
  runtime: 'nodejs',
  // Static files, the embedded auth endpoints, the API, storage and dev tools never pass through here.
  matcher: ['/((?!_next/static|_next/image|auth/v1|api/|storage/|dev/|favicon.ico|icon|apple-icon|robots.txt|sitemap|manifest|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|css|js|txt|xml|pdf)$).*)'],
};

export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The search cache asking the app for a page to keep: straight to the render.
  if (pathname === '/search' && isSearchRenderRequest(request)) return NextResponse.next();
  // The security desk page (/gate/{societyId}) runs on whatever the desk has, a desktop PC included.
  if (getEnv().DESKTOP_REDIRECT === 'on' && pathname !== '/desktop-message' && !pathname.startsWith('/gate/')) {
    const width = request.cookies.get(VIEWPORT_WIDTH_COOKIE)?.value;
    if (shouldRedirectToDesktopMessage(request.headers.get('user-agent'), width)) {
      const target = request.nextUrl.clone();
      target.pathname = '/desktop-message';
      target.search = '';
      return NextResponse.redirect(target, 307);
    }
  }
  if (pathname === '/search') {
    const target = await namedSearchRedirect(request.nextUrl);
    if (target) return NextResponse.redirect(target, 308);
  }
  const session = await refreshAuthSession(request);
  // A cached page renders from its bare path: its stored router payload must not carry this request's query.
  if (request.nextUrl.search && isCachedPagePath(pathname)) return withoutQuery(request, session);
  // A society's homes filtered or sorted (?bhk=2&rent_max=40000) are one cached page read in the browser: only
  // the plain page is indexed.
  if (isFilteredPropertiesUrl(request.nextUrl)) session.headers.set('X-Robots-Tag', 'noindex');
  if (pathname === '/search') {
    const cached = await cachedSearchResponse(request);
    if (cached) {
      // A refreshed session's cookies still reach the browser.
      for (const cookie of session.cookies.getAll()) cached.cookies.set(cookie);
      return cached;
    }
  }
  return session;
}

/**
 * The session's answer turned into a rewrite to the same path without the query string: the browser keeps its URL
 * (the page reads its filters there), Next renders and caches the bare path. Cookies and headers the session
 * refresh set are kept; the filtered properties page keeps its noindex.
 */
function withoutQuery(request: NextRequest, session: NextResponse): NextResponse {
  const target = request.nextUrl.clone();
  target.search = '';
  const rewrite = NextResponse.rewrite(target, { request: { headers: request.headers } });
  for (const [name, value] of session.headers) if (!name.startsWith('x-middleware-') && name !== 'set-cookie') rewrite.headers.set(name, value);
  for (const cookie of session.cookies.getAll()) rewrite.cookies.set(cookie);
  if (isFilteredPropertiesUrl(request.nextUrl)) rewrite.headers.set('X-Robots-Tag', 'noindex');
  return rewrite;
}
