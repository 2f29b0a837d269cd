/** @jest-environment node */
// The pages the middleware renders from their bare path (lib/cached-pages.ts): the page-cached ones, and no page
// that reads its query string on the server.
import { isCachedPagePath } from '@/lib/cached-pages';

it.each(['/', '/summitt/ganesha', '/society/Sobha-Silicon--Oasis', '/society/abc/properties', '/builder/prestige-group', '/bangalore/locality/whitefield', '/bangalore/zone/east/page/2'])(
  '%s is a cached page',
  (path) => expect(isCachedPagePath(path)).toBe(true),
);

it.each(['/search', '/profile', '/gate/abc', '/alerts/unsubscribe', '/saved-searches/unsubscribe', '/shortlisted', '/society/abc/visits', '/summitt', '/about-x'])(
  '%s is not',
  (path) => expect(isCachedPagePath(path)).toBe(false),
);
