/** @jest-environment node */
// The login's return target (lib/return-to.ts): only a path on this site once normalised as a browser would,
// for every form that used to leave it; ordinary paths are kept and percent-encoded.
import { safeReturnTo } from '@/lib/return-to';
import { OFF_SITE_RETURN_TARGETS } from '../helpers/return-to-family';

const BASE = 'https://ghomes.example';

describe('safeReturnTo over the off-site family', () => {
  it('has the whole family', () => {
    expect(OFF_SITE_RETURN_TARGETS.length).toBeGreaterThanOrEqual(28);
  });

  it.each(OFF_SITE_RETURN_TARGETS.map((value) => [JSON.stringify(value), value]))('drops %s', (_, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it.each(OFF_SITE_RETURN_TARGETS.map((value) => [JSON.stringify(value), value]))('drops %s encoded once more', (_, value) => {
    expect(safeReturnTo(`/${encodeURIComponent(value.replace(/^\//, ''))}`) ?? '/').not.toMatch(/^\/\/|^\/\\/);
    const kept = safeReturnTo(`/${encodeURIComponent(value.replace(/^\//, ''))}`);
    if (kept) expect(new URL(kept, BASE).origin).toBe(BASE);
  });
});

describe('safeReturnTo keeps ordinary paths', () => {
  it.each([
    ['/about', '/about'],
    ['/society/Sobha-Silicon--Oasis?tab=rent#photos', '/society/Sobha-Silicon--Oasis?tab=rent#photos'],
    ['/a/../about', '/about'],
    ['/./about', '/about'],
    ['/search?q=http%3A%2F%2Fevil.example', '/search?q=http%3A%2F%2Fevil.example'],
    ['/search?returnTo=//evil.example', '/search?returnTo=//evil.example'],
    ['/society/a%2Fb', '/society/a%2Fb'],
    ['/%C3%A9', '/%C3%A9'],
  ])('%s -> %s', (value, expected) => {
    const kept = safeReturnTo(value);
    expect(kept).toBe(expected);
    // What a browser makes of it is this site.
    expect(new URL(kept!, BASE).origin).toBe(BASE);
  });

  it('is stable: a kept target is kept unchanged', () => {
    for (const value of ['/about', '/é', '/a b', '/search?q=😀', '/a/./b/../c']) {
      const kept = safeReturnTo(value)!;
      expect(safeReturnTo(kept)).toBe(kept);
    }
  });
});
