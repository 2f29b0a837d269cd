/** @jest-environment node */
// Location headers: a login's returnTo and the route handlers' redirects are same-site paths, percent-encoded
// (a raw non-ASCII Location is a 500 in Node), and an unusable returnTo is dropped rather than repaired.
import { safeReturnTo } from '@/lib/return-to';
import { encodedSitePath, redirectTo } from '@/server/http/redirect';

describe('safeReturnTo', () => {
  it('keeps a plain same-site path with its query and hash', () => {
    expect(safeReturnTo('/society/Sobha-Silicon--Oasis?tab=rent#photos')).toBe('/society/Sobha-Silicon--Oasis?tab=rent#photos');
    expect(safeReturnTo('/search?q=Prestige%20Lakeside')).toBe('/search?q=Prestige%20Lakeside');
  });

  it('percent-encodes non-ASCII text, as a browser would', () => {
    expect(safeReturnTo('/é')).toBe('/%C3%A9');
    expect(safeReturnTo('/search?q=ಬೆಂಗಳೂರು')).toBe('/search?q=%E0%B2%AC%E0%B3%86%E0%B2%82%E0%B2%97%E0%B2%B3%E0%B3%82%E0%B2%B0%E0%B3%81');
    expect(safeReturnTo('/\u2215evil.example')).toBe('/%E2%88%95evil.example');
  });

  it.each([
    ['another origin', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a full URL', 'https://evil.example/'],
    ['no leading slash', 'profile'],
    ['a zero-width space', '/\u200b'],
    ['an encoded zero-width space', '/%E2%80%8B'],
    ['an ideographic space', '/\u3000'],
    ['a no-break space', '/a\u00a0b'],
    ['a control character', '/a\u0007'],
    ['a tab', '/\t/evil.example'],
    ['half a character', '/\ud800'],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('drops %s', (_, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('every kept value is a valid header value', () => {
    for (const value of ['/é', '/a b', '/%E2%88%95', '/search?q=😀']) {
      const kept = safeReturnTo(value)!;
      expect(() => new Headers({ Location: kept })).not.toThrow();
      expect(kept).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });
});

describe('route handler redirects', () => {
  it('are relative and encoded', () => {
    expect(encodedSitePath('/alerts/unsubscribe?token=a.b')).toBe('/alerts/unsubscribe?token=a.b');
    expect(encodedSitePath('/é')).toBe('/%C3%A9');
    expect(encodedSitePath('//evil.example/x')).toBe('/');
    const response = redirectTo('/alerts/unsubscribe', 303);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/alerts/unsubscribe');
  });
});
