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
 *  /owner, no other API answer (and never one of a request that changes something: only GETs are routed). */
export function isPersonalPath(pathname: string): boolean {
  return pathname === START_PAGE || isVisitCardPath(pathname) || PERSONAL_READS.includes(pathname);
}

/** The page the installed app opens on (the manifest's start_url): the visits, where the gate pass is. */
export const START_PAGE = '/shortlisted';

/** The start page is a static shell (its lists are read in the browser): one copy whatever its query (?tab=...). */
export function personalCacheKey(href: string): string {
  const url = new URL(href);
  return url.pathname === START_PAGE ? `${url.origin}${START_PAGE}` : url.href;
}

/** A visit card page (`/society-visits/{society}`). */
export function isVisitCardPath(pathname: string): boolean {
  return /^\/society-visits\/[^/]+\/?$/.test(pathname);
}

/**
 * Writes after which the person's kept visits, cards and lists are fetched again by the worker (whatever page made
 * them): a booking, a reschedule, a cancel, a status update, a heart, an offer, a sign-in or a registration.
 */
export function changesPersonalData(method: string, pathname: string): boolean {
  if (method === 'PATCH') return /^\/api\/visits\/[^/]+$/.test(pathname);
  if (method === 'DELETE') return /^\/api\/shortlist\/hearts\/[^/]+$/.test(pathname);
  if (method !== 'POST') return false;
  return (
    ['/api/book-visit', '/api/shortlist/hearts', '/api/offers', '/api/auth/verify', '/api/dual-auth-register'].includes(pathname) ||
    /^\/api\/visits\/[^/]+\/(cancel|reschedule)$/.test(pathname) ||
    /^\/api\/offers\/[^/]+\/counter$/.test(pathname)
  );
}

/** The write that ends the session on this device: the person's copies go with it. */
export function endsSession(method: string, pathname: string): boolean {
  return method === 'POST' && pathname === '/api/auth/sign-out';
}

/** The societies whose visit cards are kept: those with an upcoming visit in a `GET /api/visits` answer. */
export function upcomingSocietyIds(visits: unknown): string[] {
  const upcoming = (visits as { upcoming?: unknown } | null)?.upcoming;
  if (!Array.isArray(upcoming)) return [];
  const ids = upcoming.map((group: { societyId?: unknown } | null) => group?.societyId).filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id));
  return [...new Set(ids)];
}

/** The signed-in person named by a `GET /api/auth/me` answer (null: nobody). */
export function sessionUserId(answer: unknown): string | null {
  const id = (answer as { user?: { id?: unknown } | null } | null)?.user?.id;
  return typeof id === 'string' && id ? id : null;
}

/**
 * The build files a kept page needs to run offline (its scripts, stylesheets and fonts): the `/_next/static/` paths
 * in its HTML, including the client chunks named in its inline flight data. At most 80: a page names a few dozen.
 */
export function staticFilesOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:\/_next\/)?static\/(?:chunks|css|media)\/[\w\-./~%[\]]+?\.(?:js|css|woff2?)(?=[^\w\-./~%[\]]|$)/g)) {
    const path = match[0].startsWith('/_next/') ? match[0] : `/_next/${match[0]}`;
    // A route folder's brackets may be written either way; the browser asks for the file as the page names it.
    for (const form of new Set([path, path.replace(/\[/g, '%5B').replace(/\]/g, '%5D')])) found.add(form);
    if (found.size >= 80) break;
  }
  return [...found];
}

/** The messages the page sends its service worker. */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'KEEP_PAGE'; url: string };
