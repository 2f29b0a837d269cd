// Request flow (ARCHITECTURE "Request flow"): desktop redirect, the named-search redirect (a /search that is
// one locality, sub locality, builder or zone goes to its cached page, lib/search/named.ts), then the
// auth-cookie refresh.
import { NextResponse, type NextRequest } from 'next/server';
import { shouldRedirectToDesktopMessage, VIEWPORT_WIDTH_COOKIE } from '@/lib/device';
import { getEnv } from '@/server/env';
import { refreshAuthSession } from '@/server/auth/middleware-session';
import { namedSearchRedirect } from '@/server/search/named-search-redirect';

export const config = {
  runtime: 'nodejs',
  // Static files, the embedded auth endpoints, the API, storage and dev tools never pass through here.
  matcher: ['/((?!_next/static|_next/image|auth/v1|api/|storage/|dev/|favicon.ico|icon|apple-icon|robots.txt|sitemap|manifest|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|css|js|txt|xml|pdf)$).*)'],
};

export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (getEnv().DESKTOP_REDIRECT === 'on' && pathname !== '/desktop-message') {
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
  return refreshAuthSession(request);
}
