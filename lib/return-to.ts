// Where a login may send the person afterwards (`?returnTo=`): the one rule, used by the /profile page's server
// redirect and by the browser after a login on that page. Pure: no I/O, safe on both sides.
//
// A target is a path on this site. Browsers and servers read a path more loosely than it looks: dot segments are
// resolved (`/a/..//x`, `/%2e%2e//x`, `/.//x` all become `//x`), tabs and newlines are dropped (`/\t/x`), a
// backslash is a slash (`/\x`), and some layers decode once more (`/%2F/x`, `/%252F/x`). Any of these can turn
// into `//evil.example`, which a Location header or `router.replace` reads as another site. So the value is
// normalised as a browser would, and every decoded layer of its path must still be a plain path on this site.

const RETURN_BASE = 'http://return-to.invalid';
const MAX_LENGTH = 2048;
/** Decoding layers examined: more than any real link carries, few enough to bound the work. */
const MAX_DECODE_LAYERS = 4;

/** Control characters and backslashes, and invisible or unusual spaces (U+200B, U+3000, ...) nobody types in a link. */
function hasUnsafeCharacters(value: string): boolean {
  return /[\u0000-\u001f\u007f\\]/.test(value) || /[\p{C}\p{Zl}\p{Zp}]|(?! )\p{Zs}/u.test(value);
}

/** The path a browser would request for `value` on this site, or null when it would leave the site. */
function resolvedPath(value: string): URL | null {
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacters(value)) return null;
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return null;
  }
  // After dot segments are resolved, a path that starts with two slashes names another host.
  if (url.origin !== RETURN_BASE || url.pathname.startsWith('//')) return null;
  return url;
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A same-site path to return to after login, percent-encoded (it becomes a Location header, which cannot carry
 * raw non-ASCII text), or null when it is unusable: not a path on this site once normalised (dot segments, encoded
 * slashes, dots and backslashes, protocol-relative or absolute URLs), too long, or carrying control characters,
 * backslashes, or invisible or unusual spaces.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  const url = resolvedPath(value);
  if (!url) return null;
  // Every decoded layer of the path must also stay on this site: a router or proxy may decode once more.
  let layer = url.pathname;
  for (let depth = 0; depth < MAX_DECODE_LAYERS; depth += 1) {
    const decoded = decodeOnce(layer);
    if (decoded === null || decoded === layer) break;
    const resolved = resolvedPath(decoded);
    if (!resolved) return null;
    layer = resolved.pathname;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  // The kept value must read the same when parsed again (a Location is parsed by the browser once more).
  const again = resolvedPath(target);
  return again && `${again.pathname}${again.search}${again.hash}` === target ? target : null;
}
