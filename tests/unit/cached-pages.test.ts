/** @jest-environment node */
// The pages rendered from their bare path (lib/cached-pages.ts, applied by the request guard): the page-cached ones,
// and no page that reads its query string on the server.
import { bareCachedPageUrl, CACHED_PAGE_QUERY_HEADER, ENGLISH_PAGE_HEADER, englishCachedPageUrl, isCachedPagePath } from '@/lib/cached-pages';
import { toEnglishCachedPage, withoutCachedPageQuery } from '@/server/http/request-guard';

it.each(['/', '/summitt/ganesha', '/society/Sobha-Silicon--Oasis', '/society/abc/properties', '/builder/prestige-group', '/bangalore/locality/whitefield', '/bangalore/zone/east/page/2'])(
  '%s is a cached page',
  (path) => expect(isCachedPagePath(path)).toBe(true),
);

it.each(['/search', '/profile', '/gate/abc', '/alerts/unsubscribe', '/saved-searches/unsubscribe', '/shortlisted', '/society/abc/visits', '/summitt', '/about-x'])(
  '%s is not',
  (path) => expect(isCachedPagePath(path)).toBe(false),
);

describe('bareCachedPageUrl', () => {
  it.each([
    ['GET', '/summitt/ganesha?returnTo=//evil.example&utm_source=x', '/summitt/ganesha'],
    ['HEAD', '/society/abc/properties?bhk=2&rent_max=40000', '/society/abc/properties'],
    ['GET', '/society/abc?_rsc=1x2y&returnTo=//evil.example', '/society/abc?_rsc=1x2y'],
    ['GET', '/?q=1', '/'],
  ])('%s %s renders %s', (method, url, bare) => expect(bareCachedPageUrl(method, url)).toBe(bare));

  it.each([
    ['GET', '/summitt/ganesha'],
    ['POST', '/summitt/ganesha?x=1'],
    ['GET', '/search?q=Whitefield'],
    ['GET', '/profile?returnTo=/about'],
  ])('%s %s is left alone', (method, url) => expect(bareCachedPageUrl(method, url)).toBeNull());
});

describe('the request guard', () => {
  it('takes a cached page query off the URL, keeps it aside for the middleware, and drops a client-sent copy', () => {
    const request = { method: 'GET', url: '/summitt/ganesha?returnTo=//evil.example', headers: { [CACHED_PAGE_QUERY_HEADER]: '?forged=1' } as Record<string, string> };
    withoutCachedPageQuery(request);
    expect(request.url).toBe('/summitt/ganesha');
    expect(request.headers[CACHED_PAGE_QUERY_HEADER]).toBe('?returnTo=//evil.example');

    const other = { method: 'GET', url: '/search?q=1', headers: { [CACHED_PAGE_QUERY_HEADER]: '?forged=1' } as Record<string, string> };
    withoutCachedPageQuery(other);
    expect(other).toEqual({ method: 'GET', url: '/search?q=1', headers: {} });
  });
});

describe('englishCachedPageUrl', () => {
  it.each([
    ['GET', '/', '/en'],
    ['GET', '/society/abc', '/en/society/abc'],
    ['HEAD', '/society/abc/properties', '/en/society/abc/properties'],
    ['GET', '/summitt/ganesha?_rsc=1x2y', '/en/summitt/ganesha?_rsc=1x2y'],
    ['GET', '/bangalore/zone/east/page/2', '/en/bangalore/zone/east/page/2'],
  ])('%s %s renders from %s', (method, url, english) => expect(englishCachedPageUrl(method, url)).toBe(english));

  it.each([
    ['GET', '/kn/society/abc'],
    ['GET', '/hi'],
    ['GET', '/en/society/abc'],
    ['GET', '/about'],
    ['GET', '/search?q=1'],
    ['POST', '/society/abc'],
  ])('%s %s is left alone', (method, url) => expect(englishCachedPageUrl(method, url)).toBeNull());
});

it('the request guard sends an English cached page to its /en path, marked; a client-sent mark is dropped', () => {
  const request = { method: 'GET', url: '/society/abc', headers: {} as Record<string, string> };
  toEnglishCachedPage(request);
  expect(request).toEqual({ method: 'GET', url: '/en/society/abc', headers: { [ENGLISH_PAGE_HEADER]: '1' } });
  const typed = { method: 'GET', url: '/en/about', headers: { [ENGLISH_PAGE_HEADER]: '1' } as Record<string, string> };
  toEnglishCachedPage(typed);
  expect(typed).toEqual({ method: 'GET', url: '/en/about', headers: {} });
});
