// Request flow (ARCHITECTURE "Request flow"): desktop redirect, a /search whose text holds filters to the panel's
// URL for them (server/search/understood-query.ts), the named-search redirect (a /search that is
// one locality, sub locality, builder or zone goes to its cached page, lib/search/named.ts), a society's
// properties page named by its name with a query (to the id URL, query kept), the auth-cookie
// refresh, then any other /search answered from the rendered-search cache (server/search/rendered-search-cache.ts).
// Every page has a language (lib/i18n/locales.ts, docs/i18n.md): /kn/... and /hi/... are Kannada and Hindi, any
// other path is English and is rewritten to its page under app/[locale] (/en/...), so English keeps its URLs.
import { NextResponse, type NextRequest } from 'next/server';
import { shouldRedirectToDesktopMessage, VIEWPORT_WIDTH_COOKIE } from '@/lib/device';
import { CACHED_PAGE_QUERY_HEADER, ENGLISH_PAGE_HEADER } from '@/lib/cached-pages';
import { isFilteredPropertiesUrl } from '@/lib/listings/filters';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localePath, splitLocalePath, type Locale } from '@/lib/i18n/locales';
import { getEnv } from '@/server/env';
import { ensureDeviceCookie } from '@/server/auth/holder';
import { hasAuthCookie, refreshAuthSession } from '@/server/auth/middleware-session';
import { namedSearchRedirect } from '@/server/search/named-search-redirect';
import { understoodSearchRedirect } from '@/server/search/understood-query';
import { societyPropertiesRedirect } from '@/server/societies/properties-redirect';
import { cachedSearchResponse, isSearchRenderRequest } from '@/server/search/rendered-search-cache';
import { refusesDeskFlight } from '@/server/staff/desk-flight';

export const config = {
  runtime: 'nodejs',
  // Static files, the embedded auth endpoints, the API, storage, fonts, dev tools and /metrics never pass through here.
  matcher: ['/((?!_next/static|_next/image|auth/v1|api/|storage/|fonts/|dev/|metrics$|favicon.ico|icon|apple-icon|robots.txt|sitemap|manifest|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|css|js|txt|xml|pdf)$).*)'],
};

export async function middleware(request: NextRequest) {
  const { locale, path: pathname } = splitLocalePath(request.nextUrl.pathname);
  // English has no prefix: /en/... is the same page under its one URL (unless the request guard sent an English
  // cached page there, lib/cached-pages.ts).
  const atEnglishPage = /^\/en(?:\/|$)/.test(request.nextUrl.pathname);
  if (atEnglishPage && request.headers.get(ENGLISH_PAGE_HEADER) !== '1') return redirectTo(request, request.nextUrl.pathname.slice(3) || '/', 308);
  // The search cache asking the app for a page to keep: straight to the render.
  if (pathname === '/search' && isSearchRenderRequest(request)) return inLocale(request, NextResponse.next(), locale, pathname);
  if (getEnv().DESKTOP_REDIRECT === 'on' && pathname !== '/desktop-message' && !isDeskPath(pathname)) {
    const width = request.cookies.get(VIEWPORT_WIDTH_COOKIE)?.value;
    if (shouldRedirectToDesktopMessage(request.headers.get('user-agent'), width)) {
      return redirectTo(request, localePath(locale, '/desktop-message'), 307, '');
    }
  }
  const remembered = rememberedLocale(request, locale);
  if (remembered) return redirectTo(request, localePath(remembered, pathname), 307);
  const bare = request.nextUrl.clone();
  bare.pathname = pathname;
  if (pathname === '/search') {
    // A text that holds filters ('2 bhk under 35k in hebbal') goes to the panel's URL for them first; that URL
    // may in turn be a named search's.
    const understood = await understoodSearchRedirect(bare);
    // Temporary (307): the vocabulary and the names it must not read can change, and a browser keeps a 308 for good.
    if (understood) return NextResponse.redirect(localeUrl(understood, locale), 307);
    const target = await namedSearchRedirect(bare);
    if (target) return NextResponse.redirect(localeUrl(target, locale), 308);
  }
  // (The request guard took a cached page's query string off the URL Next renders, and passed it on here.)
  const requested = requestedUrl(request, bare);
  if (pathname.startsWith('/society/') && requested.search) {
    const target = await societyPropertiesRedirect(requested);
    if (target) return NextResponse.redirect(localeUrl(target, locale), 308);
  }
  // A signed-out visit to an operations-desk page is the site's ordinary login page, the very one a tenant sees at
  // /profile (its title included): a laptop makes its first desk sign-in there, and nothing says a desk exists.
  // After the sign-in the page refreshes itself and the desk's own frame decides (app/[locale]/ops/layout.tsx).
  if (locale === DEFAULT_LOCALE && isOperationsDeskPage(pathname) && !hasAuthCookie(request) && request.headers.get('rsc') !== '1') {
    return ensureDeviceCookie(request, NextResponse.rewrite(new URL('/en/profile', request.url)));
  }
  // Every browser gets its device id on its first page, before any sign-in form can ask for a code: a login code
  // belongs to the device that asked for it (server/auth/holder.ts).
  const session = ensureDeviceCookie(request, await refreshAuthSession(request));
  // A desk page's RSC or prefetch answer from someone without its role: 404 before anything streams (the
  // refreshed session's cookies are on the request by now, so nothing refreshes twice).
  if (await refusesDeskFlight(request)) return new NextResponse('Not Found', { status: 404, headers: { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' } });
  // A society's homes filtered or sorted (?bhk=2&rent_max=40000) are one cached page read in the browser: only
  // the plain page is indexed.
  if (isFilteredPropertiesUrl(requested)) session.headers.set('X-Robots-Tag', 'noindex');
  if (pathname === '/search') {
    const cached = await cachedSearchResponse(request, locale);
    if (cached) {
      // A refreshed session's cookies still reach the browser.
      for (const cookie of session.cookies.getAll()) cached.cookies.set(cookie);
      return cached;
    }
  }
  return inLocale(request, session, locale, pathname);
}

/**
 * An English page's render is its page under app/[locale] (/en/...): the same response, rewritten there. The
 * browser keeps its URL, and Next renders from it as before.
 */
function inLocale(request: NextRequest, response: NextResponse, locale: Locale, pathname: string): NextResponse {
  if (locale !== DEFAULT_LOCALE || /^\/en(?:\/|$)/.test(request.nextUrl.pathname)) return response;
  const target = new URL(request.url);
  target.pathname = pathname === '/' ? '/en' : `/en${pathname}`;
  // What NextResponse.rewrite sets; on the response in hand, so the session's cookies and request headers stay.
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

/**
 * A person who chose Kannada or Hindi with the switch opens an English URL (a bookmark, a shared link): the page
 * in their language. Only a browser's page request with that cookie: a crawler has none, and is never redirected.
 */
function rememberedLocale(request: NextRequest, locale: Locale): Locale | null {
  if (locale !== DEFAULT_LOCALE || request.method !== 'GET' || request.headers.get('rsc') === '1') return null;
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  return isLocale(chosen) && chosen !== DEFAULT_LOCALE && !isDeskPath(splitLocalePath(request.nextUrl.pathname).path) ? chosen : null;
}

function redirectTo(request: NextRequest, pathname: string, status: 307 | 308, search?: string): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  if (search !== undefined) target.search = search;
  return NextResponse.redirect(target, status);
}

/** A redirect's target in the page's language. */
function localeUrl(target: URL, locale: Locale): URL {
  const url = new URL(target);
  url.pathname = localePath(locale, url.pathname);
  return url;
}

/** The URL the client asked for, with the query string the request guard kept aside for a cached page. */
function requestedUrl(request: NextRequest, bare: URL): URL {
  const query = request.headers.get(CACHED_PAGE_QUERY_HEADER);
  if (!query) return bare;
  const url = new URL(bare.href);
  url.search = query;
  return url;
}

/**
 * The security desk (/gate/{societyId}) and the operations desk (/ops) run on whatever the team has, a desktop PC
 * or a laptop included, and an owner opens their link (/owner/{token}) from e-mail on any screen: the phone-only
 * redirect does not apply to them.
 */
function isOperationsDeskPage(pathname: string): boolean {
  return pathname === '/ops' || pathname.startsWith('/ops/');
}

function isDeskPath(pathname: string): boolean {
  return pathname.startsWith('/gate/') || pathname === '/ops' || pathname.startsWith('/ops/') || pathname.startsWith('/owner/');
}
