// What the service worker keeps for offline reading (lib/offline/caches.ts) and what it never keeps.
import { isPersonalPath, isPublicPagePath } from '@/lib/offline/caches';
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
