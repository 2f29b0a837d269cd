// What the service worker keeps for offline reading (lib/offline/caches.ts) and what it never keeps.
import { isPersonalPath, isPublicPagePath, isVisitCardPath } from '@/lib/offline/caches';
import { changesPersonalData, endsSession, personalCacheKey, sessionUserId, staticFilesOf, upcomingSocietyIds } from '@/lib/offline/personal-copies';
import { pushNotification } from '@/lib/offline/push-payload';

describe('kept for offline reading', () => {
  test('public pages a person opened: society, properties, builder, search', () => {
    for (const path of ['/society/sobha-silicon-oasis', '/society/6f1c2c0e-1111-4a4a-8888-123456789abc/properties', '/builder/sobha', '/search']) {
      expect(isPublicPagePath(path)).toBe(true);
      expect(isPersonalPath(path)).toBe(false);
    }
  });

  test("the person's visits and shortlist, and the reads behind them", () => {
    for (const path of ['/shortlisted', '/society-visits/6f1c2c0e-1111-4a4a-8888-123456789abc', '/api/visits', '/api/shortlist', '/api/auth/me']) {
      expect(isPersonalPath(path)).toBe(true);
    }
  });

  test('never: the desks, the dev tools, owner links, the profile, other API routes', () => {
    for (const path of ['/ops', '/ops/visits', '/gate/abc', '/dev/outbox', '/owner/offer/x', '/profile', '/', '/api/book-visit', '/api/visits/abc/cancel', '/api/visits/availability', '/api/gate/x/check', '/society/x/y']) {
      expect(isPublicPagePath(path)).toBe(false);
      expect(isPersonalPath(path)).toBe(false);
    }
  });
});

describe('push payload', () => {
  test('our notifications are read; anything else (or an off-site link) is not shown', () => {
    expect(pushNotification(JSON.stringify({ title: 'Visit moved', body: 'Now 11:00 AM', url: '/society-visits/1', tag: 'visit:1' }))).toEqual({ title: 'Visit moved', body: 'Now 11:00 AM', url: '/society-visits/1', tag: 'visit:1' });
    expect(pushNotification('not json')).toBeNull();
    expect(pushNotification(JSON.stringify({ title: 'x', body: 'y', url: 'https://evil.example/', tag: 't' }))).toBeNull();
    expect(pushNotification(JSON.stringify({ title: 'x', body: 'y', url: '//evil.example/', tag: 't' }))).toBeNull();
    expect(pushNotification(JSON.stringify({ title: '', body: 'y', url: '/', tag: 't' }))).toBeNull();
  });
});

describe("the person's copies, kept again after a change (app/sw-personal-copies.ts)", () => {
  test('the writes that change visits or lists, and only those', () => {
    for (const [method, path] of [
      ['POST', '/api/book-visit'],
      ['POST', '/api/visits/6f1c2c0e-1111-4a4a-8888-123456789abc/cancel'],
      ['POST', '/api/visits/6f1c2c0e-1111-4a4a-8888-123456789abc/reschedule'],
      ['PATCH', '/api/visits/6f1c2c0e-1111-4a4a-8888-123456789abc'],
      ['POST', '/api/shortlist/hearts'],
      ['DELETE', '/api/shortlist/hearts/abc'],
      ['POST', '/api/offers'],
      ['POST', '/api/auth/verify'],
      ['POST', '/api/dual-auth-register'],
    ] as const) {
      expect(changesPersonalData(method, path)).toBe(true);
    }
    for (const [method, path] of [
      ['GET', '/api/visits'],
      ['POST', '/api/visits'],
      ['PATCH', '/api/visits/x/cancel'],
      ['POST', '/api/gate/x/check'],
      ['POST', '/api/auth/sign-out'],
      ['POST', '/api/vitals'],
      ['DELETE', '/api/visits/x'],
    ] as const) {
      expect(changesPersonalData(method, path)).toBe(false);
    }
    expect(endsSession('POST', '/api/auth/sign-out')).toBe(true);
    expect(endsSession('GET', '/api/auth/sign-out')).toBe(false);
  });

  test('the start page is one copy whatever its tab; other pages keep their own URL', () => {
    expect(personalCacheKey('https://g.example/shortlisted?tab=doors-unlocked')).toBe('https://g.example/shortlisted');
    expect(personalCacheKey('https://g.example/shortlisted')).toBe('https://g.example/shortlisted');
    expect(personalCacheKey('https://g.example/society-visits/abc')).toBe('https://g.example/society-visits/abc');
    expect(isVisitCardPath('/society-visits/abc')).toBe(true);
    expect(isVisitCardPath('/society-visits')).toBe(false);
  });

  test('the cards kept: the societies of upcoming visits in the visits answer (nothing from a malformed one)', () => {
    const a = '6f1c2c0e-1111-4a4a-8888-123456789abc';
    const b = '6f1c2c0e-2222-4a4a-8888-123456789abc';
    expect(upcomingSocietyIds({ upcoming: [{ societyId: a }, { societyId: b }, { societyId: a }], past: [{ societyId: 'c' }] })).toEqual([a, b]);
    expect(upcomingSocietyIds({ upcoming: [{ societyId: '../../api/x' }, null] })).toEqual([]);
    expect(upcomingSocietyIds(null)).toEqual([]);
    expect(upcomingSocietyIds({ upcoming: 'x' })).toEqual([]);
  });

  test('who a session answer names', () => {
    expect(sessionUserId({ user: { id: 'u1', email: 'a@b.c' } })).toBe('u1');
    expect(sessionUserId({ user: null })).toBeNull();
    expect(sessionUserId(null)).toBeNull();
    expect(sessionUserId({ user: { id: 7 } })).toBeNull();
  });

  test("a kept page's build files: its scripts, stylesheets, fonts and the chunks in its flight data", () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/css/abc123.css" data-precedence="next"/>',
      '<link rel="preload" href="/_next/static/media/font-x.p.woff2" as="font"/>',
      '<script src="/_next/static/chunks/webpack-1.js" async></script>',
      '<script>self.__next_f.push([1,"5:I[\\"123\\",[\\"static/chunks/app/society-visits/%5BsocietyId%5D/page-9.js\\"],\\"VisitCard\\"]"])</script>',
      '<script src="/_next/static/chunks/app/x/[id]/page-2.js"></script>',
      '<img src="/storage/photo.jpg"/>',
    ].join('');
    expect(staticFilesOf(html).sort()).toEqual(
      [
        '/_next/static/chunks/app/society-visits/%5BsocietyId%5D/page-9.js',
        '/_next/static/chunks/app/x/%5Bid%5D/page-2.js',
        '/_next/static/chunks/app/x/[id]/page-2.js',
        '/_next/static/chunks/webpack-1.js',
        '/_next/static/css/abc123.css',
        '/_next/static/media/font-x.p.woff2',
      ].sort(),
    );
  });
});
