import 'server-only';

// Redirects answered by route handlers. Their Location is a path on this site: a relative reference (RFC 9110
// allows it) keeps the browser on the host it used, and nothing of it comes from the Host header, which a client
// or a cache in front of us may not check. The path is percent-encoded as a browser would, because a Location
// header cannot carry raw non-ASCII text (Node refuses it: ERR_INVALID_CHAR).

const BASE = 'http://redirect.invalid';

/** A same-site path, percent-encoded; anything that would leave the site becomes '/'. */
export function encodedSitePath(path: string): string {
  const url = new URL(path, BASE);
  if (url.origin !== BASE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

export function redirectTo(path: string, status: 303 | 307 | 308 = 303): Response {
  return new Response(null, { status, headers: { Location: encodedSitePath(path), 'Cache-Control': 'no-store' } });
}
