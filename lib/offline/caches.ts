// What the service worker keeps (app/sw.ts) and the rules the page shares with it. Pure: no browser or server API.

/** Public pages a person opened: network first, this copy only when the network fails (every strategy here). */
export const PUBLIC_PAGES_CACHE = 'ghomes-public-pages';
/** The signed-in person's visits and shortlist (pages and their two reads): emptied on sign-out and on another sign-in. */
export const PERSONAL_CACHE = 'ghomes-personal';
/** Build files (/_next/static: content-hashed, never change) and the app icons. */
export const STATIC_CACHE = 'ghomes-static';

export const PUBLIC_PAGES_LIMIT = { maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 };
export const PERSONAL_LIMIT = { maxEntries: 30, maxAgeSeconds: 30 * 24 * 3600 };
export const STATIC_LIMIT = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 };

/** The page shown for a navigation that fails with nothing kept for it. */
export const OFFLINE_PAGE = '/offline';

/** A society (and its properties page), a builder, a search: the public pages kept for offline reading. */
export function isPublicPagePath(pathname: string): boolean {
  return /^\/society\/[^/]+(\/properties)?\/?$/.test(pathname) || /^\/builder\/[^/]+\/?$/.test(pathname) || pathname === '/search';
}

/** The reads behind those pages; /api/auth/me so that the pages know offline who is signed in. */
export const PERSONAL_READS = ['/api/visits', '/api/shortlist', '/api/auth/me'];

/** The person's own pages and the reads behind them (GET only). Nothing else is ever stored: not /ops, /gate, /dev,
 *  /owner, no other API answer (and never one of a request that changes something: those pass through unkept). */
export function isPersonalPath(pathname: string): boolean {
  return pathname === START_PAGE || isVisitCardPath(pathname) || PERSONAL_READS.includes(pathname);
}

/** The page the installed app opens on (the manifest's start_url): the visits, where the gate pass is. */
export const START_PAGE = '/shortlisted';

/** A visit card page (`/society-visits/{society}`). */
export function isVisitCardPath(pathname: string): boolean {
  return /^\/society-visits\/[^/]+\/?$/.test(pathname);
}

/** The messages the page sends its service worker. */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'KEEP_PAGE'; url: string };
