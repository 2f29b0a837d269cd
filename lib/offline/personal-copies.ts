// The service worker's rules for the person's copies (app/sw-personal-copies.ts): which writes renew them, the
// start page's one key, which cards a visits answer asks for, whose a session answer is, and the build files a kept
// page needs. Pure. Apart from lib/offline/caches.ts, which the page's first view imports: none of this is page code.
import { START_PAGE } from './caches';

/** The start page is a static shell (its lists are read in the browser): one copy whatever its query (?tab=...). */
export function personalCacheKey(href: string): string {
  const url = new URL(href);
  return url.pathname === START_PAGE ? `${url.origin}${START_PAGE}` : url.href;
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
